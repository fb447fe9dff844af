import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { affectedMerchants, readBases } from "../../scripts/lib/affected-merchants";

const codes = ["brisa", "lite", "royal", "sunrise", "tiny"];
// lite extends sunrise; tiny extends lite (two levels).
const bases = new Map([
  ["lite", "sunrise"],
  ["tiny", "lite"],
]);

describe("the merchants a change touches", () => {
  it("a change in one merchant's folder runs that merchant and everything built on it", () => {
    expect(affectedMerchants(["merchants/sunrise/merchant.json"], codes, bases).merchants).toEqual([
      "lite",
      "sunrise",
      "tiny",
    ]);
    expect(affectedMerchants(["merchants/royal/assets/logo.svg"], codes, bases).merchants).toEqual(["royal"]);
    expect(affectedMerchants(["merchants/tiny/merchant.json"], codes, bases).merchants).toEqual(["tiny"]);
  });

  it("engine, widgets, schemas, server and test changes run every merchant, and say which file did", () => {
    for (const path of [
      "engine/app.tsx",
      "widgets/home/register.ts",
      "schemas/merchant.schema.json",
      "server/app.ts",
      "e2e/home.spec.ts",
      "package-lock.json",
    ]) {
      const affected = affectedMerchants(["merchants/royal/merchant.json", path], codes, bases);
      expect(affected.merchants).toEqual(codes);
      expect(affected.reason).toBe(path);
    }
  });

  it("documentation alone runs no browser test", () => {
    expect(affectedMerchants(["docs/decisions.md", "README.md"], codes, bases).merchants).toEqual([]);
  });

  it("a folder under merchants/ that is no merchant runs them all", () => {
    expect(affectedMerchants(["merchants/shared/font.woff2"], codes, bases).merchants).toEqual(codes);
  });
});

describe("reading what each merchant extends", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("follows each file's own extends and keeps going past a broken file", () => {
    dir = mkdtempSync(join(tmpdir(), "affected-"));
    const write = (code: string, text: string) => {
      mkdirSync(join(dir, code));
      writeFileSync(join(dir, code, "merchant.json"), text);
    };
    write("base", JSON.stringify({ code: "base" }));
    write("child", JSON.stringify({ code: "child", extends: "base" }));
    write("broken", "{ not json");
    expect([...readBases(dir, ["base", "child", "broken"])]).toEqual([["child", "base"]]);
  });
});
