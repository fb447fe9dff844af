import { fcmUnsubscribe } from "../api/push";
import type { HttpClient } from "../http/client";
import type { KeyValueStorage } from "../platform/storage";

/** Local storage key of this device's push registration token (written when push is granted). */
export const PUSH_TOKEN_KEY = "MC_FCM_TOKEN";

/**
 * When a session ends (logout or expiry) the device stops receiving that member's pushes
 * (spec section 4): its registration token is unsubscribed under the session that ended.
 */
export function unsubscribePushOnSessionEnd(http: HttpClient, storage: KeyValueStorage) {
  return async (endedToken: string): Promise<void> => {
    const registrationToken = storage.get(PUSH_TOKEN_KEY);
    if (!registrationToken) return;
    await fcmUnsubscribe(http, registrationToken, true, endedToken);
  };
}
