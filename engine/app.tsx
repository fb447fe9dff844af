import { observer } from "mobx-react-lite";
import { lazy, Suspense, useDeferredValue, useEffect } from "react";
import { IntlProvider } from "react-intl";
import { BrowserRouter, useLocation, useNavigate } from "react-router";
import { FLOATING_WIDGETS_DELAY_MS } from "./constants";
import { Engagements } from "./engagement/engagements";
import { registry as appRegistry, type Registry } from "./registry/registry";
import { RegistryContext } from "./registry/registry-context";
import { WidgetBoundary } from "./registry/widget-boundary";
import { Slot, WidgetView } from "./registry/widget-view";
import type { Engine } from "./root/engine";
import { AppRoutes } from "./routing/app-routes";
import { withKeptQuery } from "./routing/kept-query";
import { routeChrome } from "./routing/route-chrome";
import { AfterPageLoad, useAfterPageLoad } from "./ui/after-page-load";
import { BrandBar } from "./ui/brand-bar";
import { NoticeHost } from "./ui/notice-host";
import { PageSkeleton } from "./ui/page-skeleton";
import { StoresContext } from "./ui/stores-context";
import { ToastHost } from "./ui/toast-host";

/** Keeps <html lang dir> on the member's language, so right-to-left languages mirror. */
const DocumentLanguage = observer(function DocumentLanguage({ stores }: { stores: Engine }) {
  const { locale, dir } = stores.i18n;
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);
  return null;
});

/**
 * Lets the stores navigate (the error catalogue's "go to /m/login") through the router, keeping
 * the query, and tells them where the member is. Exported for the widget test harness.
 */
export function NavigationBridge({ stores }: { stores: Engine }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    stores.route.report(pathname, search);
  }, [stores, pathname, search]);
  useEffect(
    () =>
      stores.navigator.attach((path, options) =>
        navigate(withKeptQuery(path, window.location.search), options),
      ),
    [stores, navigate],
  );
  return null;
}

/** The floating parts' one layout (bars' room, corners): code that only runs after the page has loaded. */
const FloatingLayer = lazy(() => import("./layout/floating-layer"));

/**
 * The page: while the status call is out, the same skeleton as the static shell; then either an
 * exclusive overlay (maintenance, access denied) alone, or the chrome, the routed screen and overlays.
 */
export const Screen = observer(function Screen({ stores, registry }: { stores: Engine; registry: Registry }) {
  const { pathname } = useLocation();
  const floatingDue = useAfterPageLoad(FLOATING_WIDGETS_DELAY_MS);
  // The whole page replaces the skeleton in one render: deferred, React draws it in slices that
  // leave the main thread free for the member's taps (a MobX change alone would render it at once).
  const loading = useDeferredValue(stores.system.phase === "loading");
  if (loading) {
    return (
      <>
        <BrandBar />
        <PageSkeleton />
        <nav className="wl-tab-bar" aria-hidden="true" />
      </>
    );
  }
  const exclusive = registry.inSlot("overlay").find((w) => w.exclusive && (w.when?.(stores) ?? true));
  if (exclusive) return <WidgetView widget={exclusive} registry={registry} />;
  const chrome = routeChrome({
    screenChrome: registry.routeFor(pathname)?.route.chrome,
    passwordChangeDue: stores.passwordChange.due,
  });
  if (chrome === "none") {
    return (
      <>
        <AppRoutes registry={registry} />
        <Slot name="overlay" registry={registry} />
      </>
    );
  }
  const app = chrome === "app";
  return (
    <>
      <BrandBar>{app && <Slot name="top-bar" registry={registry} />}</BrandBar>
      <AppRoutes registry={registry} />
      {app && <Slot name="bottom-bar" registry={registry} />}
      <Slot name="overlay" registry={registry} />
      {app && (
        <AfterPageLoad delayMs={0}>
          {/* Its code may fail to download (the member went offline): the page stays, without it. */}
          <WidgetBoundary widgetId="floating-layer">
            <Suspense fallback={null}>
              <FloatingLayer registry={registry} partsShown={floatingDue} />
            </Suspense>
          </WidgetBoundary>
        </AfterPageLoad>
      )}
    </>
  );
});

/**
 * The app. The theme's CSS variables and the base rules are not injected here: the stamped page
 * already carries them (scripts/lib/stamp-html.ts, from the same engine/theme functions), and the
 * theme never changes while the page is open, so computing them again would only cost time.
 */
export const App = observer(function App({
  stores,
  registry = appRegistry,
}: {
  stores: Engine;
  registry?: Registry;
}) {
  const { i18n } = stores;
  // Deferred like Screen's phase: the first catalogue (or a new language) re-renders everything.
  const messages = useDeferredValue(i18n.messages);
  return (
    <StoresContext.Provider value={stores}>
      <RegistryContext.Provider value={registry}>
        <DocumentLanguage stores={stores} />
        {messages ? (
          <IntlProvider locale={i18n.locale} messages={messages} defaultLocale="en">
            <BrowserRouter>
              <NavigationBridge stores={stores} />
              <Screen stores={stores} registry={registry} />
              {/* The overlays' rules load once the first page has (each waits its own spec delay). */}
              <AfterPageLoad delayMs={0}>
                <Engagements registry={registry} />
              </AfterPageLoad>
              <NoticeHost />
              <ToastHost />
            </BrowserRouter>
          </IntlProvider>
        ) : (
          <>
            <BrandBar />
            <PageSkeleton />
          </>
        )}
      </RegistryContext.Provider>
    </StoresContext.Provider>
  );
});
