import { type KeyValueStorage, readText } from "../platform/storage";

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
  if (!readRegistrationInfo(storage).originalDomain) {
    storage.set(REGISTRATION_INFO_KEYS.originalDomain, hostname);
  }
}

/** A code from a link has no spaces; a host name only the characters location.hostname gives. */
const CODE = /^\S+$/;
const HOST = /^[\w.:[\]-]+$/;

/**
 * The kept registration info; a value that is not a code or a host (it travels to the status
 * call and the registration) is dropped and reads as none.
 */
export function readRegistrationInfo(storage: KeyValueStorage): RegistrationInfo {
  const code = (raw: string) => CODE.test(raw);
  return {
    affiliateCode: readText(storage, REGISTRATION_INFO_KEYS.affiliateCode, code),
    referralCode: readText(storage, REGISTRATION_INFO_KEYS.referralCode, code),
    originalDomain: readText(storage, REGISTRATION_INFO_KEYS.originalDomain, (raw) => HOST.test(raw)),
  };
}
