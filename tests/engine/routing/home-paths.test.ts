import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  HOME_ALIASES,
  isHomePath,
  isInstallPromptHomePath,
  ROUTE_ALIASES,
  screenPath,
} from "../../../engine/routing/aliases";
import { RouteStore } from "../../../engine/routing/route-store";
import { sources } from "../../source-files";

describe("home's addresses (spec §2 and §4), known in one place", () => {
  it.each([
    ["/", "/m/home"],
    ["/m", "/m/home"],
    ["/m/", "/m/home"],
    ["/m/index", "/m/home"],
    ["/m/index.html", "/m/home"],
    ["/m/home", "/m/home"],
    ["/m/home/", "/m/home"],
    ["/m/register.html", "/m/register"],
    ["/m/voucherCenter", "/m/voucherCenter"],
    ["/m/index.htm", "/m/index.htm"],
    ["/m/homes", "/m/homes"],
  ])("%s shows the screen %s", (address, screen) => {
    expect(screenPath(address)).toBe(screen);
    expect(isHomePath(address)).toBe(screen === "/m/home");
  });

  it("lists every home path the spec names, each an alias the router serves", () => {
    expect([...HOME_ALIASES].sort()).toEqual(["/", "/m", "/m/", "/m/index", "/m/index.html"]);
    for (const alias of HOME_ALIASES) expect(ROUTE_ALIASES[alias]).toBe("/m/home");
  });

  it.each([
    ["/", true],
    ["/m/home", true],
    ["/m/index.html", true],
    // Spec §4 names only the three above for the install prompt: home's other addresses are not in it.
    ["/m", false],
    ["/m/", false],
    ["/m/index", false],
    ["/m/login", false],
  ])("the install prompt's narrower list: %s → %s", (address, listed) => {
    expect(isInstallPromptHomePath(address)).toBe(listed);
  });

  it("the route store tells the screen apart from the address", () => {
    const route = new RouteStore({ pathname: "/m/index.html", search: "" });
    expect(route.screen).toBe("/m/home");
    expect(route.pathname).toBe("/m/index.html");
    route.report("/m/member/home", "");
    expect(route.screen).toBe("/m/member/home");
  });

  it("no rule compares the raw address with home or keeps a list of home's aliases of its own", () => {
    const offenders = [...sources("engine"), ...sources("widgets")].filter((file) => {
      if (file === "engine/routing/aliases.ts") return false;
      const code = readFileSync(file, "utf8");
      return (
        /pathname\s*===\s*HOME_PATH|HOME_PATH\s*===\s*[\w.]*pathname/.test(code) ||
        /\[\s*"\/",\s*"\/m/.test(code) ||
        /new Set\(\[\s*"\/"/.test(code)
      );
    });
    expect(offenders).toEqual([]);
  });
});
