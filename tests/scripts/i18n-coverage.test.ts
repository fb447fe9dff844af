import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run } from "../../scripts/i18n";
import { MESSAGES_DIR } from "../../scripts/lib/i18n-compile";
import {
  catalogueCoverage,
  coverageOf,
  formatCoverage,
  isTranslated,
  literalText,
  needsTranslation,
} from "../../scripts/lib/i18n-coverage";

describe("what English text needs translating", () => {
  it.each([
    ["{count}", false],
    ["VIP {label}", false],
    ["OTP", false],
    ["2FA", false],
    ["{n, plural, =0 {} other {#}}", false],
    ["<b>SMS</b>", false],
    ["Your IP: {ip}", true],
    ["Home", true],
    ["{n, plural, one {# game} other {# games}}", true],
    ["{g, select, male {He} other {They}} left", true],
  ])("%s → %s", (english, expected) => {
    expect(needsTranslation(english)).toBe(expected);
  });

  it("keeps the text of plural and select branches, drops the syntax", () => {
    expect(literalText("{n, plural, offset:1 one {# game} other {# games}} now").match(/\w+/g)).toEqual([
      "game",
      "games",
      "now",
    ]);
    expect(literalText("{d, date, short} {x, number, ::currency/USD}").trim()).toBe("");
  });
});

describe("when a key counts as translated", () => {
  it("needs a non-empty string", () => {
    expect(isTranslated("Home", undefined)).toBe(false);
    expect(isTranslated("Home", "  ")).toBe(false);
    expect(isTranslated("Home", 3)).toBe(false);
  });

  it("that differs from English, unless English has nothing to translate or the word is reviewed", () => {
    expect(isTranslated("Home", "Início")).toBe(true);
    expect(isTranslated("Home", "Home")).toBe(false);
    expect(isTranslated("VIP {label}", "VIP {label}")).toBe(true);
    expect(isTranslated("Promotions", "Promotions", true)).toBe(true);
  });
});

describe("coverageOf", () => {
  const english = { a: "Home", b: "Deposit", c: "VIP {label}" };

  it("counts translated keys and keys English lacks", () => {
    expect(coverageOf("PT", english, { a: "Início", b: "Deposit", c: "VIP {label}", old: "x" }, [])).toEqual({
      code: "PT",
      file: "pt.json",
      exists: true,
      translated: 2,
      total: 3,
      extra: 1,
    });
  });

  it("takes a reviewed same-as-English key", () => {
    expect(coverageOf("ID", english, { a: "Beranda", b: "Deposit" }, ["b"]).translated).toBe(2);
  });

  it("counts English as complete and a missing file as empty", () => {
    expect(coverageOf("EN", english, english).translated).toBe(3);
    expect(coverageOf("LO", english, null)).toMatchObject({ exists: false, translated: 0, total: 3 });
  });
});

describe("the coverage report", () => {
  const root = mkdtempSync(join(tmpdir(), "wl-coverage-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, MESSAGES_DIR), { recursive: true });
  const write = (file: string, messages: object) =>
    writeFileSync(join(root, MESSAGES_DIR, file), JSON.stringify(messages));
  write("en.json", { a: "Home", b: "Log in" });
  write("cn.json", { a: "首页", b: "登录" });
  write("th.json", { a: "หน้าแรก", b: "Log in" });

  it("has a row for each of the 30 platform codes, best first, then a total", () => {
    const rows = catalogueCoverage(root);
    expect(rows).toHaveLength(30);
    expect(rows.slice(0, 3).map((row) => row.code)).toEqual(["CN", "EN", "TH"]);
    const lines = formatCoverage(rows);
    expect(lines).toHaveLength(31);
    expect(lines[2]).toMatch(/^TH\s+th\s+50\.0%\s+1\/2\s+th\.json$/);
    expect(lines[3]).toMatch(/^AR\s+ar\s+0\.0%\s+0\/2\s+no ar\.json$/);
    expect(lines.at(-1)).toMatch(
      /^total\s+8\.3%\s+5\/60\s+30 languages, 2 complete, 27 without a catalogue$/,
    );
  });

  it("is what `npm run i18n -- coverage` prints for the project", async () => {
    const out: string[] = [];
    expect(await run(["coverage"], (line) => out.push(line))).toBe(0);
    expect(out).toHaveLength(32);
    expect(out.at(-1)).toMatch(/^total /);
  });

  it("answers an unknown command with usage and exit code 2", async () => {
    const err: string[] = [];
    expect(
      await run(
        ["nope"],
        () => {},
        (line) => err.push(line),
      ),
    ).toBe(2);
    expect(err.join("\n")).toContain("coverage | compile");
  });
});
