import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { LanguageCode } from "../../engine/config/merchant-config";
import { loadCatalogue } from "../../engine/i18n/catalogues";
import { LANGUAGES } from "../../engine/i18n/languages";
import { MESSAGE_PART_NAMES, messagePartOf } from "../../engine/i18n/message-parts";
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

  it.each(codes)("%s loads as ASTs, its core and parts together holding its source's ids", async (code) => {
    const core = await loadCatalogue(code);
    expect(core).not.toBeNull();
    const parts = await Promise.all(MESSAGE_PART_NAMES.map((part) => loadCatalogue(code, part)));
    const all = Object.assign({}, core, ...parts);
    expect(Object.keys(all).sort()).toEqual(Object.keys(source(code)).sort());
    for (const message of Object.values(all)) expect(Array.isArray(message)).toBe(true);
    // Each id in exactly its own file: the first page downloads the core only.
    for (const id of Object.keys(core ?? {})) expect(messagePartOf(id), id).toBeNull();
    MESSAGE_PART_NAMES.forEach((part, index) => {
      const ids = Object.keys(parts[index] ?? {});
      expect(ids.length, part).toBeGreaterThan(0);
      for (const id of ids) expect(messagePartOf(id), id).toBe(part);
    });
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
