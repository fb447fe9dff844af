import { describe, expect, it } from "vitest";
import { serviceWorkerUrl, shouldRegisterServiceWorker } from "../../engine/pwa/service-worker-policy";

const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Mobile Safari/537.36";
const LINE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.16.0";
const NATIVE = `${CHROME} WLApp/android/2.4.39`;

describe("service worker registration (spec §9)", () => {
  const page = { production: true, userAgent: CHROME, hasServiceWorkerApi: true };

  it("registers in a production build in a phone's browser", () => {
    expect(shouldRegisterServiceWorker(page)).toBe(true);
  });

  it("never in development, inside the native app or LINE, or without the API", () => {
    expect(shouldRegisterServiceWorker({ ...page, production: false })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...page, userAgent: NATIVE })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...page, userAgent: LINE })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...page, hasServiceWorkerApi: false })).toBe(false);
  });

  it("names env and merchant in the worker's query (spec §7)", () => {
    expect(serviceWorkerUrl("production", "royal")).toBe("/m/sw.js?env=production&merchant=royal");
  });
});
