import { describe, expect, it } from "vitest";
import { GOALS, lighthouseCases, pickRoutes } from "../../bench/lib/lighthouse-cases";
import { registry } from "../../engine/registry/registry";
import "../../widgets/index";

const screens = registry.routes().map((widget) => ({
  path: widget.route.path,
  protected: Boolean(widget.route.protected),
}));
const cases = lighthouseCases(screens);
const roleOf = (route: string) => cases.filter((each) => each.route === route).map((each) => each.member);

describe("the Lighthouse bench's screens (bench/lib/lighthouse-cases.ts)", () => {
  it("measures every registered screen, a protected one as a member and a public one as a visitor", () => {
    for (const screen of screens) {
      const roles = roleOf(screen.path);
      expect(roles.length, screen.path).toBeGreaterThan(0);
      if (screen.protected) expect(roles.every(Boolean), screen.path).toBe(true);
      else expect(roles, screen.path).toContain(false);
    }
  });

  it("holds home and login to 100, home as a member too, other public screens to 98, a member's to 95", () => {
    const goal = (route: string, member: boolean) =>
      cases.find((each) => each.route === route && each.member === member)?.goal;
    expect(goal("/m/home", false)).toBe(GOALS.firstPage);
    expect(goal("/m/login", false)).toBe(GOALS.firstPage);
    expect(goal("/m/home", true)).toBe(GOALS.firstPage);
    expect(goal("/m/register", false)).toBe(GOALS.publicScreen);
    expect(goal("/m/member/home", true)).toBe(GOALS.memberScreen);
  });

  it("opens a screen's item as well as its list where the screen takes one", () => {
    expect(cases.filter((each) => each.route === "/m/news").map((each) => each.url)).toEqual([
      "/m/news",
      "/m/news?id=1",
    ]);
  });

  it("measures the deposit screen for --route /m/voucherCenter, which printed nothing before", () => {
    expect(pickRoutes(cases, ["/m/voucherCenter"])).toEqual([
      expect.objectContaining({ route: "/m/voucherCenter", member: true }),
    ]);
  });

  it("refuses a route no screen has, naming the known ones, rather than printing an empty table", () => {
    expect(() => pickRoutes(cases, ["/m/home", "/m/nowhere"])).toThrow(
      /--route \/m\/nowhere: no routed screen has that path\. Known routes: \/m\/login \/m\/home/,
    );
  });
});
