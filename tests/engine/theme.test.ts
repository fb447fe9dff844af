import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ThemeInputs } from "../../engine/config/merchant-config";
import { contrastRatio, luminance, mix, textOn } from "../../engine/theme/color";
import { baseCss } from "../../engine/theme/layout";
import { SCALE_STEPS } from "../../engine/theme/scale";
import { themeVariables, variablesToCss } from "../../engine/theme/tokens";

const sunrise: ThemeInputs = {
  mode: "light",
  primary: "#0B6E99",
  accent: "#FF8A00",
  background: "#F4F8FB",
  surface: "#FFFFFF",
  text: "#10222E",
  radius: 8,
};

const royal: ThemeInputs = {
  mode: "dark",
  primary: "#C8102E",
  accent: "#F5C542",
  background: "#1A0B0D",
  surface: "#2B1316",
  text: "#FFF4E0",
  radius: 14,
};

/**
 * Every `var(--wl-…)` the engine and widgets read, found in their source. One read with a fallback
 * (`var(--wl-room-bottom, 56px)`) is a value the page sets as it runs (the floating layout's room),
 * not a theme token.
 */
function variablesReadBySource(): Set<string> {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry)) {
        for (const match of readFileSync(path, "utf8").matchAll(/var\((--wl-[a-z0-9-]+)/g))
          names.add(match[1] ?? "");
      }
    }
  };
  visit("engine");
  visit("widgets");
  for (const match of baseCss().matchAll(/var\((--wl-[a-z0-9-]+)(?![a-z0-9-]|\s*,)/g))
    names.add(match[1] ?? "");
  return names;
}

describe("theme tokens", () => {
  it("computes WCAG contrast", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBeCloseTo(1, 5);
  });

  it("puts readable text on brand colours", () => {
    expect(textOn("#C8102E")).toBe("#ffffff");
    expect(textOn("#F5C542")).toBe("#111111");
  });

  it("mixes colours channel by channel", () => {
    expect(mix("#ffffff", "#000000", 0.5)).toBe("#808080");
  });

  it("derives the variables from the brand inputs", () => {
    const vars = themeVariables(sunrise);
    expect(vars["--wl-primary"]).toBe("#0B6E99");
    expect(vars["--wl-on-primary"]).toBe("#ffffff");
    expect(vars["--wl-radius"]).toBe("8px");
    expect(vars["--wl-font"]).toMatch(/^system-ui/);
  });

  it("defines every CSS variable a component or the static shell reads", () => {
    const read = variablesReadBySource();
    expect(read.size).toBeGreaterThan(5);
    for (const theme of [sunrise, royal]) {
      const defined = Object.keys(themeVariables(theme));
      expect([...read].filter((name) => !defined.includes(name))).toEqual([]);
    }
  });

  it("offers a ten-step scale and a text colour for each step, for primary and for accent", () => {
    const vars = themeVariables(sunrise);
    for (const name of ["primary", "accent"]) {
      for (const step of SCALE_STEPS) {
        expect(vars[`--wl-${name}-${step}`]).toMatch(/^#[0-9a-f]{6}$/i);
        expect(vars[`--wl-on-${name}-${step}`]).toMatch(/^#[0-9a-f]{6}$/i);
      }
    }
    expect(vars["--wl-primary-500"]).toBe(sunrise.primary);
    expect(vars["--wl-on-primary-500"]).toBe(vars["--wl-on-primary"]);
  });

  it("uses the theme's own text colour on a fill when it reads best there", () => {
    // Pure black text beats both white and near-black on a pale yellow button.
    const vars = themeVariables({ ...sunrise, text: "#000000", accent: "#FFE082" });
    expect(vars["--wl-on-accent"]).toBe("#000000");
  });

  it("derives a radius scale, and keeps a square brand square", () => {
    const eight = themeVariables(sunrise);
    expect([eight["--wl-radius-sm"], eight["--wl-radius"], eight["--wl-radius-lg"]]).toEqual([
      "4px",
      "8px",
      "12px",
    ]);
    expect(eight["--wl-radius-pill"]).toBe("9999px");
    const square = themeVariables({ ...sunrise, radius: 0 });
    expect(
      ["--wl-radius-sm", "--wl-radius", "--wl-radius-lg", "--wl-radius-pill"].map(
        (name) => square[name as `--wl-${string}`],
      ),
    ).toEqual(["0px", "0px", "0px", "0px"]);
    expect(themeVariables({ ...sunrise, radius: undefined })["--wl-radius"]).toBe("12px");
  });

  it("raises cards towards the light and sinks wells away from it, in both modes", () => {
    for (const theme of [sunrise, royal]) {
      const vars = themeVariables(theme);
      const surface = luminance(theme.surface);
      expect(luminance(vars["--wl-surface-raised"] ?? "")).toBeGreaterThanOrEqual(surface);
      expect(luminance(vars["--wl-surface-sunken"] ?? "")).toBeLessThan(surface);
    }
    // On a dark theme the raised card must be visibly lighter than the surface it sits on.
    const dark = themeVariables(royal);
    expect(dark["--wl-surface-raised"]).not.toBe(royal.surface);
    expect(dark["--wl-surface-raised"]).not.toBe(dark["--wl-skeleton"]);
  });

  it("keeps muted text readable when the usual mix would be too faint", () => {
    // Mid-grey text passes on white (7:1), but the plain 70% mix towards white would not.
    const theme: ThemeInputs = { ...sunrise, text: "#595959", background: "#FFFFFF" };
    const muted = themeVariables(theme)["--wl-text-muted"] ?? "";
    expect(contrastRatio(muted, theme.surface)).toBeGreaterThanOrEqual(4.5);
    expect(luminance(muted)).toBeGreaterThan(luminance(theme.text));
  });

  it("writes the variables as one CSS rule", () => {
    const css = variablesToCss(":root", themeVariables(sunrise));
    expect(css.startsWith(":root{--wl-primary:#0B6E99;")).toBe(true);
    expect(css).toContain(";--wl-primary-500:#0B6E99;");
    expect(css.endsWith("}")).toBe(true);
  });
});
