import { DEVICE_ID_COOKIE_DAYS, DEVICE_ID_LENGTH } from "../constants";
import type { CookieJar } from "../platform/cookies";
import type { KeyValueStorage } from "../platform/storage";

/** Local storage key and cookie name of the device id. */
export const DEVICE_ID_KEY = "MC_DEVICE_ID";

/** A device id is valid only with exactly 36 characters (spec section 5). */
export function isValidDeviceId(value: string | null | undefined): value is string {
  return typeof value === "string" && value.length === DEVICE_ID_LENGTH;
}

export interface DeviceIdSources {
  localStorage: KeyValueStorage;
  cookies: CookieJar;
  /** The native shell's id from its user agent, if any. */
  nativeDeviceId: string | null;
  /** Where the cookie is shared (parent domain), if anywhere. */
  cookieDomain?: string;
  /** A fresh 36-character id. */
  generate: () => string;
}

/**
 * The id sent as `loginDeviceId`: local storage, then the cookie (survives a cleared storage and
 * is shared by the brand's sub-domains), then the native app's, else a new one. Whatever is found
 * is written back to both places so the next visit finds it in either.
 */
export function resolveDeviceId(sources: DeviceIdSources): string {
  const candidates = [
    sources.localStorage.get(DEVICE_ID_KEY),
    sources.cookies.get(DEVICE_ID_KEY),
    sources.nativeDeviceId,
  ];
  const id = candidates.find(isValidDeviceId) ?? sources.generate();
  sources.localStorage.set(DEVICE_ID_KEY, id);
  sources.cookies.set(DEVICE_ID_KEY, id, { days: DEVICE_ID_COOKIE_DAYS, domain: sources.cookieDomain });
  return id;
}

/** A version-4 UUID (36 characters); plain http pages lack crypto.randomUUID, so it is built here. */
export function randomDeviceId(
  fill: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b),
): string {
  const bytes = new Uint8Array(16);
  fill(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The native shell's device-id frame answered (engine/platform/device-frame.ts): inside the app the
 * shell's id is the device's, so it replaces whatever the page had and is kept in both places.
 */
export function keepDeviceId(
  sources: Omit<DeviceIdSources, "nativeDeviceId" | "generate">,
  id: string,
): boolean {
  if (!isValidDeviceId(id)) return false;
  sources.localStorage.set(DEVICE_ID_KEY, id);
  sources.cookies.set(DEVICE_ID_KEY, id, { days: DEVICE_ID_COOKIE_DAYS, domain: sources.cookieDomain });
  return true;
}
