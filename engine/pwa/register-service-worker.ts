/**
 * Registers the service worker with the browser's own API. Imported lazily after the page's load
 * event, so it is not on the first page's critical path; workbox-window did the same two things
 * (register, wait for the new worker to take control) for eight times the code.
 */
import { SERVICE_WORKER_TAKEOVER_WAIT_MS } from "../constants";
import { scriptUrl } from "../security/trusted-types";
import type { UpdateStore } from "./update-store";

export interface ServiceWorkerPage {
  isVisible(): boolean;
  onVisibilityChange(listener: () => void): void;
  setTimeout(run: () => void, ms: number): unknown;
}

/** What of `navigator.serviceWorker` this needs (a fake in tests). */
export type ServiceWorkerApi = Pick<ServiceWorkerContainer, "register" | "addEventListener">;

export async function registerServiceWorker(
  url: string,
  update: UpdateStore,
  page: ServiceWorkerPage,
  api: ServiceWorkerApi = navigator.serviceWorker,
) {
  const registration = await api.register(scriptUrl(url), { scope: "/m/" });

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
      api.addEventListener("controllerchange", () => resolve(), { once: true });
      page.setTimeout(resolve, SERVICE_WORKER_TAKEOVER_WAIT_MS);
    });
  };
}
