import { describe, expect, it } from "vitest";
import { routeChrome } from "../../../engine/routing/route-chrome";

describe("which chrome a route shows", () => {
  it.each([
    ["an ordinary screen", "app", false, "app"],
    ["a screen registered without its own choice (an alias, not found)", undefined, false, "app"],
    ["a full-viewport screen (the game viewer)", "none", false, "none"],
    // While a forced change is due every route leads to /m/changePsw: no tab bar, no floating
    // parts, no top-bar actions there, and none for the moment a typed address shows first.
    ["any screen while a password change is due", "app", true, "focused"],
    ["the game viewer while a password change is due", "none", true, "focused"],
    ["an unknown address while a password change is due", undefined, true, "focused"],
  ] as const)("%s → %s", (_, screenChrome, passwordChangeDue, chrome) => {
    expect(routeChrome({ screenChrome, passwordChangeDue })).toBe(chrome);
  });
});
