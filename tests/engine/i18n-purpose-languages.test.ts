import { describe, expect, it } from "vitest";
import type { LanguageCode } from "../../engine/config/merchant-config";
import { LANGUAGES } from "../../engine/i18n/languages";
import {
  CHAT_LAUNCH,
  CHAT_USER,
  chatLaunchLanguage,
  chatUserLanguage,
  LOTTERY_LAUNCH,
  lotteryLaunchLanguage,
} from "../../engine/i18n/purpose-languages";

const ALL = Object.keys(LANGUAGES) as LanguageCode[];

describe("chatLaunchLanguage (spec §9: default CN, TW mapped to CN)", () => {
  it.each([
    ["CN", "CN"],
    ["TW", "CN"],
    ["EN", "EN"],
    ["TH", "TH"],
    ["VI", "VI"],
    ["KR", "KO"],
    ["PT-BR", "PT"],
    ["AR", "CN"],
    ["UR-LA", "CN"],
  ])("%s → %s", (code, expected) => {
    expect(chatLaunchLanguage(code)).toBe(expected);
  });

  it("defaults to CN for an unknown, empty or missing code", () => {
    expect(chatLaunchLanguage("XX")).toBe("CN");
    expect(chatLaunchLanguage("")).toBe("CN");
    expect(chatLaunchLanguage(null)).toBe("CN");
  });
});

describe("lotteryLaunchLanguage (spec §9: default VI)", () => {
  it.each([
    ["VI", "VI"],
    ["CN", "CN"],
    ["TW", "TW"],
    ["TH", "TH"],
    ["KM", "KM"],
    ["KR", "KO"],
    ["PT-BR", "PT"],
    ["FR", "VI"],
    ["TY", "VI"],
  ])("%s → %s", (code, expected) => {
    expect(lotteryLaunchLanguage(code)).toBe(expected);
  });

  it("defaults to VI for an unknown or missing code", () => {
    expect(lotteryLaunchLanguage("XX")).toBe("VI");
    expect(lotteryLaunchLanguage(undefined)).toBe("VI");
  });
});

describe("chatUserLanguage (spec §9: default EN)", () => {
  it.each([
    ["CN", "CN"],
    ["TW", "TW"],
    ["KR", "KO"],
    ["PH", "TY"],
    ["TY", "TY"],
    ["AR", "AR"],
    ["PT-BR", "PT"],
    ["UZ", "EN"],
    ["LO", "EN"],
  ])("%s → %s", (code, expected) => {
    expect(chatUserLanguage(code)).toBe(expected);
  });

  it("defaults to EN for an unknown or missing code", () => {
    expect(chatUserLanguage("XX")).toBe("EN");
    expect(chatUserLanguage(null)).toBe("EN");
  });

  it("ignores case and surrounding space, as stored and server codes vary", () => {
    expect(chatUserLanguage(" pt-br ")).toBe("PT");
    expect(chatLaunchLanguage("tw")).toBe("CN");
  });
});

describe.each([
  ["chat launch", CHAT_LAUNCH],
  ["lottery launch", LOTTERY_LAUNCH],
  ["chat user", CHAT_USER],
])("the %s table", (_name, table) => {
  it("sends only codes the provider accepts", () => {
    expect(table.accepts).toContain(table.fallback);
    for (const target of Object.values(table.aliases)) expect(table.accepts).toContain(target);
  });

  it("never aliases a code it already accepts", () => {
    for (const code of Object.keys(table.aliases)) expect(table.accepts).not.toContain(code);
  });

  it("answers every platform code with an accepted one", () => {
    for (const code of ALL)
      expect(table.accepts).toContain(
        table === CHAT_LAUNCH
          ? chatLaunchLanguage(code)
          : table === LOTTERY_LAUNCH
            ? lotteryLaunchLanguage(code)
            : chatUserLanguage(code),
      );
  });
});
