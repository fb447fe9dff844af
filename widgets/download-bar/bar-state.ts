import { makeAutoObservable } from "mobx";
import {
  DOWNLOAD_BAR_CLOSED_KEY,
  downloadBarVisible,
  downloadLinks,
} from "../../engine/engagement/rules/download";
import { readWebclipFlag } from "../../engine/identity/attribution";
import { type KeyValueStorage, readFlag, safeStorage } from "../../engine/platform/storage";
import type { EngineStores } from "../../engine/root/engine";

export { DOWNLOAD_BAR_CLOSED_KEY };

/** Whether the bar was closed this session, observable so the slot's rule re-decides on close. */
export class BarState {
  closed: boolean;

  constructor(private readonly session: KeyValueStorage = safeStorage(() => window.sessionStorage)) {
    this.closed = readFlag(this.session, DOWNLOAD_BAR_CLOSED_KEY);
    makeAutoObservable<BarState, "session">(this, { session: false });
  }

  close(): void {
    this.closed = true;
    this.session.set(DOWNLOAD_BAR_CLOSED_KEY, "1");
  }
}

let state: BarState | undefined;

export function barState(): BarState {
  state ??= new BarState();
  return state;
}

/**
 * Spec §4 "Download bar" (engine/engagement/rules/download.ts) with this page's inputs: whether
 * the bar is due, or null while the status call (its links) is out.
 */
export function barDue(
  stores: Pick<EngineStores, "config" | "system" | "environment" | "session" | "member">,
): boolean | null {
  const settings = stores.config.downloadBar;
  if (settings?.enabled === false) return false;
  // A failed status call leaves no links: no bar (the room is given back at the next page view).
  if (stores.system.phase !== "ready") return stores.system.phase === "loading" ? null : false;
  const local = safeStorage(() => window.localStorage);
  return downloadBarVisible({
    nativeApp: stores.environment.nativeApp !== null,
    // A home-screen launch: display mode, or the `homescreen` query of the first address (read at boot).
    standalone: stores.environment.standalone || stores.environment.homeScreenLaunch,
    ios: stores.environment.ios,
    webClip: readWebclipFlag(local) === "1",
    links: downloadLinks(stores.system.resources, window.location.origin),
    closed: barState().closed,
    loggedIn: stores.session.isLoggedIn,
    loginRequired: settings?.loginRequired === true,
    minRankLevel: typeof settings?.minRankLevel === "number" ? settings.minRankLevel : null,
    rankLevel: stores.member.info?.clubLabel?.rankLevel ?? null,
  });
}
