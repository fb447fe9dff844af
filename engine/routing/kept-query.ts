/**
 * Spec section 2: query parameters that ride along on every in-app navigation, so an affiliate,
 * a referral or an ad click is still credited however the member browses before registering,
 * and a native shell's `inApp` marker is not lost on the second page.
 */
export const KEPT_QUERY_NAMES = [
  "affiliateCode",
  "referralCode",
  "r",
  "inApp",
  "fbclid",
  "gclid",
  "ttclid",
  "kwaiclid",
  "bbg",
  "isBgeTest",
  "cid",
] as const;

/** The kept parameters of a query string, in the spec's order. */
export function keptQuery(search: string): Array<[string, string]> {
  const current = new URLSearchParams(search);
  return KEPT_QUERY_NAMES.flatMap((name) => {
    const value = current.get(name);
    return value === null || value === "" ? [] : [[name, value] as [string, string]];
  });
}

/**
 * An in-app address (`/m/...`, with its own query and hash) with the current page's kept
 * parameters added; a parameter the address sets itself wins. Anything that is not an in-app
 * path is returned as it is.
 */
export function withKeptQuery(to: string, currentSearch: string): string {
  if (!to.startsWith("/") || to.startsWith("//")) return to;
  const kept = keptQuery(currentSearch);
  if (kept.length === 0) return to;
  const url = new URL(to, "http://app.invalid");
  for (const [name, value] of kept) if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
