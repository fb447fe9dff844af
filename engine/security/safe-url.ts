/**
 * The one rule for a URL that came from the server (a banner's link, a game's or a chat's page, a
 * download link, a popup's or promotion's link, a picture): only http: and https: pass. A URL is a
 * place code can hide (`javascript:`, `data:text/html`, `vbscript:`), and browsers forgive a lot
 * (case, tabs and newlines inside the scheme, leading spaces, entities decoded by the HTML parser
 * before the URL is read), so it is read by the browser's own URL parser, never by a pattern.
 * docs/security.md describes it; tests/engine/security/safe-url.test.ts holds its table.
 */

const WEB_SCHEMES = new Set(["http:", "https:"]);

/**
 * The address as an absolute http(s) URL, or null when it is anything else: not a string, empty,
 * another scheme, unparseable, or carrying a user name or password (`https://brand.example@evil.example`
 * reads like the brand but goes to evil.example).
 *
 * `origin` is the page's: given, a relative address (`/m/promotions`, `//cdn.example/x.png`)
 * resolves against it, as the fields that may point inside the app need; without it (fields that
 * name another site: a banner's URL item) only an absolute address passes.
 */
export function safeUrl(address: unknown, origin?: string | null): URL | null {
  if (typeof address !== "string" || !address.trim()) return null;
  let url: URL;
  try {
    url = origin ? new URL(address.trim(), origin) : new URL(address.trim());
  } catch {
    return null;
  }
  if (!WEB_SCHEMES.has(url.protocol) || url.username || url.password) return null;
  return url;
}

/** `safeUrl(...)?.href`, for a `src` or `href` attribute: null when it must not be rendered. */
export function safeHref(address: unknown, origin?: string | null): string | null {
  return safeUrl(address, origin)?.href ?? null;
}
