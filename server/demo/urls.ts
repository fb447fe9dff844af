/** Addresses of the demo pages under /wps/demo/ (served by routes/demo.ts; the merchant is in the URL). */

const q = encodeURIComponent;

export function chatPageUrl(code: string, memberId?: number): string {
  return `/wps/demo/chat?merchant=${q(code)}${memberId === undefined ? "" : `&member=${memberId}`}`;
}

/** platform: Android, IOS or MOBILECONFIG. */
export function demoAppPageUrl(code: string, platform: string): string {
  return `/wps/demo/app?merchant=${q(code)}&platform=${q(platform)}`;
}

export function appIconUrl(code: string, size?: number): string {
  return `/wps/demo/app-icon/${q(code)}.svg${size === undefined ? "" : `?size=${size}`}`;
}

/**
 * Games open on an origin of their own, as vendors' games do in production, so the app's game
 * frame is cross-origin here too. Chromium resolves *.localhost to loopback.
 */
export const GAMES_HOST = "games.localhost";

/** The games origin for a request that came in on `host`: same protocol and port. */
export function gamesOrigin(protocol: string, host: string | undefined): string {
  const port = /:(\d+)$/.exec(host ?? "")?.[1];
  return `${protocol}://${GAMES_HOST}${port ? `:${port}` : ""}`;
}

/** The demo game page on `origin` (see gamesOrigin). */
export function gamePageUrl(
  origin: string,
  code: string,
  game: string,
  options: { trial?: boolean; backUrl?: string } = {},
): string {
  let url = `${origin}/wps/demo/game?merchant=${q(code)}&game=${q(game)}`;
  if (options.trial) url += "&trial=1";
  if (options.backUrl) url += `&backUrl=${q(options.backUrl)}`;
  return url;
}

/** A point-market item's picture (routes/points.ts draws it). */
export function pointItemImageUrl(code: string, item: string): string {
  return `/wps/demo/market-item/${q(code)}/${q(item)}.svg`;
}
