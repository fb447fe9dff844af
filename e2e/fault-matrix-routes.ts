/**
 * What the fault matrix (e2e/fault-matrix.spec.ts) visits: every routed screen of the widget
 * catalogue, the addresses that open one item of a screen, an unknown address, and the overlays a
 * member opens by a click. Plain data, so tests/widgets/fault-matrix-routes.test.ts can hold it
 * against the registry: a screen registered without a row here fails that test.
 */

export interface MatrixRoute {
  /** The registered route path this row covers. */
  path: string;
  /** What the browser opens, when it is not the bare path (an item id, a game to launch). */
  url?: string;
}

export const MATRIX_ROUTES: readonly MatrixRoute[] = [
  { path: "/m/login" },
  { path: "/m/home" },
  { path: "/m/register" },
  { path: "/m/member/home" },
  { path: "/m/member/benefits" },
  { path: "/m/changePsw" },
  { path: "/m/feedback" },
  { path: "/m/help" },
  { path: "/m/news" },
  { path: "/m/news", url: "/m/news?id=1" },
  { path: "/m/voucherCenter" },
  { path: "/m/withdraw" },
  { path: "/m/securityCenter/addBankCard" },
  { path: "/m/securityCenter/addBankCardPix" },
  { path: "/m/inviteFriends" },
  { path: "/m/agentRegister" },
  { path: "/m/mall/mallHome" },
  { path: "/m/leaderBoard" },
  { path: "/m/rewardCenter" },
  { path: "/m/activity" },
  { path: "/m/activity", url: "/m/activity?id=1" },
  { path: "/m/launchGame", url: "/m/launchGame?vendor=REELFORGE&code=RF_FRUIT" },
  { path: "/m/game" },
  // No screen: the not-found page must hold up under faults too.
  { path: "*", url: "/m/no-such-page" },
];

/** Overlays opened by a click rather than an address; the matrix opens each over home. */
export const MATRIX_OVERLAYS = ["language-sheet"] as const;

export const urlOf = (route: MatrixRoute) => route.url ?? route.path;
