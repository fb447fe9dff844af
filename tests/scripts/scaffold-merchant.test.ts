import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, describe, expect, it } from "vitest";
import type { MerchantConfig } from "../../engine/config/merchant-config";
import { scaffoldMerchant } from "../../scripts/lib/scaffold-merchant";
import { crossFieldProblems } from "../../scripts/lib/validate/cross-field-rules";

const created: string[] = [];
/** A fresh folder under the system's temp folder, removed after the tests. */
function temporary(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  created.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

const SCHEMA_PATH = resolve(import.meta.dirname, "../../schemas/merchant.schema.json");
const schema = JSON.parse(readFileSync(SCHEMA_PATH, "utf8"));
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats.default(ajv);
const validate = ajv.compile(schema);

const royal = {
  schemaVersion: 2,
  code: "royal",
  name: "Royal Lotto",
  languages: { supported: ["CN", "EN"], default: "CN" },
  currency: { code: "CNY", symbol: "¥", position: "before" },
  theme: {
    mode: "dark",
    primary: "#C8102E",
    accent: "#F5C542",
    background: "#1A0B0D",
    surface: "#2B1316",
    text: "#FFF4E0",
  },
  assets: { logo: "assets/logo.svg" },
  pwa: { title: "Royal Lotto", shortName: "Royal" },
  features: { CBS3: true },
};

/** A merchants folder holding the given merchants' files. */
function merchantsDir(merchants: Record<string, object> = {}): string {
  const dir = temporary("scaffold-");
  for (const [code, config] of Object.entries(merchants)) {
    mkdirSync(join(dir, code), { recursive: true });
    writeFileSync(join(dir, code, "merchant.json"), JSON.stringify(config));
  }
  return dir;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const errorOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected scaffoldMerchant to refuse");
};

describe("scaffoldMerchant without a base", () => {
  const dir = merchantsDir();
  const { files } = scaffoldMerchant({ code: "acme-play", merchantsDir: dir });
  const config = readJson(join(dir, "acme-play/merchant.json"));

  it("creates merchant.json and the logo, and returns their paths", () => {
    expect(files).toEqual([join(dir, "acme-play/merchant.json"), join(dir, "acme-play/assets/logo.svg")]);
    for (const file of files) expect(existsSync(file)).toBe(true);
  });

  it("writes a complete config that passes the schema", () => {
    expect(validate(config), JSON.stringify(validate.errors)).toBe(true);
    expect(config).toMatchObject({
      code: "acme-play",
      name: "Acme Play",
      schemaVersion: schema.properties.schemaVersion.const,
      languages: { supported: ["EN"], default: "EN" },
      pwa: { title: "Acme Play" },
      assets: { logo: "assets/logo.svg" },
    });
  });

  it("passes the cross-field rules too: logo present and an SVG, readable theme", () => {
    const context = { merchantDir: join(dir, "acme-play"), knownMerchants: ["acme-play"] };
    expect(crossFieldProblems(config as MerchantConfig, context)).toEqual([]);
  });

  it("points $schema at the real schema, for editor completion", () => {
    expect(resolve(dir, "acme-play", config.$schema)).toBe(SCHEMA_PATH);
  });

  it("draws the logo as the name's initial on the brand colour", () => {
    const svg = readFileSync(files[1] as string, "utf8");
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('aria-label="Acme Play"');
    expect(svg).toContain(`fill="${config.theme.primary}"`);
    expect(svg).toMatch(/>A<\/text>/);
  });
});

describe("scaffoldMerchant from a base", () => {
  const dir = merchantsDir({ royal });
  scaffoldMerchant({ code: "royal-vip", from: "royal", merchantsDir: dir });
  const config = readJson(join(dir, "royal-vip/merchant.json"));

  it("writes only what makes it a different brand, and extends the base", () => {
    expect(Object.keys(config).sort()).toEqual(
      ["$schema", "assets", "code", "extends", "name", "pwa", "schemaVersion"].sort(),
    );
    expect(config).toMatchObject({
      code: "royal-vip",
      name: "Royal Vip",
      extends: "royal",
      pwa: { title: "Royal Vip" },
      assets: { logo: "assets/logo.svg" },
    });
  });

  it("passes the schema once laid over its base", () => {
    const merged = { ...royal, ...config };
    expect(validate(merged), JSON.stringify(validate.errors)).toBe(true);
  });

  it("draws its logo in the base's brand colour", () => {
    expect(readFileSync(join(dir, "royal-vip/assets/logo.svg"), "utf8")).toContain('fill="#C8102E"');
  });
});

describe("scaffoldMerchant refuses", () => {
  it("a code the schema would reject, saying what a code looks like", () => {
    expect(errorOf(() => scaffoldMerchant({ code: "Acme", merchantsDir: merchantsDir() }))).toBe(
      '"Acme" is not a valid merchant code: it must be a lowercase letter followed by 1 to 31 lowercase ' +
        'letters, digits or hyphens, for example "acme-play"',
    );
  });

  it("an existing folder, and leaves it untouched", () => {
    const dir = merchantsDir({ royal });
    const before = readFileSync(join(dir, "royal/merchant.json"), "utf8");
    expect(errorOf(() => scaffoldMerchant({ code: "royal", merchantsDir: dir }))).toBe(
      `${join(dir, "royal")} already exists; choose another code, or edit ${join(dir, "royal/merchant.json")}`,
    );
    expect(readFileSync(join(dir, "royal/merchant.json"), "utf8")).toBe(before);
    expect(readdirSync(join(dir, "royal"))).toEqual(["merchant.json"]);
  });

  it("a base that does not exist, suggesting the near one", () => {
    const dir = merchantsDir({ royal, sunrise: { ...royal, code: "sunrise" } });
    expect(errorOf(() => scaffoldMerchant({ code: "acme", from: "royl", merchantsDir: dir }))).toBe(
      'there is no merchant "royl" to start from; did you mean "royal"?',
    );
    expect(errorOf(() => scaffoldMerchant({ code: "acme", from: "zzz", merchantsDir: dir }))).toBe(
      'there is no merchant "zzz" to start from (known: royal, sunrise)',
    );
    expect(existsSync(join(dir, "acme"))).toBe(false);
  });

  it("a base that itself extends another", () => {
    const dir = merchantsDir({ royal, lite: { code: "lite", extends: "royal" } });
    expect(errorOf(() => scaffoldMerchant({ code: "acme", from: "lite", merchantsDir: dir }))).toBe(
      'cannot use "lite" as a base: it extends "royal" itself, and a base may not extend another ' +
        '(one level only); start from "royal" instead',
    );
    expect(existsSync(join(dir, "acme"))).toBe(false);
  });

  it("a base whose file is not valid JSON, saying where", () => {
    const dir = merchantsDir();
    mkdirSync(join(dir, "broken"));
    writeFileSync(join(dir, "broken/merchant.json"), '{\n  "code": "broken",\n}');
    expect(errorOf(() => scaffoldMerchant({ code: "acme", from: "broken", merchantsDir: dir }))).toBe(
      `cannot use "broken" as a base: ${join(dir, "broken/merchant.json")}:2:19: trailing comma — remove this "," ` +
        'before "}" (JSON allows none after the last property)',
    );
  });
});
