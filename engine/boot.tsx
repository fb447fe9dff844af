import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { readEmbeddedConfig } from "./config/merchant-config";
import { loadCatalogue } from "./i18n/catalogues";
import { captureAttribution, captureWebclipFlag } from "./identity/attribution";
import { captureClickIds } from "./identity/click-ids";
import { captureRegistrationInfo, readRegistrationInfo } from "./identity/registration-info";
import { documentCookies } from "./platform/cookies";
import { currentEnvironment } from "./platform/environment";
import { safeStorage } from "./platform/storage";
import { createEngine } from "./root/create-engine";
import type { Engine } from "./root/engine";
import { HOME_PATH, LOGIN_PATH } from "./routing/aliases";
import { takeHandedOverToken } from "./security/token-handover";

/**
 * Starts the app in the browser: config from the page, stores, the start-up status call,
 * then React in place of the static shell.
 */
export function boot(rootElement: HTMLElement): Engine {
  const localStorage = safeStorage(() => window.localStorage);
  const stores = createEngine({
    config: readEmbeddedConfig(document),
    fetch: window.fetch.bind(window),
    apiOrigin: "",
    sessionStorage: safeStorage(() => window.sessionStorage),
    localStorage,
    location: {
      protocol: location.protocol,
      host: location.host,
      search: location.search,
      pathname: location.pathname,
    },
    browserLanguages: navigator.languages ?? [navigator.language],
    loadCatalogue,
    openWindow: (url, sendReferrer) =>
      window.open(url, "_blank", sendReferrer ? "noopener" : "noopener,noreferrer"),
    environment: currentEnvironment(),
    userAgent: navigator.userAgent,
    cookies: documentCookies(document),
    registerUrl: () => location.href,
  });

  stores.session.adoptHandedOverToken(takeHandedOverToken(window));
  // Every page may be a landing page: keep its affiliate, referral and ad click ids for registration.
  captureRegistrationInfo(location.search, localStorage, location.hostname);
  captureClickIds(location.search, localStorage);
  captureAttribution(location.search, localStorage);
  captureWebclipFlag(stores.environment, localStorage);
  const track = new URLSearchParams(location.search).get("track") ?? "";

  stores.start();
  void stores.i18n.load();
  // The failure is already shown to the member by the error catalogue; keep the console honest.
  const statusLoaded = stores.system.load(
    readRegistrationInfo(localStorage).originalDomain ?? location.hostname,
    track,
  );
  void statusLoaded
    // Auto-login waits for the live switches (MOBILEAUTOLOGIN3 may come from the status call).
    .then(() => stores.identity.autoLogin(location.search))
    // Logged in on the login page itself: there is nothing left to do there.
    .then((loggedIn) => {
      if (loggedIn && location.pathname === LOGIN_PATH) stores.navigate(HOME_PATH, { replace: true });
    })
    .catch((error) => console.warn("Status call failed:", error));

  // A transition, so React renders the first page in slices rather than one long task.
  const root = createRoot(rootElement);
  startTransition(() => root.render(<App stores={stores} />));
  // Background work (update check, service worker, native shell, ad tracking, desktop manifest)
  // arrives in one chunk after the load event, off the first page's critical path.
  const startBackground = () =>
    void import("./background-work")
      .then(({ startBackgroundWork }) => startBackgroundWork(stores, { localStorage, statusLoaded }))
      .catch((error) => console.warn("Background work not started:", error));
  if (document.readyState === "complete") startBackground();
  else window.addEventListener("load", startBackground, { once: true });
  return stores;
}
