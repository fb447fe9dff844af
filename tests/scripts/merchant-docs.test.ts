import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderMerchantDocs } from "../../scripts/lib/merchant-docs";

type Node = Record<string, unknown>;
const schema = JSON.parse(
  readFileSync(join(import.meta.dirname, "../../schemas/merchant.schema.json"), "utf8"),
);
const docs = renderMerchantDocs(schema);

/** Written here rather than imported, so the test does not check the walker against itself. */
function follow(node: Node): Node {
  if (typeof node.$ref !== "string") return node;
  const target = node.$ref
    .replace(/^#\//, "")
    .split("/")
    .reduce((at: Node, key) => at[key] as Node, schema);
  const { $ref: _, ...own } = node;
  return { ...follow(target), ...own };
}

function everyProperty(node: Node, path = ""): Array<{ path: string; schema: Node }> {
  const resolved = follow(node);
  const found: Array<{ path: string; schema: Node }> = [];
  for (const [key, child] of Object.entries((resolved.properties ?? {}) as Record<string, Node>)) {
    const childPath = `${path}/${key}`;
    const childSchema = follow(child);
    found.push({ path: childPath, schema: childSchema });
    found.push(...everyProperty(childSchema, childPath));
    if (childSchema.items) found.push(...everyProperty(childSchema.items as Node, `${childPath}/*`));
  }
  return found;
}

const properties = everyProperty(schema);
const rowOf = (path: string) => docs.split("\n").find((line) => line.startsWith(`| \`${path}\` |`));

describe("renderMerchantDocs", () => {
  it("has a row for every property path of the schema, nested and inside lists", () => {
    expect(properties.length).toBeGreaterThan(100);
    const missing = properties.filter(({ path }) => !rowOf(path)).map(({ path }) => path);
    expect(missing).toEqual([]);
    expect(rowOf("/customerService/*/labelIds")).toBeDefined();
    expect(rowOf("/installPrompt/settings/theme/enabled")).toBeDefined();
  });

  it("shows every default in its row", () => {
    const withDefault = properties.filter(({ schema: node }) => node.default !== undefined);
    expect(withDefault.length).toBeGreaterThan(20);
    for (const { path, schema: node } of withDefault) {
      expect(rowOf(path), path).toContain(`\`${JSON.stringify(node.default)}\``);
    }
  });

  it("lists every allowed value of every enum, $ref'd ones included", () => {
    const enums = properties.filter(({ schema: node }) => Array.isArray(node.enum));
    for (const { path, schema: node } of enums) {
      for (const value of node.enum as unknown[])
        expect(rowOf(path), path).toContain(`\`${JSON.stringify(value)}\``);
    }
    expect(rowOf("/languages/default")).toContain('`"PT-BR"`');
    expect(rowOf("/languages/supported")).toContain('each item: one of `"CN"`');
  });

  it("says which settings are required", () => {
    expect(rowOf("/code")).toMatch(/^\| `\/code` \| string \| yes \|/);
    expect(rowOf("/extends")).toMatch(/^\| `\/extends` \| string \| no \|/);
    expect(rowOf("/customerService/*/url")).toMatch(/\| yes \|/);
  });

  it("puts patterns, formats and limits in words", () => {
    expect(rowOf("/currency/code")).toContain("must be 3 to 6 uppercase letters");
    expect(rowOf("/theme/primary")).toContain("must be a colour as #RRGGBB");
    expect(rowOf("/assets/logo")).toContain('must end with ".svg"');
    expect(rowOf("/api/domains")).toContain(
      'up to 10 items, no repeats; each item: must be a host name such as "example.com"',
    );
    expect(rowOf("/theme/radius")).toContain("| 0 to 32 |");
    expect(rowOf("/name")).toContain("| 1 to 60 characters |");
  });

  it("gives types in words, lists of objects included", () => {
    expect(rowOf("/customerService")).toMatch(/\| list of objects \|/);
    expect(rowOf("/customerService/*/labelIds")).toMatch(/\| list of integers \|/);
    expect(rowOf("/schemaVersion")).toMatch(/\| integer \| yes \| — \| exactly `2` \|/);
  });

  it("shows each description, the property's own over its shared definition's", () => {
    expect(rowOf("/theme/primary")).toContain(schema.properties.theme.properties.primary.description);
    expect(rowOf("/installPrompt/settings/bind_card")).toContain(schema.$defs.toggle.description);
  });

  it("explains the layering and how to validate before the tables", () => {
    const intro = docs.slice(0, docs.indexOf("## Settings at a glance"));
    expect(intro).toMatch(/Engine defaults[\s\S]*base merchant[\s\S]*merchant\.json[\s\S]*live settings/);
    expect(intro).toContain("npm run merchant -- validate");
    expect(intro).toContain("Do not edit by hand");
  });

  it("links every top-level setting from the overview to a heading that exists", () => {
    const headings = new Set(
      [...docs.matchAll(/^## (.+)$/gm)].map(([, text]) =>
        (text ?? "")
          .toLowerCase()
          .replace(/[^\w\- ]/g, "")
          .replaceAll(" ", "-"),
      ),
    );
    const links = [...docs.matchAll(/\]\(#([^)]+)\)/g)].map(([, anchor]) => anchor);
    expect(links.length).toBe(Object.keys(schema.properties).length);
    for (const anchor of links) expect(headings, anchor).toContain(anchor);
  });

  it("keeps every table row on one line with six cells", () => {
    for (const line of docs.split("\n").filter((l) => l.startsWith("| `/"))) {
      expect(line.replaceAll("\\|", "").split("|").length, line).toBe(8);
    }
  });

  it("is deterministic", () => {
    expect(renderMerchantDocs(JSON.parse(JSON.stringify(schema)))).toBe(docs);
  });
});
