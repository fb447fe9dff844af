import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { space, text } from "../../engine/theme/scales";

/** Every style source of the app: the engine's and the widgets' TypeScript. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === "generated" ? [] : sources(path);
    return /\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** Lines of style code with the line before each (where an exception's comment sits). */
function styleLines(): Array<{ where: string; line: string; before: string }> {
  return [...sources("engine"), ...sources("widgets")].flatMap((file) => {
    const lines = readFileSync(file, "utf8").split("\n");
    return lines.map((line, index) => ({
      where: `${file}:${index + 1}`,
      line,
      before: lines[index - 1] ?? "",
    }));
  });
}

const SPACING =
  /\b(gap|rowGap|columnGap|padding\w*|margin\w*|inset\w*)\s*:\s*(-?\d+(?:\.\d+)?)\b(?!\s*[/*%])/;
const FONT_SIZE = /\bfontSize\s*:\s*(\d+)\b/;
const commented = (entry: { line: string; before: string }) => /\/\/|\/\*/.test(entry.line + entry.before);

describe("styles are written in the design scales (engine/theme/scales.ts)", () => {
  it("spacing is a step of the scale, or zero, or carries a comment saying why", () => {
    const steps = new Set<number>([0, ...Object.values(space)]);
    const offScale = styleLines().filter((entry) => {
      const match = SPACING.exec(entry.line);
      return match && !steps.has(Math.abs(Number(match[2]))) && !commented(entry);
    });
    expect(offScale.map((entry) => `${entry.where} ${entry.line.trim()}`)).toEqual([]);
  });

  it("font sizes are steps of the type scale, or carry a comment saying why", () => {
    const steps = new Set<number>(Object.values(text).map((step) => step.fontSize));
    const offScale = styleLines().filter((entry) => {
      const match = FONT_SIZE.exec(entry.line);
      return match && !steps.has(Number(match[1])) && !commented(entry);
    });
    expect(offScale.map((entry) => `${entry.where} ${entry.line.trim()}`)).toEqual([]);
  });

  it("uses logical properties only, so right-to-left pages mirror", () => {
    const physical =
      /\b(margin|padding|border)(Top|Bottom|Left|Right)\b|\b(top|left|right|bottom)\s*:\s*["\d`]|textAlign\s*:\s*"(left|right)"|(margin|padding)-(top|bottom|left|right)\s*:/;
    const offenders = styleLines().filter((entry) => physical.test(entry.line) && !commented(entry));
    expect(offenders.map((entry) => `${entry.where} ${entry.line.trim()}`)).toEqual([]);
  });
});
