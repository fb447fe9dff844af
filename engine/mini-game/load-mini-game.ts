/**
 * Loads the mini-game's script (spec §7, §9) and hands back what it registers. The script is the
 * platform's, not the app's: it arrives by script injection after the first page, never in the
 * bundle. Its surface (docs/mini-game.md): it sets `window.WLMiniGame` to an object whose
 * `mount(container, options)` draws the game into the container and may return `{ unmount() }`.
 */
import { MINI_GAME_SCRIPT_TIMEOUT_MS } from "../constants";
import { loadScript, ScriptLoadError, type ScriptTimers } from "../platform/load-script";
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

function registered(win: Window): MiniGameApi | null {
  const api = (win as unknown as Record<string, unknown>)[MINI_GAME_GLOBAL] as MiniGameApi | undefined;
  return api && typeof api.mount === "function" ? api : null;
}

/** What went wrong, in the words the console and the tests read. */
function failureText(url: string, error: unknown): string {
  if (!(error instanceof ScriptLoadError)) return String(error);
  if (error.reason === "load") return `${url} failed to load`;
  if (error.reason === "not-ready") return `${url} loaded but registered no window.${MINI_GAME_GLOBAL}`;
  return error.message;
}

/**
 * Injects the script (once per address: a game already registered is reused) and resolves with
 * its API. Rejects with a MiniGameLoadError when it fails to load (its one retry included), takes
 * longer than the timeout, or loads without registering a game; the script is then taken away.
 */
export function loadMiniGame(
  win: Window,
  url: string,
  timers: ScriptTimers,
  timeoutMs = MINI_GAME_SCRIPT_TIMEOUT_MS,
): Promise<MiniGameApi> {
  const ready = registered(win);
  if (ready) return Promise.resolve(ready);
  return loadScript(url, {
    document: win.document,
    timers,
    timeoutMs,
    attributes: { "data-wl-mini-game": "" },
    ready: () => registered(win) !== null,
  }).then(
    () => registered(win) as MiniGameApi,
    (error: unknown) => {
      throw new MiniGameLoadError(failureText(url, error));
    },
  );
}
