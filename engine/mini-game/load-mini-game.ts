/**
 * Loads the mini-game's script (spec §7, §9) and hands back what it registers. The script is the
 * platform's, not the app's: it arrives by script injection after the first page, never in the
 * bundle. Its surface (docs/mini-game.md): it sets `window.WLMiniGame` to an object whose
 * `mount(container, options)` draws the game into the container and may return `{ unmount() }`.
 */
import { MINI_GAME_SCRIPT_TIMEOUT_MS } from "../constants";
import { scriptUrl } from "../security/trusted-types";
import type { MiniGameVariant } from "./mini-game-rules";

export interface MiniGameMount {
  unmount?: () => void;
}

export interface MiniGameOptions {
  variant: MiniGameVariant;
  /** The member's language code (EN, TH, …). */
  language: string;
  /** The app's texts for the game's controls, in that language; `result` holds `{numbers}`. */
  labels?: { open: string; draw: string; close: string; result: string };
}

export interface MiniGameApi {
  mount: (container: HTMLElement, options: MiniGameOptions) => MiniGameMount | undefined;
}

/** The global the script registers itself under. */
export const MINI_GAME_GLOBAL = "WLMiniGame";

export class MiniGameLoadError extends Error {}

export interface LoaderTimers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

function registered(win: Window): MiniGameApi | null {
  const api = (win as unknown as Record<string, unknown>)[MINI_GAME_GLOBAL] as MiniGameApi | undefined;
  return api && typeof api.mount === "function" ? api : null;
}

/**
 * Injects the script (once per page: a script already there is reused) and resolves with its API.
 * Rejects with a MiniGameLoadError when it fails to load, takes longer than the timeout, or
 * loads without registering a game.
 */
export function loadMiniGame(
  win: Window,
  url: string,
  timers: LoaderTimers,
  timeoutMs = MINI_GAME_SCRIPT_TIMEOUT_MS,
): Promise<MiniGameApi> {
  const ready = registered(win);
  if (ready) return Promise.resolve(ready);
  const doc = win.document;
  const script = doc.createElement("script");
  return new Promise<MiniGameApi>((resolve, reject) => {
    let settled = false;
    const settle = (error: string | null) => {
      if (settled) return;
      settled = true;
      timers.clearTimeout(timer as never);
      const api = error === null ? registered(win) : null;
      if (api) return resolve(api);
      script.remove();
      reject(new MiniGameLoadError(error ?? `${url} loaded but registered no window.${MINI_GAME_GLOBAL}`));
    };
    const timer = timers.setTimeout(() => settle(`${url} did not load within ${timeoutMs} ms`), timeoutMs);
    script.addEventListener("load", () => settle(null));
    script.addEventListener("error", () => settle(`${url} failed to load`));
    script.src = scriptUrl(url);
    script.async = true;
    script.dataset.wlMiniGame = "";
    doc.head.append(script);
  });
}
