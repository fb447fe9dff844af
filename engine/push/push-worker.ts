/**
 * The service worker's push handlers (registered in engine/pwa/sw.ts), written against the
 * smallest surface of the worker they use, so vitest drives them with stand-ins.
 */
import {
  notificationFromPush,
  notificationTarget,
  openFromNotification,
  readPushData,
} from "./push-notification";

export interface PushEventLike {
  data: { json(): unknown } | null;
  waitUntil(promise: Promise<unknown>): void;
}

export interface NotificationClickLike {
  notification: { data?: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}

export interface PushWorkerScope {
  location: { origin: string };
  registration: { showNotification(title: string, options: object): Promise<void> };
  clients: Parameters<typeof openFromNotification>[1];
}

/** A push: its notification is shown, or nothing for a push with nothing to show. */
export function onPush(event: PushEventLike, scope: PushWorkerScope): void {
  const shown = notificationFromPush(readPushData(event.data), scope.location.origin);
  if (!shown) return;
  event.waitUntil(scope.registration.showNotification(shown.title, shown.options));
}

/** A tap on a notification: it closes and the app comes forward on the notification's page. */
export function onNotificationClick(event: NotificationClickLike, scope: PushWorkerScope): void {
  event.notification.close();
  const data = event.notification.data;
  const url = typeof data === "object" && data !== null ? (data as { url?: unknown }).url : undefined;
  // Checked again: a notification shown by an older worker may carry any address.
  const target = notificationTarget(url, scope.location.origin);
  event.waitUntil(openFromNotification(target, scope.clients, scope.location.origin));
}
