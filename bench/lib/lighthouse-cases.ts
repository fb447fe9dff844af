/**
 * What the Lighthouse bench measures: every routed screen, in the role that reaches it (a public
 * screen as a visitor, a protected one as a member), plus home as a member sees it. The screens
 * and the address that opens one of each (an item, a game) are the fault matrix's list, which a
 * unit test holds against the widget registry, so a new screen is measured without a line here.
 */
import { MATRIX_ROUTES, urlOf } from "../../e2e/fault-matrix-routes";
import type { RegisteredRoute } from "../../e2e/registered-routes";

export interface LighthouseCase {
  /** The registered route path (what `--route` names). */
  route: string;
  /** What the browser opens: the path, or an address that opens one item of the screen. */
  url: string;
  member: boolean;
  /** The lowest score that meets the goal (issue 35): first pages 100, public 98, member 95. */
  goal: number;
}

/** The pages members land on first must be perfect. */
export const FIRST_PAGES = ["/m/home", "/m/login"];
export const GOALS = { firstPage: 100, publicScreen: 98, memberScreen: 95 } as const;

export function lighthouseCases(screens: readonly RegisteredRoute[]): LighthouseCase[] {
  const cases: LighthouseCase[] = [];
  for (const row of MATRIX_ROUTES) {
    const screen = screens.find((each) => each.path === row.path);
    if (!screen) continue; // the not-found row, which is no screen
    const url = urlOf(row);
    const goalAsVisitor = FIRST_PAGES.includes(screen.path) ? GOALS.firstPage : GOALS.publicScreen;
    if (!screen.protected) cases.push({ route: screen.path, url, member: false, goal: goalAsVisitor });
    // Home is where a member lands after login, so its member's view counts as a first page too.
    if (screen.protected || screen.path === "/m/home")
      cases.push({
        route: screen.path,
        url,
        member: true,
        goal: screen.protected ? GOALS.memberScreen : goalAsVisitor,
      });
  }
  return cases;
}

/**
 * The cases `--route` picks; a route the bench does not know is an error naming the ones it does,
 * never an empty table.
 */
export function pickRoutes(
  cases: readonly LighthouseCase[],
  routes: readonly string[] | null,
): LighthouseCase[] {
  if (!routes) return [...cases];
  const known = [...new Set(cases.map((each) => each.route))];
  const unknown = routes.filter((route) => !known.includes(route));
  if (unknown.length)
    throw new Error(
      `--route ${unknown.join(", ")}: no routed screen has that path. Known routes: ${known.join(" ")}`,
    );
  return cases.filter((each) => routes.includes(each.route));
}
