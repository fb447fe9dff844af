/**
 * Generates engine/config/generated/ from schemas/: the TypeScript types (json-schema-to-typescript)
 * and the compact shapes the browser checks the backend's live settings against, plus
 * engine/api/generated/ from schemas/responses/ (no schema compiler ships to the browser), and the
 * reference backend's request-body types from server/schemas/requests/ (server/schemas/request-types.ts).
 * `--check` exits 1 when a committed file differs from what the schema produces, so a schema
 * edit without regenerating fails the tests instead of drifting silently.
 */
import { readdirSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { basename, dirname } from "node:path";
import { compile } from "json-schema-to-typescript";
import { RESPONSE_LIST_LIMIT } from "../engine/constants";

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

/**
 * A part of the config the backend may override at run time: its place in the schema, and
 * optionally only some of its keys (`pick`: the ones the status call carries) and none required
 * (`partial`: the status call may say one key of a block whose file needs several).
 */
interface LivePart {
  ref: string;
  pick?: readonly string[];
  partial?: true;
}

/** The parts the first page checks in the status call (engine/config/live-settings.ts). */
export const LIVE_PARTS: Record<string, LivePart> = {
  liveFeatures: { ref: "#/properties/features" },
  liveCurrency: { ref: "#/properties/currency" },
  liveDownloadBar: { ref: "#/properties/downloadBar" },
};

/**
 * The back office's parts, checked once the page has loaded (engine/config/back-office-settings.ts),
 * in their own file so that their shapes stay off the first page.
 */
export const BACK_OFFICE_PARTS: Record<string, LivePart> = {
  liveFirebase: {
    ref: "#/properties/firebase",
    // Never authEmulatorUrl: only a development or test run's own page may name an emulator.
    pick: [
      "apiKey",
      "authDomain",
      "projectId",
      "appId",
      "messagingSenderId",
      "vapidKey",
      "googleWebClientId",
      "facebookAppId",
    ],
    partial: true,
  },
  liveAuth: { ref: "#/properties/auth", pick: ["smsLogin"] },
  liveTimings: { ref: "#/properties/timings", pick: ["profileIconCount"] },
  liveMobileTemplate: { ref: "#/properties/mobileTemplate" },
  // The installed app's texts; its colours paint the static shell and the manifest, both built.
  livePwa: { ref: "#/properties/pwa", pick: ["title", "shortName"], partial: true },
};

/**
 * Annotations do not change what is valid, nor does `additionalProperties: true` (JSON Schema's
 * default, which a response schema says to type an open record); leaving them out keeps the
 * browser's copy small.
 */
function withoutAnnotations(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutAnnotations);
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(
        ([key, value]) =>
          !["description", "default", "title", "$comment"].includes(key) &&
          !(key === "additionalProperties" && value === true),
      )
      .map(([key, value]) => [
        key,
        key === "properties" ? mapValues(value, withoutAnnotations) : withoutAnnotations(value),
      ]),
  );
}

const mapValues = (object: unknown, fn: (value: unknown) => unknown) =>
  Object.fromEntries(Object.entries(object as object).map(([key, value]) => [key, fn(value)]));

/** The schema node of a live part, cut down to the keys it picks. */
export function livePartNode(schema: SchemaNode, part: LivePart): SchemaNode {
  const node = part.ref
    .replace("#/", "")
    .split("/")
    .reduce<unknown>((at, key) => (at as SchemaNode)[key], schema) as SchemaNode;
  const { required, properties, ...rest } = node;
  const keep = (key: string) => !part.pick || part.pick.includes(key);
  const kept = properties
    ? Object.fromEntries(Object.entries(properties as SchemaNode).filter(([key]) => keep(key)))
    : undefined;
  const stillRequired = part.partial ? [] : ((required as string[] | undefined) ?? []).filter(keep);
  return {
    ...rest,
    ...(kept ? { properties: kept } : {}),
    ...(stillRequired.length ? { required: stillRequired } : {}),
  };
}

/**
 * The live parts as compact shapes (engine/http/answer-shape.ts), from the same schema as the merchant
 * file: ajv's standalone code for them was about 17 KB on the first page, the shapes and their
 * checker well under one. tests/engine/config/live-settings.test.ts holds both to the same verdicts.
 */
async function liveShapes(parts: Record<string, LivePart>): Promise<string> {
  const schema = withoutAnnotations(JSON.parse(await readFile(SCHEMA, "utf8"))) as SchemaNode;
  const lines = Object.entries(parts).map(([name, part]) => {
    const node = livePartNode(schema, part);
    return `export const ${name}: AnswerShape = ${JSON.stringify(shapeOf(node, {}, `merchant ${part.ref}`, LIVE_KEYWORDS))};`;
  });
  return [
    `/* ${BANNER} */`,
    'import type { AnswerShape } from "../../http/answer-shape";',
    "",
    ...lines,
    "",
  ].join("\n");
}

const RESPONSES_DIR = "schemas/responses";
const responseBanner = (area: string) =>
  `Generated from ${RESPONSES_DIR}/${area}.schema.json by scripts/gen-types.ts. Do not edit: run \`npm run gen:types\`.`;

/** One schema file per api area (engine/api/<area>.ts), so each area's validators ship with its screens. */
export const RESPONSE_AREAS = readdirSync(RESPONSES_DIR)
  .filter((file) => file.endsWith(".schema.json"))
  .map((file) => basename(file, ".schema.json"))
  .sort();

/** A $defs entry named like a function is a call's answer; a capitalised one is a shared part. */
const isCall = (name: string) => /^[a-z]/.test(name);

/** Every list gets the one limit, so a schema cannot forget it and the limit lives in one place. */
function withListLimit(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withListLimit);
  if (typeof node !== "object" || node === null) return node;
  const copy = mapValues(node, withListLimit) as Record<string, unknown>;
  return copy.type === "array" ? { ...copy, maxItems: RESPONSE_LIST_LIMIT } : copy;
}

async function responseSchema(area: string): Promise<{ $id: string; $defs: Record<string, unknown> }> {
  const schema = JSON.parse(await readFile(`${RESPONSES_DIR}/${area}.schema.json`, "utf8"));
  return withListLimit(withoutAnnotations(schema)) as { $id: string; $defs: Record<string, unknown> };
}

type SchemaNode = Record<string, unknown>;

/** The keywords schemas/responses/ may use: the ones the browser's checker (answer-shape.ts) knows. */
const SHAPE_KEYWORDS = new Set([
  "type",
  "required",
  "properties",
  "items",
  "maxItems",
  "minLength",
  "anyOf",
  "enum",
  "$ref",
]);

/** The live config parts also use these, which the checker knows for them (answer-shape.ts). */
const LIVE_KEYWORDS = new Set([
  ...SHAPE_KEYWORDS,
  "maxLength",
  "pattern",
  "minimum",
  "maximum",
  "additionalProperties",
]);

/**
 * A JSON Schema node as the compact shape engine/http/answer-shape.ts checks: $refs inlined,
 * one-letter keys and type letters. A full ajv validator per call is several KB each, too much for the calls the
 * first page makes (docs/decisions.md); tests/engine/api/response-fuzz.test.ts holds the two to
 * the same verdicts. A keyword the checker does not know is refused here, not ignored there.
 */
function shapeOf(
  node: SchemaNode,
  defs: Record<string, SchemaNode>,
  where: string,
  keywords = SHAPE_KEYWORDS,
): SchemaNode | string {
  const unknown = Object.keys(node).filter((key) => !keywords.has(key));
  if (unknown.length) throw new Error(`${where}: ${unknown.join(", ")} is not checked in the browser`);
  if (typeof node.$ref === "string") {
    const name = node.$ref.replace("#/$defs/", "");
    const target = defs[name];
    if (!target) throw new Error(`${where}: no $defs entry ${name}`);
    return shapeOf(target, defs, `${where} → ${name}`, keywords);
  }
  const shape: SchemaNode = {};
  if (node.type !== undefined)
    shape.t = (Array.isArray(node.type) ? node.type : [node.type]).map(typeLetter).join("");
  if (node.required) shape.r = node.required;
  if (node.properties) {
    const properties = mapValues(node.properties, (child) =>
      shapeOf(child as SchemaNode, defs, where, keywords),
    );
    // A property whose schema says nothing (`{}`: typed unknown, checked where it is used) costs no
    // bytes, unless unnamed keys are stripped (live parts), where naming it is what keeps it.
    shape.p =
      node.additionalProperties === false
        ? properties
        : Object.fromEntries(Object.entries(properties).filter(([, child]) => !isEmpty(child)));
  }
  if (node.items && !isEmpty(shapeOf(node.items as SchemaNode, defs, where, keywords)))
    shape.i = shapeOf(node.items as SchemaNode, defs, where, keywords);
  if (node.maxItems !== undefined) shape.x = node.maxItems;
  if (node.minLength !== undefined) shape.n = node.minLength;
  if (node.anyOf)
    shape.a = (node.anyOf as SchemaNode[]).map((child) => shapeOf(child, defs, where, keywords));
  if (node.maxLength !== undefined) shape.l = node.maxLength;
  if (node.pattern !== undefined) shape.g = node.pattern;
  if (node.enum !== undefined) shape.e = node.enum;
  if (node.minimum !== undefined) shape.m = node.minimum;
  if (node.maximum !== undefined) shape.M = node.maximum;
  if (node.additionalProperties !== undefined) {
    if (node.additionalProperties !== false)
      throw new Error(`${where}: only additionalProperties: false is checked`);
    shape.s = 1;
  }
  // A node that only names its types is written as the letters alone: most leaves are.
  return Object.keys(shape).length === 1 && typeof shape.t === "string" ? shape.t : shape;
}

const isEmpty = (shape: unknown) =>
  typeof shape === "object" && shape !== null && Object.keys(shape).length === 0;

const TYPE_LETTERS: Record<string, string> = {
  object: "o",
  array: "a",
  string: "s",
  number: "n",
  integer: "i",
  boolean: "b",
  null: "z",
};

function typeLetter(type: unknown): string {
  const letter = TYPE_LETTERS[String(type)];
  if (!letter) throw new Error(`type ${String(type)} is not checked in the browser`);
  return letter;
}

/** The answer schema of each call of an area, as the source JSON Schema (with the list limit). */
export async function responseCallSchemas(area: string): Promise<Record<string, SchemaNode>> {
  const schema = await responseSchema(area);
  return Object.fromEntries(
    Object.entries(schema.$defs)
      .filter(([name]) => isCall(name))
      .map(([name, node]) => [name, { $defs: schema.$defs, ...(node as SchemaNode) }]),
  );
}

/** The interface naming every call's answer of an area: `MoneyAnswers["getBalance"]`. */
const answersName = (area: string) => `${area[0]?.toUpperCase()}${area.slice(1)}Answers`;

/**
 * For the types only: an object the schema gives no properties is any object (an open record),
 * a node without any keyword is unknown, and every shared part is named as its $defs key, so a call's type reads `DepositOrder`, not
 * the name of the first call that happens to use it.
 */
function forTypes(node: unknown, key?: string): unknown {
  if (Array.isArray(node)) return node.map((item) => forTypes(item));
  if (typeof node !== "object" || node === null) return node;
  const copy = Object.fromEntries(
    Object.entries(node).map(([name, value]) => [
      name,
      name === "properties" || name === "$defs"
        ? Object.fromEntries(
            Object.entries(value as object).map(([k, v]) => [
              k,
              forTypes(v, name === "$defs" ? k : undefined),
            ]),
          )
        : forTypes(value),
    ]),
  ) as SchemaNode;
  if (copy.type === "object" && !copy.properties && copy.additionalProperties === undefined)
    copy.additionalProperties = true;
  // A node that says nothing of its value is typed unknown (json-schema-to-typescript makes a
  // described one an object).
  if (Object.keys(copy).every((name) => ["description", "title", "$comment"].includes(name)))
    copy.tsType = "unknown";
  return key && !isCall(key) ? { title: key, ...copy } : copy;
}

/** json-schema-to-typescript's note on each $defs type says nothing a reader needs. */
const withoutReferenceNotes = (code: string) =>
  code
    .replace(
      /( \*\n)? \* This interface was referenced by `\w+`'s JSON-Schema\n \* via the `definition` "\w+"\.\n/g,
      "",
    )
    .replace(/\/\*\*\n \*\/\n/g, "");

/**
 * The TypeScript types of an area's answers, from the same schema as their checks: the root
 * interface names each call's answer, and each check carries its call's type to defineCall
 * (engine/http/define-call.ts), so no call's answer type is written by hand.
 */
async function responseTypes(area: string): Promise<string> {
  const schema = JSON.parse(await readFile(`${RESPONSES_DIR}/${area}.schema.json`, "utf8"));
  const calls = Object.keys(schema.$defs).filter(isCall);
  const root = forTypes({
    title: answersName(area),
    description: schema.description,
    type: "object",
    properties: Object.fromEntries(calls.map((name) => [name, { $ref: `#/$defs/${name}` }])),
    required: calls,
    $defs: schema.$defs,
  });
  const code = await compile(root as Parameters<typeof compile>[0], answersName(area), {
    bannerComment: "",
    additionalProperties: false,
    unreachableDefinitions: true,
    style: { printWidth: 110 },
  });
  return withoutReferenceNotes(code).trim();
}

async function responseShapes(area: string): Promise<string> {
  const schema = await responseSchema(area);
  const defs = schema.$defs as Record<string, SchemaNode>;
  const answers = answersName(area);
  const lines = Object.keys(defs)
    .filter(isCall)
    .map(
      (name) =>
        `export const ${name}: AnswerCheck<${answers}["${name}"]> = { call: "${area}.${name}", shape: ${JSON.stringify(shapeOf(defs[name] as SchemaNode, defs, `${area}.${name}`))} };`,
    );
  return [
    `/* ${responseBanner(area)} */`,
    'import type { AnswerCheck } from "../../http/answer-check";',
    "",
    await responseTypes(area),
    "",
    ...lines,
    "",
  ].join("\n");
}

const TARGETS: Array<{ out: string; make: () => Promise<string> | string }> = [
  { out: "engine/config/generated/merchant-config.ts", make: types },
  { out: "engine/config/generated/live-shapes.ts", make: () => liveShapes(LIVE_PARTS) },
  { out: "engine/config/generated/back-office-shapes.ts", make: () => liveShapes(BACK_OFFICE_PARTS) },
  ...RESPONSE_AREAS.flatMap((area) => [
    { out: `engine/api/generated/${area}.ts`, make: () => responseShapes(area) },
  ]),
  // Imported when asked for: its paths come from import.meta.url, which a browser-like test
  // environment importing this file's part tables does not give as a file address.
  {
    out: "server/schemas/requests/generated.ts",
    make: async () => (await import("../server/schemas/request-types")).requestTypes(),
  },
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
