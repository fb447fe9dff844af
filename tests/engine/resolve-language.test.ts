import { describe, expect, it } from "vitest";
import { codeForBrowserLanguage, resolveLanguage } from "../../engine/i18n/resolve-language";

describe("browser language → platform code", () => {
  it.each([
    ["zh-CN", "CN"],
    ["zh", "CN"],
    ["zh-Hans", "CN"],
    ["zh-TW", "TW"],
    ["zh-HK", "TW"],
    ["zh-Hant-HK", "TW"],
    ["fil", "TY"],
    ["fil-PH", "TY"],
    ["en-PH", "TY"],
    ["en-US", "EN"],
    ["pt-BR", "PT-BR"],
    ["pt-PT", "PT"],
    ["th-TH", "TH"],
  ])("%s → %s", (tag, code) => {
    expect(codeForBrowserLanguage(tag)).toBe(code);
  });

  it("returns null for a language the platform does not have", () => {
    expect(codeForBrowserLanguage("de-DE")).toBeNull();
  });
});

describe("resolveLanguage", () => {
  const merchant = { supported: ["CN", "TW", "EN"] as const, fallback: "CN" as const };

  it("prefers the stored choice", () => {
    expect(resolveLanguage({ ...merchant, stored: "TW", browser: ["en-US"] })).toBe("TW");
  });

  it("uses the browser language when nothing is stored", () => {
    expect(resolveLanguage({ ...merchant, stored: null, browser: ["zh-HK", "en"] })).toBe("TW");
  });

  it("falls back to the default when the wanted language is not supported", () => {
    expect(resolveLanguage({ ...merchant, stored: null, browser: ["fr-FR"] })).toBe("CN");
    expect(resolveLanguage({ ...merchant, stored: "VI", browser: ["en-US"] })).toBe("CN");
  });

  it("falls back to the first supported when the default is not supported either", () => {
    expect(resolveLanguage({ supported: ["EN", "TH"], fallback: "CN", stored: null, browser: [] })).toBe(
      "EN",
    );
  });
});
