/** Reading and writing document cookies, with the attributes the platform's other clients use. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, options: { days: number; domain?: string }): void;
}

/**
 * Never throws, as safeStorage: a sandboxed or cookie-less document throws on `document.cookie`
 * (SecurityError) and a cookie another script wrote may not decode (URIError); both read as no
 * cookie, and a write that fails is lost, never the page.
 */
export function documentCookies(doc: Document): CookieJar {
  return {
    get(name) {
      try {
        for (const part of doc.cookie.split(";")) {
          const [key, ...rest] = part.trim().split("=");
          if (key === name) return decodeURIComponent(rest.join("="));
        }
      } catch {
        // Unreadable: as if absent.
      }
      return null;
    },
    set(name, value, { days, domain }) {
      const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
      const scope = domain ? `; domain=${domain}` : "";
      try {
        doc.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${scope}`;
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
