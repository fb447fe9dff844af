/**
 * What the app starts once the page has loaded (engine/boot.tsx): none of it is needed to show the
 * first page, so its code is one chunk fetched after the load event. Each part fails on its own,
 * with a console warning; the member is never told.
 */
import { OFFLINE_TOAST } from "./http/error-catalogue";
import { documentCookies } from "./platform/cookies";
import { rememberMerchantCode } from "./platform/merchant-code";
import { browserOffline } from "./platform/offline";
import { watchOffline } from "./platform/offline-watch";
import type { KeyValueStorage } from "./platform/storage";
import type { DeviceIdentity } from "./root/device-identity";
import type { EngineStores } from "./root/engine";
import type { SessionLifecycle } from "./root/session-lifecycle";

/** What the background work reads and sets going. */
export type BackgroundParts = Pick<
  EngineStores,
  "config" | "configStore" | "http" | "update" | "route" | "toasts" | "environment" | "tracking"
> &
  Pick<SessionLifecycle, "onSessionEnd"> &
  DeviceIdentity;

export function startBackgroundWork(
  stores: BackgroundParts,
  { localStorage, statusLoaded }: { localStorage: KeyValueStorage; statusLoaded: Promise<unknown> },
): void {
  rememberMerchantCode(localStorage, stores.config.code);

  // The push unsubscribe when a session ends (spec §4): its code comes after the load, off the first
  // page, and is in place before any logout a member taps, so its call still leaves before the
  // logout's own request ends the session (a call awaiting its code at logout left after it).
  void import("./push/push-registration")
    .then(({ unsubscribePushOnSessionEnd }) =>
      stores.onSessionEnd(unsubscribePushOnSessionEnd(stores.http, localStorage)),
    )
    .catch((error) => console.warn("Push unsubscribe not set up:", error));

  // The update check and the service worker (their first check is 1.5 s after this).
  void import("./pwa/start-pwa")
    .then(({ startPwa }) => startPwa(stores.update, stores.config.code))
    .catch((error) => console.warn("Update check not started:", error));

  // The offline toast when the network goes and on each move while it is gone (failed calls say it too).
  watchOffline({
    isOffline: browserOffline,
    route: () => stores.route.pathname,
    tell: () => stores.toasts.show(OFFLINE_TOAST.text, OFFLINE_TOAST.ms),
    events: window,
  });

  // Inside a native shell: close its launch screen and take its device id (docs/native-shell.md).
  if (stores.environment.nativeApp) {
    void import("./platform/native-shell")
      .then(({ startNativeShell }) => startNativeShell(stores))
      .catch((error) => console.warn("Native shell not told:", error));
  }

  // Ad-conversion tracking (docs/tracking.md): the S2S post, and only the networks the merchant has ids for.
  void import("./tracking/start-tracking")
    .then(({ startTracking }) =>
      startTracking(stores, { window, storage: localStorage, cookies: documentCookies(document) }),
    )
    .catch((error) => console.warn("Tracking not started:", error));

  // The back office's other live settings (engine/config/back-office-settings.ts), then what reads them.
  const backOffice = statusLoaded.then(async () => {
    const { BACK_OFFICE_SOURCES } = await import("./config/back-office-settings");
    stores.configStore.addSources(BACK_OFFICE_SOURCES);
  });

  // The desktop app (spec §3): its manifest replaces the phone one on desktop browsers only.
  void backOffice
    .then(async () => {
      const { desktopManifestWanted, linkDesktopManifest } = await import("./pwa/desktop-manifest");
      const wanted = desktopManifestWanted({
        desktopAppFeature: stores.config.mobileTemplate?.desktop_app_feature,
        nativeApp: stores.environment.nativeApp !== null,
        userAgent: navigator.userAgent,
      });
      if (wanted) await linkDesktopManifest(stores.http, stores.config.code, document);
    })
    .catch((error) => console.warn("Desktop manifest not linked:", error));
}
