import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sources } from "../source-files";

/** Where react-router's own links and navigation may be used: the router's home, and the app shell that mounts it. */
const ROUTER_HOMES = ["engine/routing/", "engine/app.tsx"];
const DIRECT = /import\s*\{[^}]*\b(Link|NavLink|Navigate|useNavigate)\b[^}]*\}\s*from\s*["']react-router["']/;

describe("one way to navigate (design: patterns for the product screens)", () => {
  it("screens and primitives go through engine/routing/navigation.tsx, so the kept query is never lost", () => {
    const offenders = [...sources("engine"), ...sources("widgets")].filter(
      (file) =>
        !ROUTER_HOMES.some((home) => file.startsWith(home)) && DIRECT.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("only the HTML block sets innerHTML", () => {
    const offenders = [...sources("engine"), ...sources("widgets")].filter(
      (file) =>
        file !== "engine/ui/html-block.tsx" &&
        /dangerouslySetInnerHTML|\.innerHTML\s*=/.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
