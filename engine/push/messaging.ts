/**
 * The device's registration token from firebase messaging, loaded only when a member's device
 * is to be registered (after login, with notifications allowed). docs/push.md.
 */
import { APP_SCOPE_PATH } from "./push-notification";
import type { PushSettings } from "./push-rules";

export type MessagingSdk = typeof import("./messaging-sdk");

export const importMessagingSdk = (): Promise<MessagingSdk> => import("./messaging-sdk");

/** What registration needs of messaging: this device's token. */
export interface MessagingClient {
  /** The registration token (asks the browser for permission first when it has not been asked). */
  getToken(): Promise<string>;
}

export class PushUnavailableError extends Error {
  constructor(reason: string) {
    super(`push unavailable: ${reason}`);
    this.name = "PushUnavailableError";
  }
}

type Registrations = { getRegistration(scope: string): Promise<ServiceWorkerRegistration | undefined> };

/**
 * Firebase's messaging for the merchant's project. The app's own service worker (/m/sw.js) is the
 * one pushes arrive at, so the token is asked for with its registration; firebase's default
 * worker file does not exist here.
 */
export async function loadMessagingClient(
  settings: PushSettings,
  load: () => Promise<MessagingSdk> = importMessagingSdk,
  registrations: Registrations | undefined = typeof navigator === "undefined"
    ? undefined
    : navigator.serviceWorker,
): Promise<MessagingClient> {
  const sdk = await load();
  if (!(await sdk.isSupported())) throw new PushUnavailableError("this browser has no web push");
  const app =
    sdk.getApps()[0] ??
    sdk.initializeApp({
      apiKey: settings.apiKey,
      ...(settings.authDomain ? { authDomain: settings.authDomain } : {}),
      projectId: settings.projectId,
      appId: settings.appId,
      messagingSenderId: settings.messagingSenderId,
    });
  const messaging = sdk.getMessaging(app);
  return {
    async getToken() {
      const registration = await registrations?.getRegistration(APP_SCOPE_PATH).catch(() => undefined);
      const token = await sdk.getToken(messaging, {
        vapidKey: settings.vapidKey,
        ...(registration ? { serviceWorkerRegistration: registration } : {}),
      });
      if (!token) throw new PushUnavailableError("no registration token");
      return token;
    },
  };
}
