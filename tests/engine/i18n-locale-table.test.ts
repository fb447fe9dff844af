import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { LanguageCode } from "../../engine/config/merchant-config";
import { LANGUAGES } from "../../engine/i18n/languages";
import { ROOT } from "../../scripts/lib/paths";

const CODES = Object.keys(LANGUAGES) as LanguageCode[];
/** Spec section 1's list, in its order. */
const SPEC_CODES =
  "CN EN ES HI ID JA KM KO KR MS MY PT PT-BR TA TH TW TY PH UR UR-LA VI TR AR BN UZ RU FA LO NE FR".split(
    " ",
  );

describe("the platform's language table", () => {
  it("has exactly the 30 codes of spec section 1", () => {
    expect([...CODES].sort()).toEqual([...SPEC_CODES].sort());
  });

  it("CN and TW are the two Chinese scripts", () => {
    expect(LANGUAGES.CN.locale).toBe("zh-Hans");
    expect(LANGUAGES.TW.locale).toBe("zh-Hant");
  });

  it("TY and PH are both Filipino; KR and KO are both Korean", () => {
    expect(LANGUAGES.TY.locale).toBe("fil");
    expect(LANGUAGES.PH.locale).toBe("fil");
    expect(LANGUAGES.KR.locale).toBe("ko");
    expect(LANGUAGES.KO.locale).toBe("ko");
  });

  it("MY is Burmese, MS is Malay", () => {
    expect(LANGUAGES.MY.locale).toBe("my");
    expect(LANGUAGES.MS.locale).toBe("ms");
  });

  it("UR-LA is Urdu in Latin script, written left to right; UR is right to left", () => {
    expect(LANGUAGES["UR-LA"]).toMatchObject({ locale: "ur-Latn", dir: "ltr" });
    expect(LANGUAGES.UR).toMatchObject({ locale: "ur", dir: "rtl" });
  });

  it("PT is European Portuguese (a bare pt means Brazilian in CLDR), PT-BR the Brazilian variant", () => {
    expect(LANGUAGES.PT.locale).toBe("pt-PT");
    expect(LANGUAGES["PT-BR"].locale).toBe("pt-BR");
  });

  it("only Arabic, Persian and Urdu are right to left", () => {
    expect(CODES.filter((code) => LANGUAGES[code].dir === "rtl").sort()).toEqual(["AR", "FA", "UR"]);
  });

  it.each(CODES)("%s's locale is canonical BCP 47 and Intl formats numbers in it", (code) => {
    const { locale } = LANGUAGES[code];
    expect(Intl.getCanonicalLocales(locale)).toEqual([locale]);
    expect(() => new Intl.NumberFormat(locale).format(1234.5)).not.toThrow();
  });
});

describe("docs/i18n.md", () => {
  const docs = readFileSync(join(ROOT, "docs/i18n.md"), "utf8");

  it.each(CODES)("lists %s with its locale, direction and catalogue file", (code) => {
    const { locale, dir, nativeName } = LANGUAGES[code];
    const row = docs.split("\n").find((line) => line.startsWith(`| ${code} |`));
    expect(row, `no table row for ${code}`).toBeDefined();
    const cells = (row ?? "").split("|").map((cell) => cell.trim());
    expect(cells.slice(1, 6)).toEqual([
      code,
      `\`${locale}\``,
      dir,
      nativeName,
      `\`${code.toLowerCase()}.json\``,
    ]);
  });
});
