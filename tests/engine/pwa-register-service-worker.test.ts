import { describe, expect, it } from "vitest";
import { SERVICE_WORKER_TAKEOVER_WAIT_MS } from "../../engine/constants";
import { registerServiceWorker, type ServiceWorkerApi } from "../../engine/pwa/register-service-worker";
import { UpdateStore } from "../../engine/pwa/update-store";

/** A browser's service-worker container, with a worker that is (or is not) waiting after update(). */
function fakeBrowser(options: { newWorker: boolean }) {
  const calls: string[] = [];
  const listeners: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  let visible = true;
  let onVisibility: () => void = () => {};
  const registration = {
    installing: null as unknown,
    waiting: null as unknown,
    update: async () => {
      calls.push("update");
      if (options.newWorker) registration.waiting = {};
    },
  };
  const api = {
    register: async (url: string, init?: RegistrationOptions) => {
      calls.push(`register ${url} scope ${init?.scope}`);
      return registration;
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === "controllerchange") listeners.push(listener);
    },
  } as unknown as ServiceWorkerApi;
  const page = {
    isVisible: () => visible,
    onVisibilityChange: (listener: () => void) => {
      onVisibility = listener;
    },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  };
  const update = new UpdateStore({
    pathname: () => "/m/home",
    reload: () => calls.push("reload"),
    assign: () => {},
  });
  return {
    calls,
    api,
    page,
    update,
    timers,
    takeOver: () => {
      for (const listener of listeners) listener();
    },
    comeBack: (nowVisible: boolean) => {
      visible = nowVisible;
      onVisibility();
    },
  };
}

describe("registering the service worker", () => {
  it("registers the merchant's worker for /m/ and looks for a new one each time the app comes back", async () => {
    const browser = fakeBrowser({ newWorker: false });
    await registerServiceWorker("/m/sw.js?merchant=royal", browser.update, browser.page, browser.api);
    expect(browser.calls).toEqual(["register /m/sw.js?merchant=royal scope /m/"]);
    browser.comeBack(false);
    browser.comeBack(true);
    expect(browser.calls).toEqual(["register /m/sw.js?merchant=royal scope /m/", "update"]);
  });

  it("Refresh waits for the new worker to take the page before reloading", async () => {
    const browser = fakeBrowser({ newWorker: true });
    await registerServiceWorker("/m/sw.js", browser.update, browser.page, browser.api);
    let done = false;
    const waiting = browser.update.beforeReload().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    expect(browser.timers.map((timer) => timer.ms)).toEqual([SERVICE_WORKER_TAKEOVER_WAIT_MS]);
    browser.takeOver();
    await waiting;
    expect(done).toBe(true);
  });

  it("Refresh goes on after the wait when the new worker never takes over, and at once when none came", async () => {
    const stuck = fakeBrowser({ newWorker: true });
    await registerServiceWorker("/m/sw.js", stuck.update, stuck.page, stuck.api);
    const waiting = stuck.update.beforeReload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    stuck.timers[0]?.run();
    await expect(waiting).resolves.toBeUndefined();

    const current = fakeBrowser({ newWorker: false });
    await registerServiceWorker("/m/sw.js", current.update, current.page, current.api);
    await current.update.beforeReload();
    expect(current.timers).toEqual([]);
  });
});
