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

export function gamePageUrl(code: string, game: string, options: { trial?: boolean; backUrl?: string } = {}) {
  let url = `/wps/demo/game?merchant=${q(code)}&game=${q(game)}`;
  if (options.trial) url += "&trial=1";
  if (options.backUrl) url += `&backUrl=${q(options.backUrl)}`;
  return url;
}
