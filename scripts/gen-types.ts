/**
 * Generates engine/config/generated/*.ts from schemas/ with json-schema-to-typescript.
 * `--check` exits 1 when the committed file differs from what the schema produces, so a
 * schema edit without regenerating fails the tests instead of drifting silently.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { compile } from "json-schema-to-typescript";

const TARGETS = [
  { schema: "schemas/merchant.schema.json", out: "engine/config/generated/merchant-config.ts" },
];

export async function generate(schemaPath: string): Promise<string> {
  const schema = JSON.parse(await readFile(schemaPath, "utf8"));
  return compile(schema, schema.title, {
    bannerComment: `/* Generated from ${schemaPath} by scripts/gen-types.ts. Do not edit: run \`npm run gen:types\`. */`,
    additionalProperties: false,
    style: { printWidth: 110 },
  });
}

async function main() {
  const check = process.argv.includes("--check");
  let stale = 0;
  for (const { schema, out } of TARGETS) {
    const fresh = await generate(schema);
    if (check) {
      const current = await readFile(out, "utf8").catch(() => "");
      if (current !== fresh) {
        stale++;
        console.error(`${out} is stale: run npm run gen:types`);
      }
    } else {
      await mkdir(out.replace(/\/[^/]+$/, ""), { recursive: true });
      await writeFile(out, fresh);
      console.log(`wrote ${out}`);
    }
  }
  process.exitCode = stale ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
