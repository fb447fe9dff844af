/**
 * The browser side of the PWA: the update check from the start, the service worker a little
 * after load (SERVICE_WORKER_REGISTER_DELAY_MS says why).
 */
import { SERVICE_WORKER_REGISTER_DELAY_MS } from "../constants";
import { AssetHashCheck } from "./asset-hash-check";
import { readBuildHash } from "./build-hash";
import { fetchAssetHash } from "./fetch-asset-hash";
import { serviceWorkerUrl, shouldRegisterServiceWorker } from "./service-worker-policy";
import type { UpdateStore } from "./update-store";

const visible = () => document.visibilityState === "visible";
const onVisibilityChange = (listener: () => void) => {
  document.addEventListener("visibilitychange", listener);
  return () => document.removeEventListener("visibilitychange", listener);
};

export function startPwa(update: UpdateStore, merchant: string): void {
  new AssetHashCheck({
    fetchHash: () => fetchAssetHash((input, init) => fetch(input, init), Date.now),
    runningHash: readBuildHash(document),
    onUpdate: () => update.reportUpdate(),
    visibility: { isVisible: visible, subscribe: onVisibilityChange },
    timers: {
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (id) => clearTimeout(id),
      setInterval: (run, ms) => setInterval(run, ms),
      clearInterval: (id) => clearInterval(id),
    },
  }).start();

  const register = shouldRegisterServiceWorker({
    production: import.meta.env.PROD,
    userAgent: navigator.userAgent,
    hasServiceWorkerApi: "serviceWorker" in navigator,
  });
  if (!register) return;
  const url = serviceWorkerUrl(import.meta.env.MODE, merchant);
  const registerNow = () =>
    void import("./register-service-worker")
      .then(({ registerServiceWorker }) =>
        registerServiceWorker(url, update, {
          isVisible: visible,
          onVisibilityChange,
          setTimeout: (run, ms) => setTimeout(run, ms),
        }),
      )
      .catch((error) => console.warn("Service worker not registered:", error));
  const afterLoad = () => setTimeout(registerNow, SERVICE_WORKER_REGISTER_DELAY_MS);
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}
