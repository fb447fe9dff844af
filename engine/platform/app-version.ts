/**
 * The native shell's version, for the app-upgrade modal (spec §4, §9; docs/native-shell.md):
 * asked of the shell over its bridge when it offers the call, else read from the user agent with
 * the pattern the merchant configures for its own shells (`nativeApp.versionPattern`). The
 * reference shell's `WLApp/<os>/<version>` mark is not read by itself: a real shell's user agent
 * is its own, and only its merchant knows its shape (docs/decisions.md).
 */
import { APP_VERSION_ANSWER_MS } from "../constants";
import type { AppEnvironment } from "./environment";

/** The bridge call that answers the shell's version as a string ("2.4.39"). */
export const APP_VERSION_CALL = "appVersion";

/**
 * The version the merchant's pattern finds in the user agent: its first capture group, trimmed;
 * null when no pattern is set, it does not match, or it is not a regular expression (a console
 * warning then: validation should have caught it).
 */
export function versionFromUserAgent(userAgent: string, pattern: string | undefined): string | null {
  if (!pattern) return null;
  let expression: RegExp;
  try {
    expression = new RegExp(pattern);
  } catch (error) {
    console.warn(`[app version] nativeApp.versionPattern is not a regular expression: ${String(error)}`);
    return null;
  }
  return expression.exec(userAgent)?.[1]?.trim() || null;
}

/**
 * The shell's version, or null when it tells none (outside a shell, always null). The bridge is
 * asked first when the shell lists the call; its refusal ('Failure…'), an empty answer, a bridge
 * that throws or one silent for APP_VERSION_ANSWER_MS fall back to the user agent, without an
 * alert: the member asked for nothing.
 */
export async function nativeAppVersion(input: {
  environment: Pick<AppEnvironment, "nativeApp" | "bridge">;
  userAgent: string;
  pattern: string | undefined;
  ask: (call: string) => Promise<string>;
}): Promise<string | null> {
  if (input.environment.nativeApp === null) return null;
  if (input.environment.bridge.includes(APP_VERSION_CALL)) {
    try {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const silence = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer in ${APP_VERSION_ANSWER_MS} ms`)),
          APP_VERSION_ANSWER_MS,
        );
      });
      const answer = String(
        await Promise.race([input.ask(APP_VERSION_CALL), silence]).finally(() => clearTimeout(timer)),
      ).trim();
      if (answer && !answer.startsWith("Failure")) return answer;
      console.warn(`[app version] the shell answered ${APP_VERSION_CALL} with "${answer}"`);
    } catch (error) {
      console.warn(`[app version] the shell's ${APP_VERSION_CALL} failed: ${String(error)}`);
    }
  }
  return versionFromUserAgent(input.userAgent, input.pattern);
}
