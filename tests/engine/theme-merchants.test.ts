import { describe, expect, it } from "vitest";
import type { ThemeInputs } from "../../engine/config/merchant-config";
import { contrastRatio } from "../../engine/theme/color";
import { checkThemeContrast } from "../../engine/theme/contrast";
import { SCALE_STEPS } from "../../engine/theme/scale";
import { themeVariables } from "../../engine/theme/tokens";
import { listMerchantCodes, loadMerchant } from "../../scripts/lib/merchants";

/** Every merchant in the repository with the theme it ends up with, merged as the build merges it. */
const merchants = listMerchantCodes().map((code) => ({
  code,
  theme: loadMerchant(code).config.theme as ThemeInputs,
}));

describe("sample merchants' themes", () => {
  it("are found", () => {
    expect(merchants.length).toBeGreaterThan(0);
  });

  it.each(merchants)("$code passes the contrast check", ({ theme }) => {
    expect(checkThemeContrast(theme)).toEqual([]);
  });

  it.each(merchants)("$code puts readable text on every filled colour", ({ theme }) => {
    const vars = themeVariables(theme);
    const fills = ["primary", "accent"].flatMap((name) => [
      name,
      ...SCALE_STEPS.map((step) => `${name}-${step}`),
    ]);
    for (const fill of fills) {
      const background = vars[`--wl-${fill}`] ?? "";
      const text = vars[`--wl-on-${fill}`] ?? "";
      expect(
        contrastRatio(text, background),
        `--wl-on-${fill} ${text} on ${background}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(merchants)("$code keeps muted text readable on every surface", ({ theme }) => {
    const vars = themeVariables(theme);
    const muted = vars["--wl-text-muted"] ?? "";
    for (const surface of [
      "--wl-bg",
      "--wl-surface",
      "--wl-surface-raised",
      "--wl-surface-sunken",
    ] as const) {
      expect(contrastRatio(muted, vars[surface] ?? ""), surface).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("brand colours used as text", () => {
  it.each(merchants)("$code: primary and accent text read on surface and background", ({ theme }) => {
    const vars = themeVariables(theme);
    for (const token of ["--wl-primary-text", "--wl-accent-text"] as const) {
      const colour = vars[token] ?? "";
      expect(contrastRatio(colour, theme.surface), `${token} on surface`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colour, theme.background), `${token} on background`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
