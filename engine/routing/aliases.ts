/** Spec section 2: entry paths that show another route's screen without changing the URL. */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  "/": "/m/home",
  "/m": "/m/home",
  "/m/index": "/m/home",
  "/m/index.html": "/m/home",
  "/m/register.html": "/m/register",
};

export const LOGIN_PATH = "/m/login";
export const HOME_PATH = "/m/home";
export const REGISTER_PATH = "/m/register";
export const MEMBER_HOME_PATH = "/m/member/home";
export const GAME_PATH = "/m/game";
export const LAUNCH_GAME_PATH = "/m/launchGame";
export const ACTIVITY_PATH = "/m/activity";
export const REWARD_CENTER_PATH = "/m/rewardCenter";
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

/** Query names that hand a session to the page (spec section 2). */
export const TOKEN_QUERY_NAMES = ["token", "tokens"] as const;

export function hasQueryToken(search: string): boolean {
  const params = new URLSearchParams(search);
  return TOKEN_QUERY_NAMES.some((name) => Boolean(params.get(name)));
}
