/**
 * Successful GET answers kept in session storage for calls that ask for it (`cacheInSession`,
 * spec section 7), so a reload in the same tab does not ask again for data that does not change
 * within a visit (the country list, for one).
 */
import type { KeyValueStorage } from "../platform/storage";

export const SESSION_CACHE_PREFIX = "wl-http:";

/**
 * Spec section 7: "Cache-exempt paths include relay announcement, games, orders and suborders
 * cancel". Matched case-insensitively on the path without its query, because relay names are
 * camel case (MCSFE_getListAnnouncements, GCSGAME_newGameVendor, GCS_gameTrialLaunch) while
 * REST paths are lower case (/wps/game/launchGame). "orders" also covers suborders/cancel.
 * These answer live state (what is on show, what is playable, what was bought), which a copy
 * from earlier in the visit would misreport.
 */
const EXEMPT_FRAGMENTS = ["announcement", "game", "orders"] as const;

export function isCacheExempt(path: string): boolean {
  const bare = (path.split("?")[0] ?? "").toLowerCase();
  return EXEMPT_FRAGMENTS.some((fragment) => bare.includes(fragment));
}

export interface CacheScope {
  merchant: string;
  language: string;
  /** The session token sent with the call, or null for an anonymous one. */
  token: string | null;
}

/**
 * The storage key: merchant and language, because both change the answer; a hash of the token,
 * so one member's answers are never served to another session (the hash only partitions, it is
 * not meant to hide the token, which session storage holds anyway); then the full URL.
 */
export function sessionCacheKey(url: string, scope: CacheScope): string {
  const session = scope.token ? fnv1a(scope.token) : "-";
  return `${SESSION_CACHE_PREFIX}${scope.merchant}:${scope.language}:${session}:${url}`;
}

/** The stored value, or undefined when absent; an entry that does not parse is dropped, never thrown. */
export function readCached(storage: KeyValueStorage, key: string): { value: unknown } | undefined {
  const raw = storage.get(key);
  if (raw === null) return undefined;
  try {
    const entry: unknown = JSON.parse(raw);
    if (typeof entry === "object" && entry !== null && "value" in entry) return { value: entry.value };
  } catch {
    // Falls through to dropping it: a half-written or foreign entry must not break the call.
  }
  storage.remove(key);
  return undefined;
}

/** Wrapped in an object so that falsy answers (0, false, null) are stored and told apart from absence. */
export function writeCached(storage: KeyValueStorage, key: string, value: unknown): void {
  if (value === undefined) return;
  storage.set(key, JSON.stringify({ value }));
}

/** 32-bit FNV-1a in hex: short, stable, and enough to tell sessions apart. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}
