import { observer } from "mobx-react-lite";
import { lazy, Suspense, useEffect } from "react";
import { Route, Routes, useLocation } from "react-router";
import { heldRedirect } from "../identity/password-change-hold";
import type { Registry, RouteWidget } from "../registry/registry";
import { useRegistry } from "../registry/registry-context";
import { WidgetBoundary } from "../registry/widget-boundary";
import { WidgetView } from "../registry/widget-view";
import { LoadFailedPage } from "../ui/load-failed-page";
import { PageSkeleton } from "../ui/page-skeleton";
import { useStores } from "../ui/stores-context";
import { hasQueryToken, LOGIN_PATH, ROUTE_ALIASES } from "./aliases";
import { AppRedirect } from "./navigation";
import { applyNoindex, shouldNoindex } from "./noindex";

/**
 * An unknown address (or a screen switched off) is rare: its page's code comes when one is met,
 * not with the first page, which has no bytes to spare (bench/run.ts).
 */
const NotFoundView = lazy(() =>
  import("../ui/not-found-page").then((module) => ({ default: module.NotFoundPage })),
);

function NotFoundPage() {
  return (
    <WidgetBoundary widgetId="not-found" fallback={<LoadFailedPage />}>
      <Suspense fallback={<PageSkeleton />}>
        <NotFoundView />
      </Suspense>
    </WidgetBoundary>
  );
}

/** A routed screen: guarded when protected, hidden (not found) while its `when` rule fails. */
const RouteScreen = observer(function RouteScreen({
  widget,
  registry,
}: {
  widget: RouteWidget;
  registry: Registry;
}) {
  const stores = useStores();
  const location = useLocation();
  if (widget.route.protected && !stores.session.isLoggedIn && !hasQueryToken(location.search)) {
    // Spec section 2: without a session, a protected page leads to the login page (a few name
    // another, like /m/feedback → /m/home), also right after logging out.
    const to = widget.route.guestRedirect ?? LOGIN_PATH;
    return <AppRedirect to={to} state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (widget.when && !widget.when(stores)) return <NotFoundPage />;
  return (
    <WidgetView widget={widget} registry={registry} loading={<PageSkeleton />} failed={<LoadFailedPage />} />
  );
});

function RobotsMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    applyNoindex(document, shouldNoindex(pathname, window.location.hostname));
  }, [pathname]);
  return null;
}

/**
 * The router's table, built from the registered route widgets plus the spec's aliases. While a
 * forced password change is due, every address leads to /m/changePsw instead (spec §4).
 */
export const AppRoutes = observer(function AppRoutes({ registry: given }: { registry?: Registry }) {
  const contextRegistry = useRegistry();
  const registry = given ?? contextRegistry;
  const stores = useStores();
  const { pathname } = useLocation();
  const held = heldRedirect(pathname, stores.passwordChange.due);
  if (held) return <AppRedirect to={held} />;
  const widgets = registry.routes();
  const aliases = Object.entries(ROUTE_ALIASES).flatMap(([alias, target]) => {
    const widget = registry.routeFor(target);
    return widget && !registry.routeFor(alias) ? [{ alias, widget }] : [];
  });
  return (
    <>
      <RobotsMeta />
      <Routes>
        {widgets.map((widget) => (
          <Route
            key={widget.id}
            path={widget.route.path}
            // Keyed by screen: one screen that failed to load must not leave its error page on the next.
            element={<RouteScreen key={widget.id} widget={widget} registry={registry} />}
          />
        ))}
        {aliases.map(({ alias, widget }) => (
          <Route
            key={alias}
            path={alias}
            element={<RouteScreen key={widget.id} widget={widget} registry={registry} />}
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
});
