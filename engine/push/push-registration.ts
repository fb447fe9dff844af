import { fcmBind, fcmSubscribe, fcmUnsubscribe } from "../api/push";
import type { HttpClient } from "../http/client";
import type { KeyValueStorage } from "../platform/storage";
import type { MessagingClient } from "./messaging";

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

/**
 * Spec §4 Auth: the session token appeared (or notifications were just allowed) — this device's
 * registration token is bound to the member, kept (so the session's end can unsubscribe it) and
 * subscribed to the merchant's topic. Without a token nothing is sent or kept.
 */
export async function registerPushToken(deps: {
  http: HttpClient;
  storage: KeyValueStorage;
  messaging: () => Promise<MessagingClient>;
  topic: string;
}): Promise<string> {
  const registrationToken = await (await deps.messaging()).getToken();
  await fcmBind(deps.http, registrationToken);
  // Kept once bound: a subscribe that fails still leaves a binding the session's end must undo.
  deps.storage.set(PUSH_TOKEN_KEY, registrationToken);
  await fcmSubscribe(deps.http, registrationToken, deps.topic);
  return registrationToken;
}
