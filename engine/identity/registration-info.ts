import type { KeyValueStorage } from "../platform/storage";

/** Local storage keys of the registration info the platform keeps (spec section 3). */
export const REGISTRATION_INFO_KEYS = {
  affiliateCode: "affiliateCode",
  referralCode: "referralCode",
  originalDomain: "originalDomain",
} as const;

export interface RegistrationInfo {
  affiliateCode: string | null;
  referralCode: string | null;
  originalDomain: string | null;
}

/**
 * Keeps the affiliate and referral codes a landing link carries (`affiliateCode`, `referralCode`
 * or its short form `r`), so a visitor who browses before registering is still credited. A newer
 * link replaces an older code; a page without one leaves it alone.
 */
export function captureRegistrationInfo(search: string, storage: KeyValueStorage, hostname: string): void {
  const query = new URLSearchParams(search);
  const affiliate = query.get("affiliateCode")?.trim();
  const referral = (query.get("referralCode") ?? query.get("r"))?.trim();
  if (affiliate) storage.set(REGISTRATION_INFO_KEYS.affiliateCode, affiliate);
  if (referral) storage.set(REGISTRATION_INFO_KEYS.referralCode, referral);
  if (!storage.get(REGISTRATION_INFO_KEYS.originalDomain)) {
    storage.set(REGISTRATION_INFO_KEYS.originalDomain, hostname);
  }
}

export function readRegistrationInfo(storage: KeyValueStorage): RegistrationInfo {
  return {
    affiliateCode: storage.get(REGISTRATION_INFO_KEYS.affiliateCode),
    referralCode: storage.get(REGISTRATION_INFO_KEYS.referralCode),
    originalDomain: storage.get(REGISTRATION_INFO_KEYS.originalDomain),
  };
}
