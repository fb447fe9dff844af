/**
 * The registration's pixel tracking bundle (spec section 3), built when a registration or a
 * tracking post needs it; loaded with the sign-in flows, not on the first page.
 */
import type { MerchantConfig } from "../config/merchant-config";
import type { CookieJar } from "../platform/cookies";
import type { KeyValueStorage } from "../platform/storage";
import { keptClickIds, NETWORK_ONLY_CLICKS } from "./click-ids";

/** Pixel ids the merchant configures, by their name in the bundle. */
const CONFIG_TO_FIELD: ReadonlyArray<
  [Exclude<keyof NonNullable<MerchantConfig["tracking"]>, "sources">, string]
> = [
  ["facebookPixelId", "fbPixelId"],
  ["tiktokPixelId", "tiktokPixelId"],
  ["kwaiPixelId", "kwaiPixelId"],
  ["gtagId", "gtagId"],
  ["twitterPixelId", "twitterPixelId"],
  ["bigoId", "bigoId"],
  ["kadamId", "kadamId"],
];

/** The pixel tracking bundle: each part only if set (spec section 3). */
export function pixelTrackBundle(
  config: MerchantConfig,
  storage: KeyValueStorage,
  cookies: CookieJar,
): Record<string, string> {
  const bundle: Record<string, string> = {};
  for (const [key, field] of CONFIG_TO_FIELD) {
    const value = config.tracking?.[key];
    if (value) bundle[field] = value;
  }
  for (const [field, value] of Object.entries(keptClickIds(storage))) {
    if (!(field in NETWORK_ONLY_CLICKS)) bundle[field] = value;
  }
  const fbc = cookies.get("_fbc");
  const fbp = cookies.get("_fbp");
  if (fbc) bundle.fbc = fbc;
  if (fbp) bundle.fbp = fbp;
  return bundle;
}
