/**
 * Which of the page's chrome a route shows around its screen:
 * - "app": the top bar with its actions, the tab bar (bottom-bar slot) and the floating parts;
 * - "focused": the brand bar alone, while a forced password change is due (spec §4): every route
 *   then leads to /m/changePsw, where the member may only change the password, log out or call
 *   customer service, so nothing may lead elsewhere or cover the form;
 * - "none": a full-viewport screen (the game viewer), without bars.
 */
export type RouteChrome = "app" | "focused" | "none";

export function routeChrome(route: {
  /** The registered screen's own choice (engine/registry/registry.ts), when a screen shows. */
  screenChrome: "app" | "none" | undefined;
  passwordChangeDue: boolean;
}): RouteChrome {
  if (route.passwordChangeDue) return "focused";
  return route.screenChrome === "none" ? "none" : "app";
}
