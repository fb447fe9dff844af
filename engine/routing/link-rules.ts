import type { MerchantConfig } from "../config/merchant-config";
import { parentDomain } from "../platform/cookies";
import { externalHref, isOwnSite, safeReturnUrl } from "./external-links";

export interface LinkRulesDeps {
  protocol: string;
  /** The page's host, with its port. */
  host: string;
  config: () => MerchantConfig;
  /** The platform's main domain for this merchant (status call), once known. */
  mainDomain: () => string | null;
  token: () => string | null;
  /** `sendReferrer`: the page's origin may go with it (the merchant's own sites); else none. */
  openWindow: (url: string, sendReferrer?: boolean) => void;
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

  /**
   * Opens a page outside the app, with token and merchant only for the merchant's own domains;
   * any other site learns nothing of where the member came from (no referrer).
   */
  openExternal(address: string): boolean {
    const context = {
      origin: this.origin,
      allowedDomains: this.allowedDomains,
      token: this.deps.token(),
      merchant: this.deps.config().code,
    };
    const href = externalHref(address, context);
    if (!href) {
      console.warn(`[link] not an http(s) address, not opened: ${address}`);
      return false;
    }
    this.deps.openWindow(href, isOwnSite(new URL(href), context));
    return true;
  }

  /** A `backUrl`/`redirectUrl` from the query, or null when it would lead off the merchant's sites. */
  safeReturn(address: string | null | undefined): string | null {
    return safeReturnUrl(address, { origin: this.origin, allowedDomains: this.allowedDomains });
  }
}
