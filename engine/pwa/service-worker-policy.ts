import { SERVICE_WORKER_PATH } from "../constants";
import { isLineBrowser, isNativeApp } from "../platform/user-agent";

/**
 * Spec §9: the service worker registers only in production, and never inside the native apps
 * (they ship their own files) or LINE (whose in-app browser keeps stale workers around).
 */
export function shouldRegisterServiceWorker(page: {
  production: boolean;
  userAgent: string;
  hasServiceWorkerApi: boolean;
}): boolean {
  return (
    page.production &&
    page.hasServiceWorkerApi &&
    !isNativeApp(page.userAgent) &&
    !isLineBrowser(page.userAgent)
  );
}

/** /m/sw.js?env=…&merchant=… (spec §7); the worker names its caches after both. */
export function serviceWorkerUrl(env: string, merchant: string): string {
  const query = new URLSearchParams({ env, merchant });
  return `${SERVICE_WORKER_PATH}?${query}`;
}
