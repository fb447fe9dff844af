/**
 * What the gallery shoots (npm run gallery): every registered screen for a visitor and a member,
 * and the languages beside the merchant's own. Shared by the gallery's Playwright run and the
 * script that writes reports/gallery/index.html, so both name shots the same way.
 */
import { readFileSync } from "node:fs";
import type { LanguageCode } from "../engine/config/merchant-config";
import { LANGUAGES } from "../engine/i18n/languages";

export type Role = "visitor" | "member";

export interface Screen {
  id: string;
  title: string;
  path: string;
  /** Who can see it: protected screens send a visitor to the sign-in page, so they are shot for members only. */
  roles: readonly Role[];
  /** Shot in the extra languages too: the screens whose texts are longest or most varied. */
  inLanguages?: boolean;
  /** An overlay opened on the screen: the button to press (a catalogue key of its accessible name). */
  overlay?: { buttonKey: string };
}

const both: readonly Role[] = ["visitor", "member"];
const member: readonly Role[] = ["member"];
const visitor: readonly Role[] = ["visitor"];

/** The routes widgets/*\/register.ts register, plus the not-found page and one overlay. */
export const SCREENS: readonly Screen[] = [
  { id: "home", title: "Home", path: "/m/home", roles: both, inLanguages: true },
  {
    id: "language-picker",
    title: "Language picker (overlay)",
    path: "/m/home",
    roles: visitor,
    overlay: { buttonKey: "language" },
  },
  { id: "login", title: "Log in", path: "/m/login", roles: visitor, inLanguages: true },
  { id: "register", title: "Register", path: "/m/register", roles: visitor, inLanguages: true },
  { id: "agent-register", title: "Agent register", path: "/m/agentRegister", roles: member },
  { id: "member-home", title: "Member home", path: "/m/member/home", roles: member, inLanguages: true },
  { id: "deposit", title: "Deposit", path: "/m/voucherCenter", roles: member, inLanguages: true },
  { id: "withdraw", title: "Withdraw", path: "/m/withdraw", roles: member, inLanguages: true },
  { id: "add-bank-card", title: "Add bank card", path: "/m/securityCenter/addBankCard", roles: member },
  { id: "change-password", title: "Change password", path: "/m/changePsw", roles: member },
  { id: "reward-center", title: "Reward center", path: "/m/rewardCenter", roles: member, inLanguages: true },
  { id: "activity", title: "Activities", path: "/m/activity", roles: both },
  { id: "invite-friends", title: "Invite friends", path: "/m/inviteFriends", roles: member },
  { id: "point-market", title: "Point market", path: "/m/mall/mallHome", roles: member, inLanguages: true },
  { id: "missions", title: "Missions", path: "/m/leaderBoard", roles: member },
  { id: "member-benefits", title: "VIP benefits", path: "/m/member/benefits", roles: member },
  { id: "help", title: "Help", path: "/m/help", roles: both },
  { id: "news", title: "News", path: "/m/news", roles: both },
  { id: "feedback", title: "Feedback", path: "/m/feedback", roles: member },
  { id: "not-found", title: "Not found", path: "/m/no-such-page", roles: visitor },
];

/**
 * The live column: the screens as a member first meets them, in a new browser, overlays and all
 * (the announcement popup, the install or push prompt, whichever the app lets in first), the
 * overlay axe-checked with the page. Login is a visitor's screen; a member meets home once the
 * login has taken them there.
 */
export const LIVE_SCREENS: Readonly<Record<Role, readonly string[]>> = {
  visitor: ["home", "login"],
  member: ["home"],
};

export const PHONES = { iphone: "iPhone 13", android: "Pixel 7" } as const;
export type Phone = keyof typeof PHONES;

/**
 * Elements whose content changes from one run to the next: the marquee's scrolling notices,
 * countdowns and dates. The page clock is frozen too, so what remains still is stable.
 */
export const VOLATILE = ["[data-testid=marquee]", "time", "[data-volatile]", "[role=timer]"];

/** The clock every gallery page sees (page.clock.setFixedTime): dates and countdowns stop moving. */
export const FROZEN_TIME = new Date("2026-06-15T12:00:00Z");

function catalogueLength(code: string): number {
  try {
    const texts = JSON.parse(readFileSync(`engine/i18n/messages/${code.toLowerCase()}.json`, "utf8"));
    return Object.values(texts as Record<string, string>).reduce((sum, text) => sum + text.length, 0);
  } catch {
    return 0;
  }
}

export interface Variant {
  /** "default", "rtl" or "long". */
  kind: "default" | "rtl" | "long";
  language: LanguageCode;
}

/**
 * The merchant's own language, plus a right-to-left language and the language with the longest
 * texts among those the merchant offers (the app refuses a language a merchant does not offer,
 * so a merchant without a right-to-left language has no rtl column, and a merchant whose own
 * language is right-to-left already shows it).
 */
export function variantsFor(languages: {
  supported: readonly LanguageCode[];
  default: LanguageCode;
}): Variant[] {
  const variants: Variant[] = [{ kind: "default", language: languages.default }];
  const others = languages.supported.filter((code) => code !== languages.default);
  const rtl =
    LANGUAGES[languages.default].dir === "rtl"
      ? undefined
      : others.find((code) => LANGUAGES[code].dir === "rtl");
  if (rtl) variants.push({ kind: "rtl", language: rtl });
  const long = others
    .filter((code) => code !== rtl)
    .sort((a, b) => catalogueLength(b) - catalogueLength(a))[0];
  if (long) variants.push({ kind: "long", language: long });
  return variants;
}

export interface ShotRecord {
  merchant: string;
  phone: Phone;
  role: Role;
  /** A language column, or the live column (the merchant's language, overlays as they come). */
  variant: Variant["kind"] | "live";
  language: LanguageCode;
  screen: string;
  /** Relative to reports/gallery/. */
  image: string;
  /** The page's path after loading (a redirect shows here). */
  landedOn: string;
  error?: string;
  /** The overlays closed with their close buttons before the shot, as a member closes them. */
  closed?: string[];
  /** The dialogs on screen in the shot (a live shot's overlay, an overlay screen's own). */
  showing?: string[];
  /** Bad /wps answers the screen met, by call (window.__wlResponseProblems, issue 20). */
  badAnswers?: Record<string, number>;
  /** Each violation's elements (up to five), with the colours and ratio of a contrast failure. */
  violations: Array<{ id: string; impact: string | null; help: string; helpUrl: string; targets: string[] }>;
}

export const GALLERY_DIR = "reports/gallery";
