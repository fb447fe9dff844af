/**
 * Generates engine/config/generated/ from schemas/: the TypeScript types (json-schema-to-typescript)
 * and the standalone validators the browser runs on the backend's live settings (ajv's
 * ahead-of-time compiler, so the browser never ships ajv's compiler).
 * `--check` exits 1 when a committed file differs from what the schema produces, so a schema
 * edit without regenerating fails the tests instead of drifting silently.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import addFormats from "ajv-formats";
import { compile } from "json-schema-to-typescript";

const SCHEMA = "schemas/merchant.schema.json";
const BANNER =
  "Generated from schemas/merchant.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`.";

async function types(): Promise<string> {
  const schema = JSON.parse(await readFile(SCHEMA, "utf8"));
  return compile(schema, schema.title, {
    bannerComment: `/* ${BANNER} */`,
    additionalProperties: false,
    style: { printWidth: 110 },
  });
}

/** The parts of the config the backend may override at run time, by their place in the schema. */
export const LIVE_PARTS = {
  validateLiveFeatures: "#/properties/features",
  validateLiveCurrency: "#/properties/currency",
  validateLiveDownloadBar: "#/properties/downloadBar",
} as const;

/** Annotations do not change what is valid; leaving them out keeps the browser's copy small. */
function withoutAnnotations(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutAnnotations);
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !["description", "default", "title", "$comment"].includes(key))
      .map(([key, value]) => [
        key,
        key === "properties" ? mapValues(value, withoutAnnotations) : withoutAnnotations(value),
      ]),
  );
}

const mapValues = (object: unknown, fn: (value: unknown) => unknown) =>
  Object.fromEntries(Object.entries(object as object).map(([key, value]) => [key, fn(value)]));

async function liveValidators(): Promise<string> {
  const schema = withoutAnnotations(JSON.parse(await readFile(SCHEMA, "utf8"))) as object;
  // Unknown keys the backend adds are dropped rather than failing the whole part: the platform
  // grows module keys faster than merchants' configs do. Wrong types still fail.
  const ajv = new Ajv2020({
    code: { source: true, esm: true },
    allErrors: true,
    removeAdditional: "all",
    strict: false,
  });
  addFormats.default(ajv);
  ajv.addSchema(schema, "merchant");
  const refs = Object.fromEntries(Object.entries(LIVE_PARTS).map(([name, ref]) => [name, `merchant${ref}`]));
  return `/* eslint-disable */\n// @ts-nocheck\n/* ${BANNER} */\n${withoutRequire(standaloneCode(ajv, refs))}\n`;
}

/**
 * Ajv's standalone ESM still calls CommonJS `require` for its runtime helpers. The build's bundler
 * resolves that; Vite's dev server hands the file to the browser as it is, where `require` does
 * not exist and the app stops at boot. The one helper the schema needs (string length in code
 * points, for minLength/maxLength) is written inline; any other is refused here, not in a browser.
 */
function withoutRequire(code: string): string {
  const inline = code.replaceAll(
    'require("ajv/dist/runtime/ucs2length").default',
    "((text) => { let length = 0; for (const _ of text) length++; return length; })",
  );
  const left = /require\("[^"]+"\)/.exec(inline);
  if (left)
    throw new Error(
      `live validators: ${left[0]} has no browser form; write it inline in scripts/gen-types.ts`,
    );
  return inline;
}

function liveValidatorTypes(): string {
  const lines = Object.keys(LIVE_PARTS).map((name) => `export declare const ${name}: LiveValidator;`);
  return [
    `/* ${BANNER} */`,
    "/** Validates (and strips unknown keys from) one live part; errors are ajv's. */",
    "export interface LiveValidator {",
    "  (data: unknown): boolean;",
    "  errors?: Array<{ instancePath: string; message?: string }> | null;",
    "}",
    ...lines,
    "",
  ].join("\n");
}

const TARGETS: Array<{ out: string; make: () => Promise<string> | string }> = [
  { out: "engine/config/generated/merchant-config.ts", make: types },
  { out: "engine/config/generated/live-validators.js", make: liveValidators },
  { out: "engine/config/generated/live-validators.d.ts", make: liveValidatorTypes },
];

/** The file each target should hold now. */
export async function generated(): Promise<Array<{ out: string; content: string }>> {
  return Promise.all(TARGETS.map(async ({ out, make }) => ({ out, content: await make() })));
}

async function main() {
  const check = process.argv.includes("--check");
  let stale = 0;
  for (const { out, content } of await generated()) {
    if (check) {
      const current = await readFile(out, "utf8").catch(() => "");
      if (current !== content) {
        stale++;
        console.error(`${out} is stale: run npm run gen:types`);
      }
    } else {
      await mkdir(dirname(out), { recursive: true });
      await writeFile(out, content);
      console.log(`wrote ${out}`);
    }
  }
  process.exitCode = stale ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
