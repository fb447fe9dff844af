import { describe, expect, it } from "vitest";
import type { ThemeInputs } from "../../engine/config/merchant-config";
import { contrastRatio, toHex } from "../../engine/theme/color";
import { checkThemeContrast, WCAG_AA_MIN_CONTRAST } from "../../engine/theme/contrast";
import { themeVariables } from "../../engine/theme/tokens";

const good: ThemeInputs = {
  mode: "light",
  primary: "#0B6E99",
  accent: "#FF8A00",
  background: "#F4F8FB",
  surface: "#FFFFFF",
  text: "#10222E",
};

/** Greys chosen so that every checked pair fails: text on mid-grey, fills in the band where neither white nor near-black reaches 4.5:1. */
const bad: ThemeInputs = {
  mode: "light",
  primary: "#7A7A7A",
  accent: "#787878",
  background: "#808080",
  surface: "#8A8A8A",
  text: "#777777",
};

describe("theme contrast check", () => {
  it("uses the WCAG AA minimum for normal text", () => {
    expect(WCAG_AA_MIN_CONTRAST).toBe(4.5);
  });

  it("reports nothing for a readable theme", () => {
    expect(checkThemeContrast(good)).toEqual([]);
  });

  it("reports every failing pair and points at the input to change", () => {
    const problems = checkThemeContrast(bad);
    expect(
      problems.map(({ foreground, background, pointer }) => ({ foreground, background, pointer })),
    ).toEqual([
      { foreground: "text", background: "background", pointer: "/theme/text" },
      { foreground: "text", background: "surface", pointer: "/theme/text" },
      { foreground: "text-muted", background: "surface", pointer: "/theme/text" },
      { foreground: "text-muted", background: "background", pointer: "/theme/text" },
      { foreground: "on-primary", background: "primary", pointer: "/theme/primary" },
      { foreground: "on-accent", background: "accent", pointer: "/theme/accent" },
    ]);
    for (const problem of problems) {
      expect(problem.minimum).toBe(4.5);
      expect(problem.ratio).toBeLessThan(4.5);
      expect(problem.message).toContain(`${problem.ratio}:1`);
      expect(problem.message).toContain("below the WCAG AA minimum of 4.5:1");
      expect(problem.message).toContain(problem.pointer);
    }
  });

  it("says which pair fails, by how much, and what to change", () => {
    const [first] = checkThemeContrast(bad);
    expect(first?.message).toBe(
      "text #777777 on background #808080 has contrast 1.13:1, below the WCAG AA minimum of 4.5:1; darken /theme/text or lighten /theme/background",
    );
    const onPrimary = checkThemeContrast(bad).find((problem) => problem.foreground === "on-primary");
    expect(onPrimary?.message).toBe(
      "on-primary text #111111 on primary #7A7A7A has contrast 4.39:1, below the WCAG AA minimum of 4.5:1; neither white, near-black nor /theme/text reaches 4.5:1 on it, so darken /theme/primary for light text or lighten it for dark text",
    );
  });

  it("tells a dark theme to move the other way", () => {
    const problems = checkThemeContrast({
      ...good,
      mode: "dark",
      background: "#202020",
      surface: "#2A2A2A",
      text: "#5A5A5A",
    });
    expect(problems[0]?.message).toMatch(/; lighten \/theme\/text or darken \/theme\/background$/);
    expect(problems.find((problem) => problem.foreground === "text-muted")?.message).toMatch(
      /; lighten \/theme\/text, from which muted text is mixed$/,
    );
  });

  it("flags only the pair that fails", () => {
    // Text reads on the white page but not on the grey cards.
    const problems = checkThemeContrast({
      ...good,
      background: "#FFFFFF",
      surface: "#8A8A8A",
      text: "#333333",
    });
    expect(problems.map((problem) => `${problem.foreground} on ${problem.background}`)).toEqual([
      "text on surface",
      "text-muted on surface",
    ]);
  });

  it("never shows a failing ratio as the minimum itself", () => {
    // 4.4999…:1 must read 4.49, not 4.5, next to "below the minimum of 4.5:1".
    expect(contrastRatio("#6d6d6d", "#efefef")).toBeLessThan(4.5);
    const [problem] = checkThemeContrast({
      ...good,
      background: "#EFEFEF",
      surface: "#EFEFEF",
      text: "#6D6D6D",
    });
    expect(problem?.ratio).toBe(4.49);
  });

  it("gives themes whose own text reads readable derived colours too", () => {
    // A fixed pseudo-random sweep of themes: whenever text passes on background and surface,
    // muted text must pass on every surface it may sit on, and text on the raised and sunken ones.
    let seed = 20240611;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const colour = () => toHex([next() * 255, next() * 255, next() * 255]);
    let passingThemes = 0;
    for (let i = 0; i < 2000; i++) {
      const theme: ThemeInputs = {
        mode: next() < 0.5 ? "light" : "dark",
        primary: colour(),
        accent: colour(),
        background: colour(),
        surface: colour(),
        text: colour(),
      };
      if (contrastRatio(theme.text, theme.background) < 4.5 || contrastRatio(theme.text, theme.surface) < 4.5)
        continue;
      passingThemes++;
      const vars = themeVariables(theme);
      const muted = vars["--wl-text-muted"] ?? "";
      const surfaces = [
        theme.background,
        theme.surface,
        vars["--wl-surface-raised"],
        vars["--wl-surface-sunken"],
      ];
      for (const surface of surfaces) {
        expect(contrastRatio(muted, surface ?? ""), JSON.stringify(theme)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(theme.text, surface ?? ""), JSON.stringify(theme)).toBeGreaterThanOrEqual(4.5);
      }
      expect(checkThemeContrast(theme).filter((problem) => problem.pointer === "/theme/text")).toEqual([]);
    }
    expect(passingThemes).toBeGreaterThan(50);
  });
});
