/**
 * Links that leave the app (spec section 2: "Links to external pages append token and merchant
 * as query parameters") and addresses the app is asked to return to. The session token is a
 * credential: it goes only to the merchant's own domains, never to an advertiser's page a banner
 * points at, and a `backUrl` from the query is followed only to this site or an allowed domain
 * (no open redirect). docs/decisions.md records the choice.
 */
import { safeUrl } from "../security/safe-url";

export interface LinkContext {
  /** The page's origin (`https://m.brand.example`). */
  origin: string;
  /** Host names that may receive the token: the merchant's own domains. */
  allowedDomains: readonly string[];
  token: string | null;
  merchant: string;
}

/** An absolute http(s) URL, or null: relative addresses resolve against the page (engine/security/safe-url.ts). */
export const httpUrl: (address: string, origin: string) => URL | null = safeUrl;

/** Whether a host is one of the domains or below one (`m.brand.example` under `brand.example`). */
export function isAllowedHost(host: string, domains: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  return domains.some((domain) => {
    const allowed = domain.toLowerCase().replace(/^\*?\./, "");
    return name === allowed || name.endsWith(`.${allowed}`);
  });
}

/** Whether a link leads to one of the merchant's own sites (other than this page's origin). */
export function isOwnSite(url: URL, context: Pick<LinkContext, "origin" | "allowedDomains">): boolean {
  return url.origin !== context.origin && isAllowedHost(url.hostname, context.allowedDomains);
}

/**
 * Where an external link really goes: with `token` and `merchant` added for an allowed domain
 * (and only with a session), unchanged for any other; null when it is not an http(s) address.
 */
export function externalHref(address: string, context: LinkContext): string | null {
  const url = httpUrl(address, context.origin);
  if (!url) return null;
  if (isOwnSite(url, context)) {
    if (context.token) url.searchParams.set("token", context.token);
    url.searchParams.set("merchant", context.merchant);
  }
  return url.href;
}

/**
 * A return address from the query (`backUrl`, `redirectUrl`): an in-app path or same-origin URL
 * becomes a path, an allowed domain's URL stays absolute, anything else is refused (null).
 */
export function safeReturnUrl(
  address: string | null | undefined,
  context: Omit<LinkContext, "token" | "merchant">,
) {
  if (!address?.trim()) return null;
  const url = httpUrl(address, context.origin);
  if (!url) return null;
  if (url.origin === context.origin) return `${url.pathname}${url.search}${url.hash}`;
  return isAllowedHost(url.hostname, context.allowedDomains) ? url.href : null;
}
