/**
 * The welcome image popups' rules (spec §4 "Welcome image popups", §9), pure. The images are the
 * announcement banners of groups m_popup1 and m_popup2. docs/engagement/popups.md.
 */
import { isHomePath } from "../../routing/aliases";
import { safeUrl } from "../../security/safe-url";

/** The welcome popups appear on home and its aliases (spec §4's list: /, /m/, /m/home, /m/index, /m/index.html). */
export function isWelcomeHomePath(pathname: string): boolean {
  return isHomePath(pathname);
}

/** An image's name: the last segment of its URL's path, without query or fragment. */
export function imageName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? "";
  return decodeURIComponent(path.slice(path.lastIndexOf("/") + 1)) || "";
}

/** The welcome image of a banner group, if the list has one with a URL. */
export function welcomeImage(
  banners: readonly { groupName?: string; url?: unknown; title?: unknown }[],
  group: "m_popup1" | "m_popup2",
): { url: string; title: string } | null {
  const banner = banners.find(
    (item) => item?.groupName?.toLowerCase() === group && typeof item.url === "string",
  );
  if (!banner || typeof banner.url !== "string" || imageName(banner.url) === "") return null;
  // The popup saves the image through a link to its URL: a `javascript:` one would run on the tap.
  // A relative address is the page's own, so it is checked against a stand-in http(s) page.
  if (!safeUrl(banner.url, "https://page.invalid")) return null;
  return { url: banner.url, title: typeof banner.title === "string" ? banner.title : "" };
}

/**
 * Whether a welcome popup may show now: on a home path, in a plain browser (not the native app,
 * a home-screen app or a PWA, whether display mode or the `homescreen` launch query says so), not
 * closed or saved in this session, and its image not the one saved last (a new image name means it
 * was updated).
 */
export function welcomeEligible(input: {
  pathname: string;
  nativeApp: boolean;
  standalone: boolean;
  homeScreenLaunch: boolean;
  suppressedThisSession: boolean;
  imageUrl: string | null;
  savedName: string | null;
}): boolean {
  if (input.imageUrl === null || input.nativeApp || input.suppressedThisSession) return false;
  if (input.standalone || input.homeScreenLaunch) return false;
  return isWelcomeHomePath(input.pathname) && imageName(input.imageUrl) !== input.savedName;
}
