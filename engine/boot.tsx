import { createRoot } from "react-dom/client";
import { App } from "./app";
import { readEmbeddedConfig } from "./config/merchant-config";
import { loadCatalogue } from "./i18n/catalogues";
import { safeStorage } from "./platform/storage";
import { startPwa } from "./pwa/start-pwa";
import { RootStore } from "./stores/root-store";

/** Registration info the platform keeps locally (spec section 3). */
const ORIGINAL_DOMAIN_KEY = "originalDomain";

/**
 * Starts the app in the browser: config from the page, stores, the start-up status call,
 * then React in place of the static shell.
 */
export function boot(rootElement: HTMLElement): RootStore {
  const localStorage = safeStorage(() => window.localStorage);
  const stores = new RootStore({
    config: readEmbeddedConfig(document),
    fetch: window.fetch.bind(window),
    apiOrigin: "",
    sessionStorage: safeStorage(() => window.sessionStorage),
    localStorage,
    location: { protocol: location.protocol, host: location.host, search: location.search },
    browserLanguages: navigator.languages ?? [navigator.language],
    loadCatalogue,
    openWindow: (url) => window.open(url, "_blank", "noopener"),
  });

  stores.session.adoptQueryToken(location.search);
  if (!localStorage.get(ORIGINAL_DOMAIN_KEY)) localStorage.set(ORIGINAL_DOMAIN_KEY, location.hostname);
  const track = new URLSearchParams(location.search).get("track") ?? "";

  stores.start();
  void stores.i18n.load();
  // The failure is already shown to the member by the error catalogue; keep the console honest.
  void stores.system
    .load(localStorage.get(ORIGINAL_DOMAIN_KEY) ?? location.hostname, track)
    .catch((error) => console.warn("Status call failed:", error));

  createRoot(rootElement).render(<App stores={stores} />);
  startPwa(stores.update, stores.config.code);
  return stores;
}
