/**
 * Writes server/schemas/requests/generated.ts, the request bodies' TypeScript types, from the
 * body schemas beside it (json-schema-to-typescript, as scripts/gen-types.ts does for the merchant
 * file), and RequestBodies, which ties each schema's name to its type: a handler's type and the
 * check its route runs come from one file.
 * `npx tsx server/schemas/request-types.ts` writes it; tests/server/request-bodies.test.ts fails
 * while the committed file differs from what the schemas give.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compile } from "json-schema-to-typescript";

export const REQUESTS_DIR = fileURLToPath(new URL("./requests/", import.meta.url));
export const GENERATED_FILE = `${REQUESTS_DIR}generated.ts`;

export async function requestTypes(): Promise<string> {
  const parts = [
    "/* Generated from server/schemas/requests/*.schema.json by server/schemas/request-types.ts. Do not edit. */\n",
  ];
  const names: string[] = [];
  for (const file of readdirSync(REQUESTS_DIR)
    .filter((name) => name.endsWith(".schema.json"))
    .sort()) {
    const schema = JSON.parse(readFileSync(`${REQUESTS_DIR}${file}`, "utf8"));
    parts.push(
      await compile(schema, schema.title, { bannerComment: "", style: { printWidth: 110 }, format: true }),
    );
    const name = file.replace(".schema.json", "");
    // Quoted only where a name needs it, as the formatter writes keys.
    names.push(`  ${/^[a-z]+$/.test(name) ? name : `"${name}"`}: ${schema.title};`);
  }
  // Each schema's name to its body's type: withBody and bodyOf take the name, and the type follows.
  parts.push(`export interface RequestBodies {\n${names.join("\n")}\n}\n`);
  return parts.join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(GENERATED_FILE, await requestTypes());
