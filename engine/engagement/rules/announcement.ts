/**
 * The announcement popup's rules (spec §4 "Announcement popup", §6, §9), pure: the clock and
 * what storage held are arguments. The widget (widgets/announcement-popup) only calls these.
 * docs/engagement/popups.md says what each is for.
 */
import { POPUP_LIST_REFRESH_DELAY_MS } from "../../constants";

/** Local storage keys (this device): the show flag, the list's fingerprint, the today-hide time, classic's 'never again'. */
export const POPUP_KEYS = {
  show: "MC_POPUP_SHOW",
  fingerprint: "MC_POPUP_FINGERPRINT",
  hiddenAt: "MC_POPUP_HIDDEN_AT",
  dismissed: "MC_POPUP_DISMISSED",
} as const;

/** A popup item as the announcements call sends it (spec §3). */
export interface PopupItem {
  id: number | string;
  title: string;
  /** HTML, sanitised before it is shown. */
  content: string;
  /** Set (e.g. PROMOTION) for a promo item: it gets 'go to activity' and 'know it'. */
  promotionType?: string | null;
  /** A logged-in members, B visitors, F first-time logins. */
  execution: "A" | "B" | "F" | string;
}

/** The older variant: an 'announcement' header and 'do not show this popup again'. */
export type PopupVariant = "current" | "classic";

/** Keeps only well-formed items: a list from the server may hold anything. */
export function popupItemsOf(raw: readonly unknown[]): PopupItem[] {
  return raw.filter((item): item is PopupItem => {
    if (typeof item !== "object" || item === null) return false;
    const { title, content, execution } = item as Record<string, unknown>;
    return typeof title === "string" && typeof content === "string" && typeof execution === "string";
  });
}

/** Spec §6: a visitor sees B; a member A; a member on their first login F and A (F first). */
export function executionKinds(session: { loggedIn: boolean; firstTimeLogin: boolean }): string[] {
  if (!session.loggedIn) return ["B"];
  return session.firstTimeLogin ? ["F", "A"] : ["A"];
}

/** The items this member sees, in the order of `kinds`, each kind in the server's order. */
export function popupsFor(items: readonly PopupItem[], kinds: readonly string[]): PopupItem[] {
  return kinds.flatMap((kind) => items.filter((item) => item.execution.toUpperCase() === kind));
}

/**
 * The list's fingerprint: a 32-bit FNV-1a hash of every title and content, in order. A new,
 * removed or edited item changes it, and a changed fingerprint shows the popup again.
 */
export function popupFingerprint(items: readonly Pick<PopupItem, "title" | "content">[]): string {
  let hash = 0x811c9dc5;
  const text = items.map((item) => `${item.title}\u0000${item.content}`).join("\u0001");
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${items.length}-${hash.toString(16).padStart(8, "0")}`;
}

/** The next local midnight after `time` (ms): when a 'do not show today' ends. */
export function nextLocalMidnight(time: number): number {
  const date = new Date(time);
  date.setHours(24, 0, 0, 0);
  return date.getTime();
}

/** Hidden for today: ticked at `hiddenAt` and the local midnight after it has not come yet. */
export function hiddenToday(hiddenAt: number | null, now: number): boolean {
  return hiddenAt !== null && now < nextLocalMidnight(hiddenAt);
}

/** A stored time (ms since the epoch, as text); anything else (corrupt, empty) reads as nothing stored. */
export function parseStoredTime(raw: string | null): number | null {
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return null;
  const time = Number(raw);
  return Number.isSafeInteger(time) && !Number.isNaN(new Date(time).getTime()) ? time : null;
}

/** A stored fingerprint as popupFingerprint makes it; anything else reads as nothing stored. */
export function parseStoredFingerprint(raw: string | null): string | null {
  return raw !== null && /^\d{1,6}-[0-9a-f]{8}$/.test(raw) ? raw : null;
}

/** What the popup remembers on this device (local storage), already parsed. */
export interface StoredPopupState {
  /** The show flag; null when never stored. */
  show: boolean | null;
  fingerprint: string | null;
  /** When 'do not show today' was ticked. */
  hiddenAt: number | null;
  /** Classic variant: the list the member asked never to see again. */
  dismissedFingerprint: string | null;
}

export interface ShowDecision {
  visible: boolean;
  /** The show flag and fingerprint to store now. */
  show: boolean;
  fingerprint: string;
}

/**
 * Spec §4: shown when a list exists, is non-empty and the stored show flag is true. A list whose
 * fingerprint differs from the stored one sets the flag again; forcePopup sets it on every read
 * (a page load, a session change). A 'do not show today' still running hides it whatever else
 * says; in the classic variant so does 'do not show again' for this very list.
 */
export function decideShow(input: {
  items: readonly PopupItem[] | null;
  stored: StoredPopupState;
  now: number;
  forcePopup: boolean;
}): ShowDecision {
  const { items, stored, now, forcePopup } = input;
  const fingerprint = popupFingerprint(items ?? []);
  const changed = stored.fingerprint !== fingerprint;
  const show = changed || forcePopup || stored.show !== false;
  const visible =
    items !== null &&
    items.length > 0 &&
    show &&
    !hiddenToday(stored.hiddenAt, now) &&
    stored.dismissedFingerprint !== fingerprint;
  return { visible, show, fingerprint };
}

/** Spec §9: the list is read again this long after the session changes. */
export function listRefreshDelay(variant: PopupVariant, loggedIn: boolean, configured?: number): number {
  if (variant === "classic") return loggedIn ? 0 : 1_000;
  return configured ?? POPUP_LIST_REFRESH_DELAY_MS;
}

/**
 * A promo item gets 'go to activity' and 'know it': one whose promotionType is set, except the
 * back office's NOTICE, which marks a plain announcement (server/seed-data/promotions.ts).
 */
export function isPromo(item: Pick<PopupItem, "promotionType">): boolean {
  const type = typeof item.promotionType === "string" ? item.promotionType.trim().toUpperCase() : "";
  return type !== "" && type !== "NOTICE";
}

/** forceRead: closing on a slide before the last moves on instead (spec §4). */
export function closeAction(input: {
  forceRead: boolean;
  index: number;
  count: number;
}): "advance" | "close" {
  return input.forceRead && input.index < input.count - 1 ? "advance" : "close";
}

/** 'Go to activity': the reward centre for a member, else registration or login (spec §2). */
export function activityPath(input: { loggedIn: boolean; registerFirst: boolean }): string {
  if (input.loggedIn) return "/m/rewardCenter";
  return input.registerFirst ? "/m/register" : "/m/login";
}
