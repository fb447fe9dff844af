/**
 * Which install-prompt trigger fires, and whether it is forced (spec sections 4 and 9, and the
 * install-prompt settings of section 3). Pure: counts, dates, paths and the clock are arguments.
 *
 * Two kinds (docs/decisions.md, "Install prompt: home paths and page-bound triggers"):
 * - automatic triggers (init, registration age, deposit and withdrawal counts, after login and
 *   after registration) are due on the home paths only (/, /m/home, /m/index.html);
 * - page-bound triggers show where they happen: the first deposit page, the first withdrawal page,
 *   card binding, and a game that has run `in_game_popup_interval` seconds (over the game).
 */
import {
  POPUP_SHOW_DELAY_MS,
  PROMPT_AFTER_DEPOSIT_MS,
  PROMPT_AFTER_LOGIN_MS,
  PROMPT_AFTER_REGISTER_MS,
} from "../../constants";
import { ADD_BANK_CARD_PATH, DEPOSIT_PATH, WITHDRAW_PATH } from "../../routing/aliases";
import { countSetting, type InstallSettingName, type InstallSettings, switchedOn } from "./install-settings";

export type InstallTrigger =
  | "init"
  | "login"
  | "register"
  | "reg_days"
  | "deposit_times"
  | "withdrawal_times"
  | "deposit_least_times"
  | "withdrawal_least_times"
  | "first_deposit"
  | "first_withdraw"
  | "bind_card"
  | "in_game";

export interface FiredTrigger {
  trigger: InstallTrigger;
  forced: boolean;
}

/** Where a trigger may show: the home paths, its own page, or over the running game. */
export function triggerPlace(trigger: InstallTrigger): "home" | "page" | "game" {
  if (trigger === "in_game") return "game";
  if (trigger === "first_deposit" || trigger === "first_withdraw" || trigger === "bind_card") return "page";
  return "home";
}

/**
 * How long after its event a trigger asks for the screen (spec §9, docs/decisions.md "The install
 * popup's 1 s"): 1.9 s after a registration, 2 s after a login, 2.5 s after a deposit; every other
 * automatic or page-bound trigger (init, registration age, counts, first deposit or withdrawal
 * page, card binding) the popup's own 1 s. The 1 s is not added to the three: those are when the
 * prompt appears. The in-game trigger has its interval instead, and the member's own request
 * (the banner, the web-app button) none.
 */
export function triggerDelayMs(event: "login" | "register" | "deposit" | "other"): number {
  switch (event) {
    case "login":
      return PROMPT_AFTER_LOGIN_MS;
    case "register":
      return PROMPT_AFTER_REGISTER_MS;
    case "deposit":
      return PROMPT_AFTER_DEPOSIT_MS;
    default:
      return POPUP_SHOW_DELAY_MS;
  }
}

const DAY_MS = 86_400_000;

/** Whole days since registering, or null without a usable date. */
export function daysRegistered(regDate: number | null | undefined, now: number): number | null {
  if (typeof regDate !== "number" || !Number.isFinite(regDate) || regDate <= 0 || regDate > now) return null;
  return Math.floor((now - regDate) / DAY_MS);
}

type Compare = "exact" | "least";

/**
 * One threshold setting and its `_forced` twin: the forced twin fires (forced) when switched on and
 * its own value is met (its value may be left empty: then the plain setting's value counts); else
 * the plain one fires, not forced.
 */
function threshold(
  settings: InstallSettings,
  name: InstallSettingName,
  actual: number | null,
  compare: Compare,
): FiredTrigger | null {
  if (actual === null) return null;
  const meets = (wanted: number | null) =>
    wanted !== null && (compare === "exact" ? actual === wanted : actual >= wanted);
  const forcedName = `${name}_forced` as InstallSettingName;
  if (switchedOn(settings, forcedName)) {
    const wanted = countSetting(settings, forcedName) ?? countSetting(settings, name);
    if (meets(wanted)) return { trigger: name as InstallTrigger, forced: true };
  }
  if (meets(countSetting(settings, name))) return { trigger: name as InstallTrigger, forced: false };
  return null;
}

export interface MemberProgress {
  /** Successful deposits and withdrawals (the money store's counts), null before the first poll. */
  deposits: number | null;
  withdrawals: number | null;
  /** Member's registration date (ms), when known. */
  regDate: number | null;
  now: number;
}

/**
 * The count and registration-age triggers the member meets now (spec §3): `deposit_times` and
 * `withdrawal_times` when the count equals the value, `deposit_least_times` and
 * `withdrawal_least_times` when it is at least the value, `reg_days` when the member registered at
 * least that many days ago; each forced through its `_forced` twin.
 */
export function progressTriggers(settings: InstallSettings, progress: MemberProgress): FiredTrigger[] {
  const days = daysRegistered(progress.regDate, progress.now);
  return [
    threshold(settings, "reg_days", days, "least"),
    threshold(settings, "deposit_times", progress.deposits, "exact"),
    threshold(settings, "deposit_least_times", progress.deposits, "least"),
    threshold(settings, "withdrawal_times", progress.withdrawals, "exact"),
    threshold(settings, "withdrawal_least_times", progress.withdrawals, "least"),
  ].filter((fired): fired is FiredTrigger => fired !== null);
}

/**
 * The page-bound trigger of the page the member is on: the deposit page before a first deposit
 * (`first_deposit`), the withdrawal page before a first withdrawal (`first_withdraw`), a card
 * binding page (`bind_card`, /m/securityCenter/addBankCard and addBankCardPix). Counts unknown yet
 * (null) wait for the poll.
 */
export function pageTrigger(
  settings: InstallSettings,
  pathname: string,
  counts: { deposits: number | null; withdrawals: number | null },
): InstallTrigger | null {
  if (pathname === DEPOSIT_PATH && switchedOn(settings, "first_deposit") && counts.deposits === 0)
    return "first_deposit";
  if (pathname === WITHDRAW_PATH && switchedOn(settings, "first_withdraw") && counts.withdrawals === 0)
    return "first_withdraw";
  if (pathname.startsWith(ADD_BANK_CARD_PATH) && switchedOn(settings, "bind_card")) return "bind_card";
  return null;
}

/** How long a game runs before the in-game prompt, from `in_game_popup_interval` (seconds); null when off. */
export function inGameDelayMs(settings: InstallSettings): number | null {
  const seconds = countSetting(settings, "in_game_popup_interval");
  return seconds === null || seconds === 0 ? null : seconds * 1000;
}

export interface PromptSessionState {
  /** The member closed (dismissed) the prompt in this session. */
  dismissed: boolean;
  /** A forced prompt fired in this session: every prompt after it is forced too. */
  forced: boolean;
}

/**
 * Whether a fired trigger shows, and forced or not: a forced one always (and from then on every
 * one in the session); a plain one unless the member already closed the prompt this session.
 */
export function promptDecision(
  fired: FiredTrigger,
  session: PromptSessionState,
): { show: boolean; forced: boolean } {
  const forced = fired.forced || session.forced;
  return { show: forced || !session.dismissed, forced };
}
