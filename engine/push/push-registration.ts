import { fcmUnsubscribe } from "../api/push";
import type { HttpClient } from "../http/client";
import { type KeyValueStorage, readText } from "../platform/storage";

/** Local storage key of this device's push registration token (written when push is granted). */
export const PUSH_TOKEN_KEY = "MC_FCM_TOKEN";

/**
 * When a session ends (logout or expiry) the device stops receiving that member's pushes
 * (spec section 4): its registration token is unsubscribed under the session that ended.
 */
export function unsubscribePushOnSessionEnd(http: HttpClient, storage: KeyValueStorage) {
  return async (endedToken: string): Promise<void> => {
    const registrationToken = readPushToken(storage);
    if (!registrationToken) return;
    await fcmUnsubscribe(http, registrationToken, true, endedToken);
  };
}

/** The kept registration token: one line of token characters; anything else is dropped, never sent. */
export function readPushToken(storage: KeyValueStorage): string | null {
  return readText(storage, PUSH_TOKEN_KEY, (raw) => /^[\w:.-]+$/.test(raw));
}
