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
/**
 * A physical side in a style: margins, paddings, borders and corners by side (both spellings); a
 * position from a side (top and bottom as literals; left and right whatever their value, though
 * not a property read, `rect.left`, nor a call's value, `left: money(…)`, which is a message's
 * placeholder: a style's value is a literal, a scale step or a variable); text aligned or floated
 * to a side.
 */
const PHYSICAL = new RegExp(
  [
    /\b(margin|padding|border)(Top|Bottom|Left|Right)\b/,
    /\bborder(Top|Bottom)(Left|Right)Radius\b/,
    /\b(margin|padding|border)-(top|bottom|left|right)\b\s*:/,
    /\b(top|bottom)\s*:\s*["\d`]/,
    /(?<![.\w$])(left|right)\s*:(?!\s*[\w.$]+\()/,
    /\b(textAlign|float)\s*:\s*"(left|right)"|\b(text-align|float)\s*:\s*(left|right)\b/,
  ]
    .map((rule) => rule.source)
    .join("|"),
);
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
    const offenders = styleLines().filter((entry) => PHYSICAL.test(entry.line) && !commented(entry));
    expect(offenders.map((entry) => `${entry.where} ${entry.line.trim()}`)).toEqual([]);
  });

  it("the physical rule tells a style's side from a property read or a message's placeholder", () => {
    expect(PHYSICAL.test("        left: position?.x ?? 0,")).toBe(true);
    expect(PHYSICAL.test("`.wl-bar{position:fixed;right:0}`")).toBe(true);
    expect(PHYSICAL.test("borderTopLeftRadius: radius.lg,")).toBe(true);
    expect(PHYSICAL.test('x: side === "left" ? rect.left : rect.right')).toBe(false);
    expect(PHYSICAL.test("{ min: money(room.min), left: money(room.leftToday) }")).toBe(false);
  });

  it("corners are steps of the radius scale (the merchant's theme), or a circle's 50%", () => {
    const RADIUS =
      /\b(borderRadius|border\w*Radius)\s*:\s*([^,}]+)|border-radius\s*:\s*(\$\{radius\.\w+\}|[^;}"`]+)/;
    const onScale = (value: string) =>
      /^(radius\.\w+|radius\[\w+\]|\$\{radius\.\w+\})$/.test(value) || value === '"50%"' || value === "0";
    const offScale = styleLines().filter((entry) => {
      const match = RADIUS.exec(entry.line);
      const value = (match?.[2] ?? match?.[3])?.trim();
      return value !== undefined && !onScale(value) && !commented(entry);
    });
    expect(offScale.map((entry) => `${entry.where} ${entry.line.trim()}`)).toEqual([]);
  });

  it("touch targets are LAYOUT.minTouch (44 px) or more, or a literal carries a comment saying why", () => {
    const MIN_SIZE =
      /\b(minHeight|minWidth|minBlockSize|minInlineSize)\s*:\s*(\d+)\b|\bmin-(height|width)\s*:\s*(\d+)px/;
    const offScale = styleLines().filter((entry) => {
      const match = MIN_SIZE.exec(entry.line);
      const value = match ? Number(match[2] ?? match[4]) : 0;
      return value !== 0 && !commented(entry);
    });
    expect(offScale.map((entry) => `${entry.where} ${entry.line.trim()}`)).toEqual([]);
  });
});
