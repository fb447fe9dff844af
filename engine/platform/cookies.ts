/**
 * Reading and writing document cookies, with the attributes the platform's other clients use
 * (spec section 9: root path, SameSite Lax, the parent domain) and Secure on https. Every cookie
 * the app writes, with its flags, is the table in tests/engine/platform/cookies.test.ts.
 */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, options: { days: number; domain?: string }): void;
}

/**
 * Never throws, as safeStorage: a sandboxed or cookie-less document throws on `document.cookie`
 * (SecurityError) and a cookie another script wrote may not decode (URIError); both read as no
 * cookie, and a write that fails is lost, never the page.
 */
export function documentCookies(doc: Pick<Document, "cookie" | "location">): CookieJar {
  const get = (name: string) => {
    try {
      for (const part of doc.cookie.split(";")) {
        const [key, ...rest] = part.trim().split("=");
        if (key === name) return decodeURIComponent(rest.join("="));
      }
    } catch {
      // Unreadable: as if absent.
    }
    return null;
  };
  return {
    get,
    set(name, value, { days, domain }) {
      const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
      // Secure on https: the cookie never travels over a plain-http request to the same host.
      const secure = doc.location?.protocol === "https:" ? "; Secure" : "";
      const cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
      try {
        doc.cookie = domain ? `${cookie}; domain=${domain}` : cookie;
        // A Domain the browser refuses (a public suffix such as co.uk, which parentDomain cannot
        // tell from a brand's own domain) writes nothing: the page's own host keeps it then.
        if (domain && get(name) !== value) doc.cookie = cookie;
      } catch {
        // Cookies refused: the value lives on in local storage if it can.
      }
    },
  };
}

/**
 * The parent domain a cookie is shared on, so every sub-domain of the brand (m., www., app.)
 * sees the same device: "m.brand.com" → "brand.com". None for single-label hosts, *.localhost
 * and IP addresses, where browsers refuse a Domain attribute.
 */
export function parentDomain(hostname: string): string | undefined {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(":")) return undefined;
  const labels = hostname.split(".");
  if (labels.length < 2 || labels.at(-1) === "localhost") return undefined;
  return labels.length === 2 ? hostname : labels.slice(1).join(".");
}
