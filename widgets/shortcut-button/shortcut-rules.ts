/**
 * The activity shortcut button's rules (spec section 5, "Shortcut button"; section 3, "Promo
 * shortcut item"), in one pure module so every branch is tested (tests/widgets/shortcut-rules.test.ts):
 *
 * - APP_DOWNLOAD hidden inside the native app, a home-screen launch or an installed PWA;
 * - REGISTER only when logged out;
 * - INVITE_FRIENDS only when referral is enabled;
 * - MEMBER when logged out or when the member's VIP benefits are on;
 * - REDIRECT_URL needs an external link (without one there is nothing to open);
 * - every other item always (an unknown one too: tapping it only logs a warning);
 * - the whole button hides for a member whose type is not 0, 1 or 2 (a visitor is no member);
 * - deposit, reward center, mission, member and point market prompt a visitor to log in first.
 *
 * Kept free of stores and React: the widget reads the stores into a ShortcutContext.
 */

import {
  DEPOSIT_PATH,
  INVITE_FRIENDS_PATH,
  MEMBER_HOME_PATH,
  MISSIONS_PATH,
  POINT_MARKET_PATH,
  REGISTER_PATH,
  REWARD_CENTER_PATH,
} from "../../engine/routing/aliases";
import { buttonAllowed } from "./button-rule";

export const SHORTCUT_REDIRECTS = [
  "APP_DOWNLOAD",
  "REGISTER",
  "DEPOSIT",
  "REWARD_CENTER",
  "MISSION",
  "INVITE_FRIENDS",
  "MEMBER",
  "POINT_MARKET",
  "REDIRECT_URL",
] as const;

export type ShortcutRedirect = (typeof SHORTCUT_REDIRECTS)[number];

export interface ShortcutItem {
  /** One of SHORTCUT_REDIRECTS; a string because a live config may carry a kind this build does not know. */
  redirect: string;
  externalLink?: string;
  label?: string;
}

export interface ShortcutContext {
  loggedIn: boolean;
  /** The member's customer type; ignored while logged out. */
  customerType: number;
  /** Inside the merchant's native shell. */
  inApp: boolean;
  /** Launched from the home screen (the `homescreen` launch query). */
  homeScreen: boolean;
  /** Running as an installed PWA (display-mode standalone). */
  pwa: boolean;
  /** Referral is on (the REFERRAL entry of the available promotions). */
  referralEnabled: boolean;
  /** The member's VIP benefits are on (a label of type AUTO). */
  vipBenefits: boolean;
}

/** Spec section 5: these prompt a visitor to log in before they go. */
export const LOGIN_REQUIRED: ReadonlySet<string> = new Set<ShortcutRedirect>([
  "DEPOSIT",
  "REWARD_CENTER",
  "MISSION",
  "MEMBER",
  "POINT_MARKET",
]);

/** In-app destinations of spec section 2. */
export const SHORTCUT_PATHS: Readonly<Record<string, string>> = {
  REGISTER: REGISTER_PATH,
  DEPOSIT: DEPOSIT_PATH,
  REWARD_CENTER: REWARD_CENTER_PATH,
  MISSION: MISSIONS_PATH,
  INVITE_FRIENDS: INVITE_FRIENDS_PATH,
  MEMBER: MEMBER_HOME_PATH,
  POINT_MARKET: POINT_MARKET_PATH,
};

/** The message id of each kind's text, when the config's item names no label of its own. */
export const SHORTCUT_LABEL_IDS: Readonly<Record<string, string>> = {
  APP_DOWNLOAD: "download_app",
  REGISTER: "register",
  DEPOSIT: "shortcut_deposit",
  REWARD_CENTER: "shortcut_reward_center",
  MISSION: "shortcut_mission",
  INVITE_FRIENDS: "shortcut_invite",
  MEMBER: "shortcut_member",
  POINT_MARKET: "shortcut_point_market",
  REDIRECT_URL: "shortcut_redirect_url",
};

export function isKnownRedirect(redirect: string): redirect is ShortcutRedirect {
  return (SHORTCUT_REDIRECTS as readonly string[]).includes(redirect);
}

export { buttonAllowed, SHORTCUT_MEMBER_TYPES } from "./button-rule";

/** Whether one item shows, by its kind (the button's own rule aside). */
export function itemVisible(item: ShortcutItem, context: ShortcutContext): boolean {
  switch (item.redirect) {
    case "APP_DOWNLOAD":
      return !(context.inApp || context.homeScreen || context.pwa);
    case "REGISTER":
      return !context.loggedIn;
    case "INVITE_FRIENDS":
      return context.referralEnabled;
    case "MEMBER":
      return !context.loggedIn || context.vipBenefits;
    case "REDIRECT_URL":
      return Boolean(item.externalLink?.trim());
    default:
      return true;
  }
}

/** The items the button offers; none means the button does not show. */
export function visibleShortcuts<Item extends ShortcutItem>(
  items: readonly Item[] | undefined,
  context: ShortcutContext,
): Item[] {
  if (!items?.length || !buttonAllowed(context)) return [];
  return items.filter((item) => itemVisible(item, context));
}

export type ShortcutAction =
  | { kind: "navigate"; path: string }
  /** Ask the visitor to log in, then go to `path`. */
  | { kind: "login-first"; path: string }
  | { kind: "external"; url: string }
  | { kind: "app-download" }
  /** Nothing to do but say so in the console (an unknown kind, a link-less REDIRECT_URL). */
  | { kind: "warn"; message: string };

/** What tapping an item does. */
export function shortcutAction(item: ShortcutItem, context: ShortcutContext): ShortcutAction {
  if (item.redirect === "APP_DOWNLOAD") return { kind: "app-download" };
  if (item.redirect === "REDIRECT_URL") {
    const url = item.externalLink?.trim();
    return url
      ? { kind: "external", url }
      : { kind: "warn", message: "REDIRECT_URL shortcut without externalLink" };
  }
  const path = SHORTCUT_PATHS[item.redirect];
  if (!path) return { kind: "warn", message: `Unknown shortcut redirect "${item.redirect}"` };
  if (LOGIN_REQUIRED.has(item.redirect) && !context.loggedIn) return { kind: "login-first", path };
  return { kind: "navigate", path };
}
