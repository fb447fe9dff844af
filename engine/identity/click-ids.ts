/**
 * The ad click ids of landing links (spec sections 2 and 3), kept on the device from the first page
 * on: any page can be a landing page. The registration's pixel bundle (pixel-track.ts) and the ad
 * networks (engine/tracking) read them later.
 */
import { type KeyValueStorage, readShape } from "../platform/storage";
import { textRecordOf } from "./text-record";

/** Local storage key of the ad click ids seen on landing. */
export const PIXEL_CLICKS_KEY = "MC_PIXEL_CLICKS";

/**
 * Query names of the click and visitor ids ad networks append to landing links, mapped to their
 * name in the registration's pixel tracking bundle (spec section 3).
 */
const CLICK_QUERY_TO_FIELD: Readonly<Record<string, string>> = {
  tid: "tid",
  kwaiclid: "kwaiClickId",
  click_id: "kwaiClickId",
  twclid: "twclid",
  cid: "voluumCid",
  visitor_id: "propellerVisitorId",
  tfTracker: "tfTracker",
  rtCid: "rtCid",
  okspId: "okspId",
  pixel_click_id: "pixel_click_id",
  okspExt: "okspExt",
  obclid: "obclid",
  phxClickId: "phxClickId",
  mgsClickId: "mgsClickId",
  devilsClickId: "devilsClickId",
  utm_source: "utm_source",
};

/**
 * Click ids the networks' own code reads (Facebook's `_fbc` cookie is made from fbclid) but that
 * the registration bundle does not carry: kept beside the others, left out of the bundle.
 */
export const NETWORK_ONLY_CLICKS: Readonly<Record<string, string>> = {
  fbclid: "fbclid",
  gclid: "gclid",
  ttclid: "ttclid",
};

/** Keeps the click ids of a landing link until registration (a later link's ids win). */
export function captureClickIds(search: string, storage: KeyValueStorage): void {
  const query = new URLSearchParams(search);
  const seen: Record<string, string> = {};
  for (const [name, field] of Object.entries({ ...CLICK_QUERY_TO_FIELD, ...NETWORK_ONLY_CLICKS })) {
    const value = query.get(name)?.trim();
    if (value) seen[field] = value;
  }
  if (Object.keys(seen).length === 0) return;
  // A damaged entry is replaced by what this link carries.
  storage.set(PIXEL_CLICKS_KEY, JSON.stringify({ ...keptClickIds(storage), ...seen }));
}

/** The click ids kept from landing links, by bundle field (fbclid, gclid and ttclid too); damaged entries read as none. */
export function keptClickIds(storage: KeyValueStorage): Record<string, string> {
  // Unreadable click ids are dropped rather than failing the registration or a network.
  const clicks = readShape(storage, PIXEL_CLICKS_KEY, textRecordOf) ?? {};
  return Object.fromEntries(Object.entries(clicks).filter(([, value]) => value));
}
