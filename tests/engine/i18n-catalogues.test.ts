import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { LanguageCode } from "../../engine/config/merchant-config";
import { loadCatalogue } from "../../engine/i18n/catalogues";
import { LANGUAGES } from "../../engine/i18n/languages";
import { MESSAGES_DIR } from "../../scripts/lib/i18n-compile";
import { ROOT } from "../../scripts/lib/paths";

// The compiled files exist because the Vite plugin compiles on buildStart, which vitest runs too.
const sources = readdirSync(join(ROOT, MESSAGES_DIR)).filter((file) => file.endsWith(".json"));
const codes = (Object.keys(LANGUAGES) as LanguageCode[]).filter((code) =>
  sources.includes(`${code.toLowerCase()}.json`),
);
const source = (code: LanguageCode) =>
  JSON.parse(readFileSync(join(ROOT, MESSAGES_DIR, `${code.toLowerCase()}.json`), "utf8")) as Record<
    string,
    string
  >;

describe("compiled catalogues", () => {
  it("exist for English at least", () => {
    expect(codes).toContain("EN");
  });

  it.each(codes)("%s loads as ASTs with the same ids as its source", async (code) => {
    const catalogue = await loadCatalogue(code);
    expect(catalogue).not.toBeNull();
    expect(Object.keys(catalogue ?? {}).sort()).toEqual(Object.keys(source(code)).sort());
    for (const message of Object.values(catalogue ?? {})) expect(Array.isArray(message)).toBe(true);
  });

  it("returns null for a language without a catalogue", async () => {
    expect(await loadCatalogue("XX" as LanguageCode)).toBeNull();
  });

  it("format with their arguments, as the browser will without a parser", async () => {
    const messages = (await loadCatalogue("EN")) ?? {};
    const intl = createIntl({ locale: "en", messages, onError: (error) => expect.fail(String(error)) });
    expect(intl.formatMessage({ id: "your_ip" }, { ip: "203.0.113.7" })).toContain("203.0.113.7");
  });
});

describe("tests keep react-intl's parser", () => {
  it("formats a plain ICU string with a plural", () => {
    const intl = createIntl({
      locale: "en",
      messages: { n: "{count, plural, one {# game} other {# games}}" },
    });
    expect(intl.formatMessage({ id: "n" }, { count: 2 })).toBe("2 games");
  });
});
