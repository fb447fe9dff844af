import { describe, expect, it } from "vitest";
import type { ThemeInputs } from "../../engine/config/merchant-config";
import { contrastRatio, toHex } from "../../engine/theme/color";
import {
  checkThemeContrast,
  GUARANTEED_PAIRS,
  WCAG_AA_MIN_CONTRAST,
  WCAG_LARGE_MIN_CONTRAST,
} from "../../engine/theme/contrast";
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
    // every pair the engine derives passes too (muted text, brand and error text on every surface,
    // text on the raised, sunken and chosen-row surfaces), so the check finds nothing but the fills.
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
      const problems = checkThemeContrast(theme).map(
        (problem) => `${problem.foreground} on ${problem.background}`,
      );
      expect(
        problems.filter((pair) => pair !== "on-primary on primary" && pair !== "on-accent on accent"),
        JSON.stringify(theme),
      ).toEqual([]);
    }
    expect(passingThemes).toBeGreaterThan(50);
  });
});

describe("the pairs the theme guarantees", () => {
  const pairName = ({ foreground, background }: { foreground: string; background: string }) =>
    `${foreground} on ${background}`;
  const variableOf = (name: string) => (name === "background" ? "--wl-bg" : `--wl-${name}`);

  it("include the pairs the gallery saw fail: the popup's buttons and text on its panel", () => {
    // The announcement popup's 'Got it' (secondary), 'Go to activity' (primary) and its title and
    // label (text on the dialog's surface): axe flagged them while the popup was still fading in.
    const names = GUARANTEED_PAIRS.map(pairName);
    expect(names).toEqual(
      expect.arrayContaining(["on-accent on accent", "on-primary on primary", "text on surface"]),
    );
  });

  it("hold text to 4.5:1 and only a chosen row's check mark to the 3:1 of graphics and large text", () => {
    expect(WCAG_LARGE_MIN_CONTRAST).toBe(3);
    const relaxed = GUARANTEED_PAIRS.filter((pair) => pair.minimum !== WCAG_AA_MIN_CONTRAST).map(pairName);
    expect(relaxed).toEqual(["primary-text on primary-soft"]);
  });

  it("are each checked: a colour the build would write below its minimum is reported", () => {
    const written = themeVariables(good);
    for (const pair of GUARANTEED_PAIRS) {
      // The pair's two colours made the same (1:1): the text painted in its ground's colour, or a
      // derived ground in its text's (an input ground changed would fail the theme's own text first).
      const input = ["background", "surface", "primary", "accent"].includes(pair.background);
      const [from, to] = input ? [pair.background, pair.foreground] : [pair.foreground, pair.background];
      const variables: Record<string, string | undefined> = {
        ...written,
        [variableOf(to)]: (written as Record<string, string>)[variableOf(from)],
      };
      const problem = checkThemeContrast(good, variables).find((p) => pairName(p) === pairName(pair));
      expect(problem, pairName(pair)).toMatchObject({ ratio: 1, minimum: pair.minimum });
      expect(problem?.message, pairName(pair)).toContain(`below the WCAG AA minimum of ${pair.minimum}:1`);
    }
  });

  it("names the derived surface and the input to change", () => {
    const written = themeVariables(good);
    const problems = checkThemeContrast(good, { ...written, "--wl-surface-raised": "#2A3A44" });
    expect(problems.map((problem) => problem.message)).toContain(
      "text #10222E on surface-raised #2A3A44 (mixed from /theme/surface) has contrast 1.38:1, below the WCAG AA minimum of 4.5:1; darken /theme/text or lighten /theme/surface",
    );
    const check = checkThemeContrast(good, { ...written, "--wl-primary-soft": "#2A7A9F" });
    expect(check.find((problem) => problem.foreground === "primary-text")?.message).toMatch(
      /^primary text #[0-9A-Fa-f]{6} on primary-soft #2A7A9F \(mixed from \/theme\/background\) has contrast [\d.]+:1, below the WCAG AA minimum of 3:1 for graphics and large text; /,
    );
  });

  it("are all met by every sample merchant's theme", () => {
    // Held per merchant in theme-merchants.test.ts; here the pair count the decision record names.
    expect(GUARANTEED_PAIRS).toHaveLength(25);
  });
});
