import { describe, expect, it } from "vitest";
import { MATRIX_ROUTES } from "../../e2e/fault-matrix-routes";
import { registry } from "../../engine/registry/registry";
import "../../widgets/index";

describe("the fault matrix's route list (e2e/fault-matrix-routes.ts)", () => {
  it("visits every registered screen, so a new screen cannot escape the faults", () => {
    const listed = new Set(MATRIX_ROUTES.map((route) => route.path));
    const missing = registry
      .routes()
      .map((widget) => widget.route.path)
      .filter((path) => !listed.has(path));
    expect(missing, "add these paths to MATRIX_ROUTES").toEqual([]);
  });

  it("lists no screen that is not registered, so a deleted screen does not linger as a 404 row", () => {
    const stale = MATRIX_ROUTES.filter((route) => route.path !== "*" && !registry.routeFor(route.path));
    expect(stale.map((route) => route.path)).toEqual([]);
  });

  it("opens each row at an address of its own screen", () => {
    for (const route of MATRIX_ROUTES.filter((row) => row.path !== "*" && row.url)) {
      expect(new URL(route.url ?? "", "http://x").pathname, route.path).toBe(route.path);
    }
  });
});
