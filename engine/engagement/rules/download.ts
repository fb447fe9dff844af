/**
 * The download bar, the app-download and app-upgrade modals and the splash (spec §2, §4, §9):
 * their rules as pure functions, so each is a table in its test. The widgets only call them
 * (docs/engagement/download.md).
 */
import { safeHref } from "../../security/safe-url";

/** A merchant's download resources (spec §3), by the platform's resource types. */
export interface DownloadLinks {
  android: string | null;
  ios: string | null;
  /** The iOS lite app (a light native app installed without the store). */
  iosLite: string | null;
  /** The iOS setup profile that installs the web clip. */
  mobileconfig: string | null;
  /** The app icon shown by the bar and the modal. */
  icon: string | null;
}

/** The resource types the platform sends; the lite app's name varies, so several spellings are read. */
const TYPES: Record<keyof DownloadLinks, readonly string[]> = {
  android: ["ANDROID"],
  ios: ["IOS"],
  iosLite: ["IOSLITE", "IOS_LITE", "IOSLITEAPP", "LITEAPP"],
  mobileconfig: ["MOBILECONFIG"],
  icon: ["APPDOWNLOADICON"],
};

/**
 * A link the app may open: http(s), resolved against the page's origin, by the app's one URL rule
 * (engine/security/safe-url.ts). Anything else (javascript:, data:, a malformed string) reads as
 * missing, so nothing offers it.
 */
export const safeHttpUrl: (url: unknown, origin: string) => string | null = safeHref;

/** The resources sorted by type; the first usable link of a type wins. */
export function downloadLinks(
  resources: ReadonlyArray<{ resourceType?: unknown; url?: unknown }> | null | undefined,
  origin: string,
): DownloadLinks {
  const links: DownloadLinks = { android: null, ios: null, iosLite: null, mobileconfig: null, icon: null };
  for (const resource of resources ?? []) {
    const type = typeof resource?.resourceType === "string" ? resource.resourceType.toUpperCase() : "";
    for (const key of Object.keys(TYPES) as Array<keyof DownloadLinks>) {
      if (links[key] === null && TYPES[key].includes(type)) links[key] = safeHttpUrl(resource.url, origin);
    }
  }
  return links;
}

/** The native download for this phone: the iOS lite app (else the iOS app) on iOS, the Android package elsewhere. */
export function nativeDownload(links: DownloadLinks, ios: boolean): string | null {
  return ios ? (links.iosLite ?? links.ios) : links.android;
}

export interface DownloadBarInput {
  nativeApp: boolean;
  /** A home-screen app or PWA (display-mode standalone). */
  standalone: boolean;
  ios: boolean;
  /** The WEBCLIP local flag is set: this iPhone installed the web clip. */
  webClip: boolean;
  links: DownloadLinks;
  /** Closed earlier in this session. */
  closed: boolean;
  loggedIn: boolean;
  /** Settings: only for members, and from which VIP rank level (null: any). */
  loginRequired: boolean;
  minRankLevel: number | null;
  /** The member's VIP rank level, null when unknown or a visitor. */
  rankLevel: number | null;
}

/**
 * Spec §4 "Download bar": hidden in the native app, a home-screen app or PWA, without a download
 * link, on iOS for a web clip with no iOS link, after a close this session; login and a VIP rank
 * level when the settings ask for them.
 */
export function downloadBarVisible(input: DownloadBarInput): boolean {
  const { links } = input;
  if (input.nativeApp || input.standalone || input.closed) return false;
  const iosLink = links.iosLite ?? links.ios;
  const anyLink = input.ios ? (iosLink ?? links.mobileconfig) : links.android;
  if (!anyLink) return false;
  if (input.ios && input.webClip && !iosLink) return false;
  if (input.loginRequired && !input.loggedIn) return false;
  if (input.minRankLevel !== null) {
    if (!input.loggedIn || input.rankLevel === null || input.rankLevel < input.minRankLevel) return false;
  }
  return true;
}

/** Session storage key: the member closed the download bar in this session. */
export const DOWNLOAD_BAR_CLOSED_KEY = "wl.downloadBarClosed";

/** The download bar's room at the top of the page (engine/theme/layout.ts DOWNLOAD_ROOM_CLASS). */
export interface DownloadRoom {
  /** The page is pushed down by the bar's height. */
  reserved: boolean;
  /** The bar's empty box is painted in the room: the bar may still come. */
  placeholder: boolean;
  /** The bar shows (in its room). */
  shown: boolean;
}

/**
 * docs/decisions.md "The download bar takes its own room": the bar shows only in a room the page
 * keeps for it, and the room moves what is painted only when the member acts. The static shell
 * reserves it at the first paint when the merchant's settings say the bar will show; within a
 * page view the room then stays as it is (a bar that turns out not to be due leaves it empty, a
 * bar that becomes due without it waits), and each new page view takes the room the bar's rules
 * give. The member's close gives it back at once: the page moving up is the answer to their tap.
 * `due` is null while the bar's rules cannot tell yet (the status call is out).
 */
export function downloadBarRoom(input: {
  reserved: boolean;
  due: boolean | null;
  closed: boolean;
  /** The member has moved to another page since the room was last decided. */
  pageView: boolean;
}): DownloadRoom {
  if (input.closed) return { reserved: false, placeholder: false, shown: false };
  const reserved = input.pageView && input.due !== null ? input.due : input.reserved;
  return { reserved, placeholder: reserved && input.due !== false, shown: reserved && input.due === true };
}

export type DownloadWay = "app" | "web";

/**
 * The app-download modal's primary button (spec §2): the preference; on iOS the web app unless
 * the preference is app. A way with nothing behind it (no native link) never leads.
 */
export function primaryDownloadWay(input: {
  ios: boolean;
  preferredWay: DownloadWay | null | undefined;
  nativeAvailable: boolean;
}): DownloadWay {
  if (!input.nativeAvailable) return "web";
  if (input.ios) return input.preferredWay === "app" ? "app" : "web";
  return input.preferredWay === "web" ? "web" : "app";
}

/** A dotted version's numbers; null for anything else ("", "beta", "2.x"). */
export function parseVersion(version: string | null | undefined): number[] | null {
  if (typeof version !== "string" || !/^\d+(\.\d+)*$/.test(version.trim())) return null;
  return version
    .trim()
    .split(".")
    .map((part) => Number(part));
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`; missing parts count as 0 (2.4 = 2.4.0). */
export function compareVersions(a: readonly number[], b: readonly number[]): -1 | 0 | 1 {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const left = a[i] ?? 0;
    const right = b[i] ?? 0;
    if (left !== right) return left < right ? -1 : 1;
  }
  return 0;
}

/**
 * Spec §4/§9: the app-upgrade modal is for the native app below the latest version. A shell that
 * gives no (or an unreadable) version is not asked: it cannot be told apart from a current one.
 */
export function upgradeNeeded(input: {
  nativeApp: boolean;
  version: string | null;
  latest: string;
}): boolean {
  if (!input.nativeApp) return false;
  const version = parseVersion(input.version);
  const latest = parseVersion(input.latest);
  if (!version || !latest) return false;
  return compareVersions(version, latest) < 0;
}

/** Spec §4: closable only while the mandatory-update switch (MANDATORYAPPUPDATES3) is off. */
export function upgradeClosable(mandatory: boolean): boolean {
  return !mandatory;
}

/**
 * docs/decisions.md "Splash only where a launch looks like an app": once per session, in the
 * native shell or a home-screen app; never in a browser tab, where it would hide the page the
 * visitor came for.
 */
export function splashDue(input: {
  nativeApp: boolean;
  standalone: boolean;
  shownThisSession: boolean;
}): boolean {
  if (input.shownThisSession) return false;
  return input.nativeApp || input.standalone;
}
