/**
 * firebase's Auth emulator (firebase.json), which the firebase sign-in journeys need. Starting it
 * takes about 12 s, nearly all of it firebase-tools loading itself, so npm test starts it beside
 * its checks (the type check leaves a core free) and the browser tests find it up; run alone,
 * scripts/e2e.ts wraps Playwright in `emulators:exec` as before.
 */
import { spawn } from "node:child_process";
import { AUTH_EMULATOR } from "../../server/dev/stand-ins";

const FIREBASE = "node_modules/.bin/firebase";
/** The project the journeys' tokens name (a demo- project never reaches Google). */
export const EMULATOR_ARGS = ["--only", "auth", "--project", "demo-royal", "--non-interactive"];
/** Offline and quiet: no update check, no prompt. */
export const EMULATOR_ENV = { ...process.env, NO_UPDATE_NOTIFIER: "1" };

const READY_WITHIN_MS = 90_000;

/** Whether an Auth emulator answers at firebase.json's address now. */
export async function authEmulatorAnswers(): Promise<boolean> {
  try {
    await fetch(AUTH_EMULATOR, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

export interface RunningEmulator {
  /** Settles once the emulator answers; rejects with its output when it exits or never answers. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export function startAuthEmulator(): RunningEmulator {
  const child = spawn(FIREBASE, ["emulators:start", ...EMULATOR_ARGS], {
    env: EMULATOR_ENV,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ready = (async () => {
    const deadline = Date.now() + READY_WITHIN_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`the Auth emulator exited (${child.exitCode}):\n${output}`);
      if (await authEmulatorAnswers()) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the Auth emulator did not answer at ${AUTH_EMULATOR} within 90 s:\n${output}`);
  })();
  return {
    ready,
    async stop() {
      if (child.exitCode !== null) return;
      // SIGINT is firebase-tools' own way out: it stops the emulator and its hub before exiting.
      child.kill("SIGINT");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
