/**
 * The platform origins the content security policy's `connect-src` names for a merchant: its
 * `api.origin` and each of its `api.domains` as `https://<domain>`. The build writes them into the
 * policy (scripts/lib/csp.ts) and the domain race reads them to know which candidates `fetch` may
 * ping: one list, so the two cannot disagree.
 */
export interface ApiAddresses {
  origin?: string;
  domains?: readonly string[];
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:\/\//i;

function originOrNull(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

export function fetchableOrigins(api: ApiAddresses | undefined): string[] {
  const origin = api?.origin && ABSOLUTE.test(api.origin) ? originOrNull(api.origin) : null;
  const domains = (api?.domains ?? []).map((domain) => originOrNull(`https://${domain}`));
  return [...new Set([origin, ...domains].filter((entry): entry is string => entry !== null))];
}
