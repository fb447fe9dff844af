/**
 * The download bar's room at the first paint (docs/decisions.md "The download bar takes its own
 * room"). Its links come from the status call, long after the static shell has painted, so the
 * shell cannot know the bar will show; it knows what the merchant's settings (`downloadBar`) and
 * this visit say, and reserves the room when they say the bar will come: not in the native shell
 * or a home-screen app, not when the member closed it this session, not for a visitor when the
 * bar is for members. The bar's rules then keep the room, or leave it empty until the next page
 * (engine/engagement/rules/download.ts `downloadBarRoom`), so the page never moves under the
 * member by itself.
 */
import type { MerchantConfig } from "../config/merchant-config";
import { STORAGE_KEYS } from "../constants";
import { DOWNLOAD_BAR_CLOSED_KEY, type DownloadRoom } from "../engagement/rules/download";
import { DOWNLOAD_ROOM_CLASS } from "../theme/layout";

/**
 * The inline script that marks <html> at the first paint, or null when the merchant's settings
 * never let the bar show before the member's data is in (switched off, or a VIP rank asked: the
 * rank comes with the member's info). Plain ES5, run before the shell is parsed; a browser that
 * refuses storage or matchMedia reserves nothing.
 */
export function downloadRoomScript(settings: MerchantConfig["downloadBar"]): string | null {
  if (settings?.enabled === false || typeof settings?.minRankLevel === "number") return null;
  const member =
    settings?.loginRequired === true ? `||!s.getItem(${JSON.stringify(STORAGE_KEYS.sessionInfo)})` : "";
  return `try{var s=sessionStorage,n=navigator,p=new URLSearchParams(location.search),a=p.get("inApp");if(!(/\\bWLApp\\/(ios|android)\\b/i.test(n.userAgent)||a==="ios"||a==="android"||p.has("homescreen")||matchMedia("(display-mode: standalone)").matches||n.standalone===true||s.getItem(${JSON.stringify(DOWNLOAD_BAR_CLOSED_KEY)})==="1"${member}))document.documentElement.classList.add(${JSON.stringify(DOWNLOAD_ROOM_CLASS.reserved)},${JSON.stringify(DOWNLOAD_ROOM_CLASS.placeholder)})}catch(e){}`;
}

/** The room as <html> carries it now. */
export function readDownloadRoom(root: Element): boolean {
  return root.classList.contains(DOWNLOAD_ROOM_CLASS.reserved);
}

/** Puts the room's decision on <html>. */
export function applyDownloadRoom(root: Element, room: DownloadRoom): void {
  root.classList.toggle(DOWNLOAD_ROOM_CLASS.reserved, room.reserved);
  root.classList.toggle(DOWNLOAD_ROOM_CLASS.placeholder, room.placeholder);
}
