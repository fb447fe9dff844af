/**
 * The app's paths, and the one place that knows which addresses are home. Rules that mean "which
 * screen is this" (a floating part's `when`, the welcome popups, a pending launch's resume) read
 * `screenPath` or `isHomePath`, never a path list of their own.
 */

export const LOGIN_PATH = "/m/login";
export const HOME_PATH = "/m/home";
export const REGISTER_PATH = "/m/register";
export const MEMBER_HOME_PATH = "/m/member/home";
export const GAME_PATH = "/m/game";
export const LAUNCH_GAME_PATH = "/m/launchGame";
export const ACTIVITY_PATH = "/m/activity";
export const REWARD_CENTER_PATH = "/m/rewardCenter";
/** Spec §2: where a weak, expired or first-time password is replaced. */
export const CHANGE_PASSWORD_PATH = "/m/changePsw";
// The cashier and the member area (spec section 2).
export const DEPOSIT_PATH = "/m/voucherCenter";
export const WITHDRAW_PATH = "/m/withdraw";
export const ADD_BANK_CARD_PATH = "/m/securityCenter/addBankCard";
export const ADD_PIX_KEY_PATH = "/m/securityCenter/addBankCardPix";
export const MEMBER_BENEFITS_PATH = "/m/member/benefits";
export const INVITE_FRIENDS_PATH = "/m/inviteFriends";
export const AGENT_REGISTER_PATH = "/m/agentRegister";
// Points: the point market and the missions with their leaderboard (spec section 2).
export const POINT_MARKET_PATH = "/m/mall/mallHome";
export const MISSIONS_PATH = "/m/leaderBoard";

/**
 * Every address that is home besides /m/home: spec §2's entry aliases and §4's home paths of the
 * welcome popups (/, /m/, /m/index, /m/index.html), with /m, which a server answers for /m/.
 */
export const HOME_ALIASES = ["/", "/m", "/m/", "/m/index", "/m/index.html"] as const;

/**
 * Spec §4 gives the install prompt a narrower list than home's: its automatic prompts show only at
 * /, /m/home and /m/index.html (not /m, /m/ nor /m/index). Kept as written (docs/decisions.md).
 */
export const INSTALL_PROMPT_HOME_PATHS: readonly string[] = ["/", HOME_PATH, "/m/index.html"];

/** Spec section 2: entry paths that show another route's screen without changing the URL. */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(HOME_ALIASES.map((alias) => [alias, HOME_PATH])),
  "/m/register.html": REGISTER_PATH,
};

/**
 * The screen an address shows: its alias's target (/m/index.html → /m/home), with a trailing
 * slash dropped as the router drops it (/m/home/ → /m/home).
 */
export function screenPath(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  return ROUTE_ALIASES[path] ?? path;
}

/** Whether the address shows home (/m/home or any of its aliases). */
export function isHomePath(pathname: string): boolean {
  return screenPath(pathname) === HOME_PATH;
}

/** Whether the install prompt's automatic prompts may show here (its own list, above). */
export function isInstallPromptHomePath(pathname: string): boolean {
  return INSTALL_PROMPT_HOME_PATHS.includes(pathname);
}

/** Query names that hand a session to the page (spec section 2). */
export const TOKEN_QUERY_NAMES = ["token", "tokens"] as const;

export function hasQueryToken(search: string): boolean {
  const params = new URLSearchParams(search);
  return TOKEN_QUERY_NAMES.some((name) => Boolean(params.get(name)));
}
