/**
 * What the service worker (engine/pwa/sw.ts) makes of a push and of a tap on its notification.
 * Pure, so the worker stays a few lines and the rules are tested without one. docs/push.md.
 *
 * FCM delivers a web push whose data is JSON: `notification` (title, body, icon, image,
 * click_action) and the sender's own `data` strings, plus `fcmOptions.link` when the sender set
 * one. Anything else (not JSON, no title and no body) is not shown.
 */

/** The app's own pages: a notification only ever opens one of these. */
export const APP_SCOPE_PATH = "/m/";
/** The merchant's icon, stamped by the build into every merchant's /m/icons/. */
export const DEFAULT_NOTIFICATION_ICON = "/m/icons/icon-192.png";

export interface ShownNotification {
  title: string;
  options: { body?: string; icon: string; image?: string; tag?: string; data: { url: string } };
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

/**
 * Where a tap goes: the given address when it is one of the app's pages on this origin, else the
 * app's start. A link to another site or outside /m/ is not followed (a push is not a place to
 * send members away from the app).
 */
export function notificationTarget(url: unknown, origin: string): string {
  const start = new URL(APP_SCOPE_PATH, origin).href;
  const given = text(url);
  if (!given) return start;
  let target: URL;
  try {
    target = new URL(given, start);
  } catch {
    return start;
  }
  if (target.origin !== origin || !target.pathname.startsWith(APP_SCOPE_PATH)) return start;
  return target.href;
}

/** An image the worker may show: on this origin, or any https address. */
function imageUrl(value: unknown, origin: string): string | undefined {
  const given = text(value);
  if (!given) return undefined;
  try {
    const url = new URL(given, origin);
    return url.protocol === "https:" || url.origin === origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The notification a push shows, or null for a push that has nothing to show. */
export function notificationFromPush(payload: unknown, origin: string): ShownNotification | null {
  if (!isObject(payload)) return null;
  const notification = isObject(payload.notification) ? payload.notification : {};
  const data = isObject(payload.data) ? payload.data : {};
  const fcmOptions = isObject(payload.fcmOptions) ? payload.fcmOptions : {};
  const title = text(notification.title) ?? text(data.title);
  const body = text(notification.body) ?? text(data.body);
  if (!title && !body) return null;
  const image = imageUrl(notification.image ?? data.image, origin);
  const tag = text(data.tag);
  return {
    title: title ?? "",
    options: {
      ...(body ? { body } : {}),
      icon:
        imageUrl(notification.icon ?? data.icon, origin) ?? new URL(DEFAULT_NOTIFICATION_ICON, origin).href,
      ...(image ? { image } : {}),
      ...(tag ? { tag } : {}),
      data: { url: notificationTarget(data.url ?? fcmOptions.link ?? notification.click_action, origin) },
    },
  };
}

/** The push's data as JSON, or null (an empty push, or text that is not JSON). */
export function readPushData(data: { json(): unknown } | null | undefined): unknown {
  if (!data) return null;
  try {
    return data.json();
  } catch {
    return null;
  }
}

export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

/**
 * A tap: an open tab of the app is focused (and taken to the notification's page when it is
 * elsewhere); with none, a new window opens on it.
 */
export async function openFromNotification(
  url: string,
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  },
  origin: string,
): Promise<void> {
  const open = await clients.matchAll({ type: "window", includeUncontrolled: true });
  const app = open.find((client) => {
    try {
      const at = new URL(client.url);
      return at.origin === origin && at.pathname.startsWith(APP_SCOPE_PATH);
    } catch {
      return false;
    }
  });
  if (!app) {
    await clients.openWindow(url);
    return;
  }
  // Focus first: a window may only be focused while the tap's event is running.
  await app.focus();
  if (app.url !== url && app.navigate) await app.navigate(url).catch(() => undefined);
}
