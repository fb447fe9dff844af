import type { AppEnvironment } from "../platform/environment";
/**
 * What a landing link says about where the visitor came from, kept on this device (spec
 * sections 2 and 3): the S2S ad-attribution ids the native shells and ad networks append, and
 * the home-screen marker. Read on every page, since any page can be a landing page; a newer value
 * replaces an older one, a page without one leaves it alone.
 */
import { type KeyValueStorage, readShape, readText } from "../platform/storage";
import { textRecordOf } from "./text-record";

/** Local storage key of the ad-attribution info. */
export const ATTRIBUTION_KEY = "MC_S2S_INFO";
/** Local storage key of the WEBCLIP flag (spec section 4). */
export const WEBCLIP_KEY = "WEBCLIP";

/** Query name → field of the spec's "Ad-attribution (S2S) info". */
const QUERY_TO_FIELD = {
  ad_app_token: "adAppToken",
  gps_adid: "gpsAdid",
  adid: "adid",
  af_app_id: "afAppId",
  appsflyer_id: "appsflyerId",
  advertising_id: "afAdvertisingId",
  oaid: "afOaid",
  idfa: "idfa",
  idfv: "idfv",
} as const;

export type AttributionInfo = Partial<Record<(typeof QUERY_TO_FIELD)[keyof typeof QUERY_TO_FIELD], string>>;

export function captureAttribution(search: string, storage: KeyValueStorage): AttributionInfo {
  const query = new URLSearchParams(search);
  const info: AttributionInfo = readAttribution(storage);
  let changed = false;
  for (const [name, field] of Object.entries(QUERY_TO_FIELD)) {
    const value = query.get(name)?.trim();
    if (value && info[field] !== value) {
      info[field] = value;
      changed = true;
    }
  }
  if (changed) storage.set(ATTRIBUTION_KEY, JSON.stringify(info));
  return info;
}

export function readAttribution(storage: KeyValueStorage): AttributionInfo {
  return readShape(storage, ATTRIBUTION_KEY, textRecordOf) ?? {};
}

/**
 * Spec section 4: "The WEBCLIP local flag is 1 when running as a PWA without a homescreen query
 * parameter, and 0 when homescreen is present on a home-screen launch." In a plain browser tab
 * it is left as it was.
 */
export function captureWebclipFlag(
  environment: Pick<AppEnvironment, "standalone" | "homeScreenLaunch">,
  storage: KeyValueStorage,
): void {
  if (environment.standalone) storage.set(WEBCLIP_KEY, environment.homeScreenLaunch ? "0" : "1");
}

/** The WEBCLIP flag, "0" or "1"; any other value is dropped and reads as unset. */
export function readWebclipFlag(storage: KeyValueStorage): string | null {
  return readText(storage, WEBCLIP_KEY, (raw) => raw === "0" || raw === "1");
}
