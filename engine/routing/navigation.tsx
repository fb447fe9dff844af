/**
 * The one way to move around the app. Every in-app link and navigation goes through here, so
 * the query parameters spec section 2 keeps ride along (engine/routing/kept-query.ts) without a
 * screen having to know them; screens never import react-router's Link or navigate themselves
 * (tests/engine/navigation-rules.test.ts holds them to it).
 */
import type { Ref } from "react";
import {
  Link,
  type LinkProps,
  Navigate,
  type NavigateOptions,
  NavLink,
  useLocation,
  useNavigate,
} from "react-router";
import { withKeptQuery } from "./kept-query";

/** `navigate(path)` with the kept query; a number goes back or forward in history. */
export function useAppNavigate(): (to: string | number, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (to, options) =>
    typeof to === "number" ? navigate(to) : navigate(withKeptQuery(to, search), options);
}

/** An in-app link; `to` is a path such as `/m/login` or `/m/activity?id=3`. */
export function AppLink({
  to,
  ref,
  ...rest
}: Omit<LinkProps, "to"> & { to: string; ref?: Ref<HTMLAnchorElement> }) {
  const { search } = useLocation();
  return <Link ref={ref} to={withKeptQuery(to, search)} {...rest} />;
}

/**
 * An in-app link that knows when its page is showing (`.active`, aria-current), for tabs.
 * `showing`: the page is on show under another address too (an alias: / shows /m/home).
 */
export function AppNavLink({
  to,
  className = "",
  showing = false,
  ...rest
}: Omit<LinkProps, "to" | "className"> & { to: string; className?: string; showing?: boolean }) {
  const { search } = useLocation();
  const target = withKeptQuery(to, search);
  if (showing) return <Link to={target} className={`${className} active`} aria-current="page" {...rest} />;
  return <NavLink to={target} className={className} {...rest} />;
}

/** Goes somewhere else at once (a guard, a page with nothing to show), keeping the query. */
export function AppRedirect({
  to,
  replace = true,
  state,
}: {
  to: string;
  replace?: boolean;
  state?: unknown;
}) {
  const { search } = useLocation();
  return <Navigate to={withKeptQuery(to, search)} replace={replace} state={state} />;
}
