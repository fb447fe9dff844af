import { describe, expect, it } from "vitest";
import { contrastRatio, mix, textOn } from "../../engine/theme/color";
import { themeVariables } from "../../engine/theme/tokens";

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
    const vars = themeVariables({
      mode: "light",
      primary: "#0B6E99",
      accent: "#FF8A00",
      background: "#F4F8FB",
      surface: "#FFFFFF",
      text: "#10222E",
      radius: 8,
    });
    expect(vars["--wl-primary"]).toBe("#0B6E99");
    expect(vars["--wl-on-primary"]).toBe("#ffffff");
    expect(vars["--wl-radius"]).toBe("8px");
    expect(vars["--wl-font"]).toMatch(/^system-ui/);
  });
});
