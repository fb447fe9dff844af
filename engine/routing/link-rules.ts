import type { MerchantConfig } from "../config/merchant-config";
import { parentDomain } from "../platform/cookies";
import { externalHref, safeReturnUrl } from "./external-links";

export interface LinkRulesDeps {
  protocol: string;
  /** The page's host, with its port. */
  host: string;
  config: () => MerchantConfig;
  /** The platform's main domain for this merchant (status call), once known. */
  mainDomain: () => string | null;
  token: () => string | null;
  openWindow: (url: string) => void;
}

/** The external-link and return-address rules of engine/routing/external-links.ts, for this merchant and page. */
export class LinkRules {
  constructor(private readonly deps: LinkRulesDeps) {}

  /** The page's origin (`https://m.brand.example`). */
  get origin(): string {
    return `${this.deps.protocol}//${this.deps.host}`;
  }

  /**
   * Domains that may receive the member's token on an external link: the merchant's allow list,
   * its own domains from config and the platform (main domain), and the site's own parent domain.
   */
  get allowedDomains(): string[] {
    const api = this.deps.config().api;
    const mainDomain = this.deps.mainDomain();
    const own = parentDomain(this.deps.host.split(":")[0] ?? "");
    return [
      ...(api?.allowedExternalDomains ?? []),
      ...(api?.domains ?? []),
      ...(mainDomain ? [mainDomain] : []),
      ...(own ? [own] : []),
    ];
  }

  /** Opens a page outside the app, with token and merchant only for the merchant's own domains. */
  openExternal(address: string): boolean {
    const href = externalHref(address, {
      origin: this.origin,
      allowedDomains: this.allowedDomains,
      token: this.deps.token(),
      merchant: this.deps.config().code,
    });
    if (!href) {
      console.warn(`[link] not an http(s) address, not opened: ${address}`);
      return false;
    }
    this.deps.openWindow(href);
    return true;
  }

  /** A `backUrl`/`redirectUrl` from the query, or null when it would lead off the merchant's sites. */
  safeReturn(address: string | null | undefined): string | null {
    return safeReturnUrl(address, { origin: this.origin, allowedDomains: this.allowedDomains });
  }
}
