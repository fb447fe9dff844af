/**
 * What the install prompt remembers (spec §4): local — the dismissal counter, the installed flag,
 * the first open of the installed app already tracked; session — dismissed, forced and how many
 * times the prompt was closed. Storage is handed in; a corrupt value is dropped and reads as nothing stored.
 */
import { INSTALL_DISMISS_COUNT_AFTER_INSTALL } from "../../constants";
import { type KeyValueStorage, readFlag, readText } from "../../platform/storage";

export const INSTALL_KEYS = {
  /** local: how many times the member dismissed the prompt (99 once installed). */
  dismissCount: "MC_A2HS_DISMISS_COUNT",
  /** local: "1" once the browser reported the app installed. */
  installed: "MC_A2HS_INSTALLED",
  /** local: "1" once the installed app's first open was tracked. */
  firstOpenTracked: "MC_A2HS_FIRST_OPEN",
  /** session: "1" after the member closed the prompt. */
  dismissed: "MC_A2HS_DISMISSED",
  /** session: "1" once a forced prompt fired. */
  forced: "MC_A2HS_FORCED",
  /** session: how many times the prompt was closed. */
  closedCount: "MC_A2HS_CLOSED_COUNT",
  /** session: "1" when no install event arrived within the init poll (the prompt shows anyway). */
  noEvent: "MC_A2HS_NO_EVENT",
} as const;

function readCount(storage: KeyValueStorage, key: string): number {
  return Number(readText(storage, key, (raw) => /^\d{1,9}$/.test(raw)) ?? 0);
}

export function dismissCount(local: KeyValueStorage): number {
  return readCount(local, INSTALL_KEYS.dismissCount);
}

export function closedCount(session: KeyValueStorage): number {
  return readCount(session, INSTALL_KEYS.closedCount);
}

/** The member closed the prompt: session flag, the session's count and the local counter go up. */
export function recordDismissal(local: KeyValueStorage, session: KeyValueStorage): void {
  session.set(INSTALL_KEYS.dismissed, "1");
  session.set(INSTALL_KEYS.closedCount, String(closedCount(session) + 1));
  local.set(INSTALL_KEYS.dismissCount, String(dismissCount(local) + 1));
}

/** The browser installed the app: the counter is set to 99 and the local flag stored. */
export function recordInstalled(local: KeyValueStorage): void {
  local.set(INSTALL_KEYS.dismissCount, String(INSTALL_DISMISS_COUNT_AFTER_INSTALL));
  local.set(INSTALL_KEYS.installed, "1");
}

export function isInstalled(local: KeyValueStorage): boolean {
  return readFlag(local, INSTALL_KEYS.installed);
}

export function sessionFlag(session: KeyValueStorage, key: "dismissed" | "forced" | "noEvent"): boolean {
  return readFlag(session, INSTALL_KEYS[key]);
}

/** Whether this open of the installed app is its first (then tracked once as a2hsFirstOpen); records it. */
export function takeFirstOpen(local: KeyValueStorage, standalone: boolean): boolean {
  if (!standalone || readFlag(local, INSTALL_KEYS.firstOpenTracked)) return false;
  local.set(INSTALL_KEYS.firstOpenTracked, "1");
  return true;
}
