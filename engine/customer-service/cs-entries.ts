/**
 * Customer-service entries (spec sections 3 and 6): from the status call's `info.customerService`,
 * else the merchant config's `customerService`, kept only when well formed; and the address an
 * entry leads to. Pure functions: the cipher is handed in, so the first page never loads it.
 */
import type { CustomerServiceEntry } from "../api/system";
import type { MerchantConfig } from "../config/merchant-config";
import { httpUrl } from "../routing/external-links";

/** An entry as the app uses it: `encoded` says whether `path` still needs decoding. */
export interface CsEntry extends CustomerServiceEntry {
  encoded: boolean;
}

/** The five providers of spec section 3; an entry of another type opens its page. */
export const CS_TYPES = ["AICAN", "MIDUOKE", "LIVECHAT", "COMM100", "COMM100VIP"] as const;

function entryOf(raw: unknown, encoded: boolean): CsEntry | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { title, path, url, csType, csPosition, labelIds } = raw as Record<string, unknown>;
  const address = encoded ? path : url;
  if (typeof address !== "string" || !address.trim() || typeof csType !== "string") return null;
  return {
    title: typeof title === "string" ? title : "",
    path: address.trim(),
    csType,
    csPosition: typeof csPosition === "number" && Number.isFinite(csPosition) ? csPosition : 0,
    labelIds: Array.isArray(labelIds)
      ? labelIds.filter((id): id is string | number => typeof id === "string" || typeof id === "number")
      : [],
    encoded,
  };
}

/**
 * The platform's entries when it sends any (a list: anything else counts as none), else the
 * merchant file's (its URLs are in clear). Malformed items are dropped, never thrown on.
 */
export function customerServiceEntries(
  fromStatus: unknown,
  fromConfig: MerchantConfig["customerService"],
): CsEntry[] {
  const live = Array.isArray(fromStatus) ? fromStatus.map((raw) => entryOf(raw, true)) : [];
  const kept = live.filter((entry): entry is CsEntry => entry !== null);
  if (kept.length || (Array.isArray(fromStatus) && fromStatus.length)) return kept;
  return (fromConfig ?? [])
    .map((raw) => entryOf(raw, false))
    .filter((entry): entry is CsEntry => entry !== null);
}

/**
 * Where an entry leads: its path decoded (base64 DES-ECB plus key, wire contract), or as it is
 * when it is in clear; only an http(s) address is accepted, so an undecodable path or a
 * `javascript:` one gives null and the member a message, not a broken page.
 */
export function entryAddress(
  entry: CsEntry,
  origin: string,
  decode: (path: string) => string,
): string | null {
  let address = entry.path;
  if (entry.encoded) {
    try {
      address = decode(entry.path);
    } catch {
      // Some platforms send the path in clear: an http(s) or site path is usable as it is.
      if (!/^(https?:\/\/|\/[^/])/i.test(entry.path)) return null;
    }
  }
  return httpUrl(address, origin)?.href ?? null;
}
