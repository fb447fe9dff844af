import { makeAutoObservable } from "mobx";
import { downloadBarVisible, downloadLinks } from "../../engine/engagement/rules/download";
import { readWebclipFlag } from "../../engine/identity/attribution";
import { type KeyValueStorage, readFlag, safeStorage } from "../../engine/platform/storage";
import type { RootStore } from "../../engine/stores/root-store";

/**
 * A home-screen launch carries `homescreen` on its first address only (spec §4): read when the
 * app starts, so the bar stays away after the member navigates on.
 */
const homeScreenLaunch =
  typeof window !== "undefined" && new URLSearchParams(window.location.search).has("homescreen");

/** Session storage key: the member closed the download bar in this session. */
export const DOWNLOAD_BAR_CLOSED_KEY = "wl.downloadBarClosed";

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

/** The slot's rule: spec §4 "Download bar" (engine/engagement/rules/download.ts) with this page's inputs. */
export function barShows(stores: RootStore): boolean {
  const settings = stores.config.downloadBar;
  if (settings?.enabled === false || stores.system.phase !== "ready") return false;
  const local = safeStorage(() => window.localStorage);
  return downloadBarVisible({
    nativeApp: stores.environment.nativeApp !== null,
    standalone: stores.environment.standalone || homeScreenLaunch,
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
