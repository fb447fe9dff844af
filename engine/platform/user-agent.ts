import { LINE_UA_MARKER, NATIVE_APP_UA_MARKERS } from "../constants";

/** Inside one of the platform's native app shells (they mark their user agent). */
export function isNativeApp(userAgent: string): boolean {
  return NATIVE_APP_UA_MARKERS.some((marker) => userAgent.includes(marker));
}

/** Inside LINE's in-app browser. */
export function isLineBrowser(userAgent: string): boolean {
  return userAgent.includes(LINE_UA_MARKER);
}
