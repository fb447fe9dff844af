/*
 * Apart from push-registration.ts, which every page carries for the session's end: this half is
 * needed only once a member allows notifications (widgets/push-prompt loads it then).
 */
import { fcmBind, fcmSubscribe } from "../api/push";
import type { HttpClient } from "../http/client";
import type { KeyValueStorage } from "../platform/storage";
import type { MessagingClient } from "./messaging";
import { PUSH_TOKEN_KEY } from "./push-registration";

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
