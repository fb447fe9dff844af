import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { InvalidMerchantError, listMerchantCodes, loadMerchant } from "../../scripts/lib/merchants";
import { VALID_MERCHANT } from "./valid-merchant";

function merchantsDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), "merchants-"));
  for (const [code, config] of Object.entries(files)) {
    mkdirSync(join(dir, code, "assets"), { recursive: true });
    writeFileSync(join(dir, code, "assets/logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(
      join(dir, code, "merchant.json"),
      typeof config === "string" ? config : JSON.stringify(config),
    );
  }
  return dir;
}

const valid = VALID_MERCHANT;

/** `<pointer> <message>` of every problem, or [] when the merchant loads. */
const problemsOf = (dir: string, code: string) => {
  try {
    loadMerchant(code, dir);
    return [];
  } catch (error) {
    if (error instanceof InvalidMerchantError) return error.problems.map((p) => `${p.pointer} ${p.message}`);
    throw error;
  }
};

describe("loading a merchant", () => {
  it("every sample merchant is valid", () => {
    const codes = listMerchantCodes();
    expect(codes.length).toBeGreaterThanOrEqual(4);
    for (const code of codes) expect(loadMerchant(code).config.code).toBe(code);
  });

  it("accepts a minimal valid merchant and fills in the defaults", () => {
    const loaded = loadMerchant("acme", merchantsDir({ acme: valid }));
    expect(loaded.config.timings?.requestTimeoutMs).toBe(30000);
    expect(loaded.config.theme.radius).toBe(12);
  });

  it("rejects a code that does not match its folder", () => {
    expect(problemsOf(merchantsDir({ other: valid }), "other")).toEqual([
      '/code is "acme" but the folder is "other"; they must be the same',
    ]);
  });

  it("rejects a missing logo file", () => {
    const config = { ...valid, assets: { logo: "assets/missing.svg" } };
    expect(problemsOf(merchantsDir({ acme: config }), "acme")[0]).toMatch(
      /^\/assets\/logo names "assets\/missing.svg"/,
    );
  });

  it("a merchant that extends a base needs to state only what differs", () => {
    const dir = merchantsDir({
      acme: valid,
      "acme-lite": {
        schemaVersion: 2,
        code: "acme-lite",
        extends: "acme",
        name: "Acme Lite",
        pwa: { title: "Lite" },
      },
    });
    const loaded = loadMerchant("acme-lite", dir);
    expect(loaded.config.theme.primary).toBe(VALID_MERCHANT.theme.primary);
    expect(loaded.config.name).toBe("Acme Lite");
    expect(loaded.layers.map((layer) => layer.name)).toEqual(["defaults", "base acme", "merchant"]);
  });

  it("an inherited logo is taken from the base's folder", () => {
    const dir = merchantsDir({
      acme: valid,
      "acme-lite": {
        schemaVersion: 2,
        code: "acme-lite",
        extends: "acme",
        name: "Acme Lite",
        pwa: { title: "Lite" },
      },
    });
    expect(loadMerchant("acme-lite", dir).logoPath).toBe(join(dir, "acme", "assets/logo.svg"));
  });

  it("a merchant file that is not there lists the known ones", () => {
    expect(problemsOf(merchantsDir({ acme: valid }), "nope")).toEqual([
      " does not exist (known merchants: acme)",
    ]);
  });
});
