/**
 * docs/merchant-config.md, rendered from schemas/merchant.schema.json: the schema is the one
 * source of truth, so the reference an operator reads cannot drift from what validation
 * enforces. Constraints are worded by the same helpers as the error messages.
 */
import {
  ANY_ITEM,
  isNode,
  resolve,
  type SchemaEntry,
  type SchemaNode,
  walkSchema,
} from "./validate/schema-walk";
import {
  formatPhrase,
  itemsRange,
  lengthRange,
  numberRange,
  orList,
  patternPhrase,
} from "./validate/schema-words";

const INTRO = `Each merchant (brand) is one folder under \`merchants/\`, named by its code, holding
\`merchant.json\` and the files it names (the logo). This page lists every setting that file may
hold. It is generated from \`schemas/merchant.schema.json\` by \`npm run merchant -- docs\`; edit
the schema, not this page.

## How a merchant's settings are layered

Each layer overrides the one before it, setting by setting:

1. **Engine defaults**: the *Default* column below.
2. **The base merchant**, when \`extends\` names one. One level only: a base may not extend another.
3. **This merchant's \`merchant.json\`.**
4. **The backend's live settings**, at run time (feature switches, currency, …).

So a merchant file only needs the required settings and whatever differs from its base.

## Checking a file

\`npm run merchant -- validate\` checks every merchant against this reference and prints one line
per problem: the file, line and column, the JSON path, what is expected, what the file has and,
for a near miss, the name it probably meant. Beyond the shapes listed here it checks settings that
depend on each other or on files: the default language must be among the supported ones,
\`GEETEST3\` needs \`/geetest/id\`, \`GEETESTVCODE3\` needs Geetest \`v4\`, a \`REDIRECT_URL\`
shortcut needs its \`externalLink\`, customer-service \`labelIds\` must exist in \`/vipLabels\`,
only one mini-game variant may be on, the logo must be an SVG file in the merchant's folder, and
every colour pair the theme's colours produce must reach WCAG AA contrast (the theme's text, muted,
brand and error text on each surface, the text on the primary and accent fills; docs/decisions.md,
"The colour pairs the theme guarantees"). The build runs the same check and stops on any problem.

## Reading the tables

- **Path** is the setting's JSON pointer, the form problems are reported in. \`${ANY_ITEM}\` stands
  for any position in a list: \`/customerService/${ANY_ITEM}/url\` is the \`url\` of every entry.
- **Required** "yes" means required whenever the block around it is present; a required
  setting inside an optional block is only needed when that block is used.
- **Default** is the value used when the setting is left out. "—" means there is none: a required
  setting must be written, an optional one is simply not used when left out.`;

/** The Markdown of docs/merchant-config.md for `schema`; the same schema always gives the same text. */
export function renderMerchantDocs(schema: object): string {
  const root = resolve(schema, schema as SchemaNode);
  const entries = walkSchema(schema);
  const topLevel = entries.filter((entry) => entry.depth === 1);
  // Blocks (objects, lists of objects) get a section each; plain top-level values share one table.
  const isBlock = (entry: SchemaEntry) => entries.some((other) => other.path.startsWith(`${entry.path}/`));
  const blocks = topLevel.filter(isBlock);
  const plain = topLevel.filter((entry) => !isBlock(entry));
  const link = (entry: SchemaEntry) =>
    `[${code(entry.path)}](#${isBlock(entry) ? anchor(entry.path) : anchor(PLAIN_HEADING)})`;
  const parts = [
    "<!-- Generated from schemas/merchant.schema.json by `npm run merchant -- docs`. Do not edit by hand. -->",
    "",
    "# Merchant configuration: `merchants/<code>/merchant.json`",
    "",
    ...(typeof root.description === "string" ? [root.description, ""] : []),
    INTRO,
    "",
    "## Settings at a glance",
    "",
    "| Setting | Required | What it is |",
    "| --- | --- | --- |",
    ...topLevel.map(
      (entry) =>
        `| ${link(entry)} | ${entry.required ? "yes" : "no"} | ${cell(description(entry.schema)) || "—"} |`,
    ),
  ];
  if (plain.length) parts.push("", `## ${PLAIN_HEADING}`, "", ...table(schema, plain));
  for (const block of blocks) {
    const rows = entries.filter(
      (entry) => entry.path === block.path || entry.path.startsWith(`${block.path}/`),
    );
    parts.push("", `## ${block.path}`, "");
    const text = description(block.schema);
    parts.push(`${text ? `${text} ` : ""}${block.required ? "Required." : "Optional."}`, "");
    parts.push(...table(schema, rows));
  }
  return `${parts.join("\n")}\n`;
}

const PLAIN_HEADING = "Top-level values";

function table(schema: object, rows: readonly SchemaEntry[]): string[] {
  return [
    "| Path | Type | Required | Default | Allowed values | Description |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows.map((row) => tableRow(schema, row)),
  ];
}

function description(schema: SchemaNode): string {
  return typeof schema.description === "string" ? schema.description : "";
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\w\- ]/g, "")
    .replaceAll(" ", "-");
}

/** Table cells hold one line, and a "|" would end the cell. */
function cell(text: string): string {
  return text.replaceAll("|", "\\|").replace(/\s*\n\s*/g, " ");
}

function code(text: string): string {
  return `\`${text}\``;
}

function tableRow(schema: object, entry: SchemaEntry): string {
  const node = entry.schema;
  const fallback = "—";
  return `| ${[
    code(entry.path),
    typeName(schema, node),
    entry.required ? "yes" : "no",
    node.default === undefined ? fallback : code(JSON.stringify(node.default)),
    allowed(schema, node, entry.definition) || fallback,
    description(node) || fallback,
  ]
    .map(cell)
    .join(" | ")} |`;
}

const PLURALS: Record<string, string> = {
  boolean: "booleans",
  integer: "integers",
  number: "numbers",
  string: "strings",
  object: "objects",
  array: "lists",
  null: "nulls",
};

/** "string", "integer", "list of objects", "string, number, boolean or null". */
function typeName(schema: object, node: SchemaNode): string {
  if (node.type === "array") {
    const items = isNode(node.items) ? resolve(schema, node.items) : {};
    const itemType = typeName(schema, items);
    return itemType === "any" ? "list" : `list of ${PLURALS[itemType] ?? itemType}`;
  }
  if (node.type !== undefined)
    return orList((Array.isArray(node.type) ? node.type : [node.type]).map(String));
  const values = Array.isArray(node.enum) ? node.enum : "const" in node ? [node.const] : [];
  if (!values.length) return "any";
  const kinds = [...new Set(values.map((value) => (Number.isInteger(value) ? "integer" : typeof value)))];
  return orList(kinds);
}

/**
 * Every constraint on the value, in words; for a list, its size and then what each item must be.
 * `definition` is the shared $ref target, whose description names a pattern's shape.
 */
function allowed(schema: object, node: SchemaNode, definition?: SchemaNode): string {
  const parts: string[] = [];
  if (Array.isArray(node.enum))
    parts.push(`one of ${node.enum.map((value) => code(JSON.stringify(value))).join(", ")}`);
  if ("const" in node) parts.push(`exactly ${code(JSON.stringify(node.const))}`);
  if (typeof node.pattern === "string") parts.push(`must ${patternPhrase(definition ?? node)}`);
  if (typeof node.format === "string") parts.push(`must ${formatPhrase(node.format)}`);
  for (const range of [numberRange(node), lengthRange(node), itemsRange(node)]) if (range) parts.push(range);
  if (node.additionalProperties === false && isNode(node.properties) && node.type === "object") {
    parts.push("only the settings listed below");
  }
  if (node.type === "array" && isNode(node.items)) {
    const item = resolve(schema, node.items);
    const each = item.type === "object" ? "" : allowed(schema, item);
    if (each) parts.push(`each item: ${each}`);
  }
  return parts.join("; ");
}
