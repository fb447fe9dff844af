/**
 * The service worker at /m/sw.js. Compiled once for every merchant (scripts/lib/pwa/), then each
 * merchant's build writes its own precache list where `self.__WB_MANIFEST` stands.
 *
 * - Precache: the merchant's files and the shared JavaScript the first routes need, so the app
 *   opens offline after one visit.
 * - Pages: the network first (index.html is never cached long, so a deploy shows at once), the
 *   precached index.html when offline.
 * - Other hashed files (another language's texts, a lazily loaded library): cached on first use;
 *   their names change with their content.
 * - A new worker takes over at once; the update notice's Refresh then reloads onto it.
 * - Push: shows FCM's notifications and opens the app on a tap (engine/push/push-worker.ts).
 */
import { clientsClaim, setCacheNameDetails } from "workbox-core";
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import {
  type NotificationClickLike,
  onNotificationClick,
  onPush,
  type PushEventLike,
  type PushWorkerScope,
} from "../push/push-worker";

interface WorkerScope {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  location: { search: string };
  skipWaiting(): Promise<void>;
}
const worker = self as unknown as WorkerScope;

const query = new URLSearchParams(worker.location.search);
// Several merchants can share an origin (localhost, a staging host): their caches stay apart.
const cacheNames = { prefix: `wl-${query.get("merchant") ?? "app"}-${query.get("env") ?? "production"}` };
setCacheNameDetails(cacheNames);

void worker.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// Written out in full: the build finds `self.__WB_MANIFEST` by its text and puts the list there.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);

const SHELL = "/m/index.html";
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache(SHELL);
        if (shell) return shell;
        throw error;
      }
    },
    { allowlist: [/^\/m(\/|$)/] },
  ),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/m/assets/"),
  new CacheFirst({ cacheName: `${cacheNames.prefix}-assets` }),
);

// Push (docs/push.md): FCM's payload becomes a notification; a tap focuses or opens the app.
interface PushScope extends PushWorkerScope {
  addEventListener(type: "push", listener: (event: PushEventLike) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationClickLike) => void): void;
}
const pushScope = self as unknown as PushScope;
pushScope.addEventListener("push", (event) => onPush(event, pushScope));
pushScope.addEventListener("notificationclick", (event) => onNotificationClick(event, pushScope));
