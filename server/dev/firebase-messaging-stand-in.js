/**
 * Development and test stand-in for firebase messaging (FCM's servers are outside this machine).
 * The reference server serves it in place of the app's messaging chunk (the build of
 * engine/push/messaging-sdk.ts; server/dev/fcm-stand-in.ts), with the surface the app uses of
 * firebase/app and firebase/messaging: initializeApp, getApps, getMessaging, isSupported,
 * getToken (and deleteToken, onMessage). getToken behaves as firebase's does towards the page:
 * it asks the browser for permission when it has not been asked, fails with
 * messaging/permission-blocked when notifications are not allowed, and returns the same token
 * for this device and project until deleteToken. No push is ever delivered.
 */
const apps = [];

class FirebaseError extends Error {
  constructor(code, message) {
    super(`Messaging: ${message} (${code}).`);
    this.code = code;
    this.name = "FirebaseError";
  }
}

export function initializeApp(options, name = "[DEFAULT]") {
  const app = { name, options: { ...options }, automaticDataCollectionEnabled: false };
  apps.push(app);
  return app;
}

export function getApps() {
  return apps.slice();
}

export function getMessaging(app = apps[0]) {
  if (!app) throw new FirebaseError("app/no-app", "No Firebase App '[DEFAULT]' has been created");
  return { app };
}

export async function isSupported() {
  return typeof Notification !== "undefined" && "PushManager" in self && "serviceWorker" in navigator;
}

const tokenKey = (messaging) => `fcm-stand-in:${messaging.app.options.projectId}`;

export async function getToken(messaging, options = {}) {
  const missing = ["apiKey", "projectId", "appId", "messagingSenderId"].filter(
    (key) => !messaging.app.options[key],
  );
  if (missing.length > 0)
    throw new FirebaseError(
      "messaging/missing-app-config-values",
      `Missing App configuration value: ${missing[0]}`,
    );
  if (Notification.permission === "default") await Notification.requestPermission();
  if (Notification.permission !== "granted")
    throw new FirebaseError(
      "messaging/permission-blocked",
      "The notification permission was not granted and blocked instead.",
    );
  if (options.vapidKey !== undefined && typeof options.vapidKey !== "string")
    throw new FirebaseError("messaging/invalid-vapid-key", "The public VAPID key must be a string.");
  let token = localStorage.getItem(tokenKey(messaging));
  if (!token) {
    token = `stand-in-${crypto.randomUUID()}:APA91b-${messaging.app.options.messagingSenderId}`;
    localStorage.setItem(tokenKey(messaging), token);
  }
  return token;
}

export async function deleteToken(messaging) {
  localStorage.removeItem(tokenKey(messaging));
  return true;
}

export function onMessage() {
  return () => undefined;
}
