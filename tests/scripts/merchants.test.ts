import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { InvalidMerchantError, listMerchantCodes, loadMerchant } from "../../scripts/lib/merchants";

function merchantsDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), "merchants-"));
  for (const [code, config] of Object.entries(files)) {
    mkdirSync(join(dir, code, "assets"), { recursive: true });
    writeFileSync(join(dir, code, "assets/logo.svg"), "<svg/>");
    writeFileSync(
      join(dir, code, "merchant.json"),
      typeof config === "string" ? config : JSON.stringify(config),
    );
  }
  return dir;
}

const valid = {
  schemaVersion: 1,
  code: "acme",
  name: "Acme",
  languages: { supported: ["EN"], default: "EN" },
  currency: { code: "USD", symbol: "$", position: "before" },
  theme: {
    mode: "light",
    primary: "#112233",
    accent: "#445566",
    background: "#ffffff",
    surface: "#ffffff",
    text: "#000000",
  },
  assets: { logo: "assets/logo.svg" },
  pwa: { title: "Acme" },
};

const problemsOf = (dir: string, code: string) => {
  try {
    loadMerchant(code, dir);
    return [];
  } catch (error) {
    if (error instanceof InvalidMerchantError) return error.problems;
    throw error;
  }
};

describe("merchant configs", () => {
  it("every sample merchant is valid", () => {
    const codes = listMerchantCodes();
    expect(codes.length).toBeGreaterThanOrEqual(2);
    for (const code of codes) expect(loadMerchant(code).config.code).toBe(code);
  });

  it("accepts a minimal valid merchant", () => {
    expect(problemsOf(merchantsDir({ acme: valid }), "acme")).toEqual([]);
  });

  it("names the path of an unknown key", () => {
    const problems = problemsOf(merchantsDir({ acme: { ...valid, colour: "red" } }), "acme");
    expect(problems.join("\n")).toMatch(/must NOT have additional properties/);
  });

  it("reports malformed JSON instead of crashing", () => {
    expect(problemsOf(merchantsDir({ acme: '{"code": "acme",' }), "acme")[0]).toMatch(/^malformed JSON/);
  });

  it("rejects a default language that is not offered", () => {
    const config = { ...valid, languages: { supported: ["EN"], default: "CN" } };
    expect(problemsOf(merchantsDir({ acme: config }), "acme")).toContain(
      '/languages/default "CN" is not in /languages/supported',
    );
  });

  it("rejects a code that does not match its folder", () => {
    expect(problemsOf(merchantsDir({ other: valid }), "other")).toContain(
      '/code is "acme" but the folder is "other"',
    );
  });

  it("rejects a missing logo file", () => {
    const config = { ...valid, assets: { logo: "assets/missing.svg" } };
    expect(problemsOf(merchantsDir({ acme: config }), "acme")).toContain(
      "/assets/logo file assets/missing.svg does not exist",
    );
  });
});
