/**
 * Registers the service worker with workbox-window. Imported lazily after the page's load event,
 * so neither this module nor workbox-window is on the first page's critical path.
 */
import { Workbox } from "workbox-window";
import { SERVICE_WORKER_TAKEOVER_WAIT_MS } from "../constants";
import type { UpdateStore } from "./update-store";

export interface ServiceWorkerPage {
  isVisible(): boolean;
  onVisibilityChange(listener: () => void): void;
  setTimeout(run: () => void, ms: number): unknown;
}

export async function registerServiceWorker(url: string, update: UpdateStore, page: ServiceWorkerPage) {
  const workbox = new Workbox(url, { scope: "/m/" });
  const registration = await workbox.register();
  if (!registration) return;

  // An iOS home-screen app is rarely started afresh, and the browser checks its worker for
  // updates only on navigations: look again every time it comes back to the front.
  page.onVisibilityChange(() => {
    if (page.isVisible()) void registration.update().catch(() => undefined);
  });

  // The new worker skips waiting and claims the page; Refresh reloads once it has, so the reload
  // is served by the new files (or after a short wait, by the network).
  update.beforeReload = async () => {
    await registration.update().catch(() => undefined);
    if (!registration.installing && !registration.waiting) return;
    await new Promise<void>((resolve) => {
      workbox.addEventListener("controlling", () => resolve());
      page.setTimeout(resolve, SERVICE_WORKER_TAKEOVER_WAIT_MS);
    });
  };
}
