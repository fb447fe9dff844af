import { SMS_COUNTDOWN_FALLBACK_S } from "../constants";

/**
 * Seconds until a new SMS code may be asked for: until the backend's expiry when it gave one
 * (value.expirationTime, a ms timestamp), else the merchant's fallback (60 s by default).
 */
export function smsCountdownSeconds(
  expirationTime: number | null | undefined,
  now: number,
  fallbackS: number = SMS_COUNTDOWN_FALLBACK_S,
): number {
  if (typeof expirationTime === "number" && expirationTime > now) {
    return Math.ceil((expirationTime - now) / 1000);
  }
  return fallbackS;
}
