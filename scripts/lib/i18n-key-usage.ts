/**
 * Finds the message ids the code uses, so a test can fail when one is missing from en.json. The
 * sources are parsed (Vite's oxc parser), not grepped, so comments, strings that merely look like
 * ids and widget registrations ({ id: "screen:home", … }) are not taken for message ids.
 *
 * An id is taken from:
 *   - formatMessage({ id })  any callee named formatMessage (intl.formatMessage too)
 *   - <FormattedMessage id="…" />
 *   - message descriptors and NoticeText objects: an object whose keys are only id, fallback,
 *     defaultMessage, description or values
 *   - calls of the function a translate-by-id hook returns: `const both = useBilingual(); both("…")`
 *     and `useBilingual()("…")`
 * The id expression is read statically: string and plain template literals, both branches of
 * `a ? "x" : "y"`, both sides of ?? and ||, through `as` and parentheses. Anything else
 * (`{ id: tab.label }`) is reported as dynamic: it cannot be checked here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parseSync } from "vite";

export interface KeyUse {
  id: string;
  file: string;
  line: number;
}

export interface DynamicUse {
  file: string;
  line: number;
  code: string;
}

export interface KeyUsage {
  uses: KeyUse[];
  dynamic: DynamicUse[];
  /** Files the parser could not read: reported, because an unread file hides its ids. */
  unparsed: string[];
}

/** Hooks that return a `(id: string) => …` translator. */
export const TRANSLATOR_HOOKS = ["useBilingual"];
const DESCRIPTOR_KEYS = new Set(["id", "fallback", "defaultMessage", "description", "values"]);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === "type" || key === "start" || key === "end") continue;
    if (Array.isArray(value)) out.push(...value.filter(isNode));
    else if (isNode(value)) out.push(value);
  }
  return out;
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const child of children(node)) walk(child, visit);
}

/** The static values an id expression can take, and the parts of it that are not static. */
function staticStrings(node: Node): { values: string[]; dynamic: Node[] } {
  switch (node.type) {
    case "Literal":
      return typeof node.value === "string"
        ? { values: [node.value], dynamic: [] }
        : { values: [], dynamic: [node] };
    case "TemplateLiteral": {
      const quasis = node.quasis as Array<{ value: { cooked: string } }>;
      return (node.expressions as Node[]).length === 0 && quasis[0]
        ? { values: [quasis[0].value.cooked], dynamic: [] }
        : { values: [], dynamic: [node] };
    }
    case "ConditionalExpression":
      return merge(staticStrings(node.consequent as Node), staticStrings(node.alternate as Node));
    case "LogicalExpression":
      return merge(staticStrings(node.left as Node), staticStrings(node.right as Node));
    case "ParenthesizedExpression":
    case "TSAsExpression":
    case "TSSatisfiesExpression":
    case "TSNonNullExpression":
      return staticStrings(node.expression as Node);
    default:
      return { values: [], dynamic: [node] };
  }
}

function merge(a: ReturnType<typeof staticStrings>, b: ReturnType<typeof staticStrings>) {
  return { values: [...a.values, ...b.values], dynamic: [...a.dynamic, ...b.dynamic] };
}

const propertyName = (property: Node): string | null => {
  if (property.type !== "Property" || property.computed) return null;
  const key = property.key as Node;
  if (key.type === "Identifier") return key.name as string;
  return key.type === "Literal" && typeof key.value === "string" ? key.value : null;
};

function idProperty(object: Node): Node | null {
  const property = (object.properties as Node[]).find((p) => propertyName(p) === "id");
  return property ? (property.value as Node) : null;
}

const isDescriptor = (object: Node) =>
  (object.properties as Node[]).every((p) => {
    const name = propertyName(p);
    return name !== null && DESCRIPTOR_KEYS.has(name);
  }) && idProperty(object) !== null;

function calleeName(callee: Node): string | null {
  if (callee.type === "Identifier") return callee.name as string;
  if (callee.type === "MemberExpression" && !callee.computed)
    return ((callee.property as Node).name as string) ?? null;
  return null;
}

const isHookCall = (node: unknown): boolean =>
  isNode(node) &&
  node.type === "CallExpression" &&
  TRANSLATOR_HOOKS.includes(calleeName(node.callee as Node) ?? "");

/** The id expressions one file uses, by position; de-duplicated since a descriptor can match twice. */
function idExpressions(program: Node): Node[] {
  const translators = new Set<string>();
  walk(program, (node) => {
    if (
      node.type === "VariableDeclarator" &&
      isHookCall(node.init) &&
      (node.id as Node).type === "Identifier"
    )
      translators.add((node.id as Node).name as string);
  });
  const found = new Map<number, Node>();
  const add = (node: Node | null | undefined) => {
    if (node) found.set(node.start, node);
  };
  walk(program, (node) => {
    if (node.type === "CallExpression") {
      const callee = node.callee as Node;
      const [first] = node.arguments as Node[];
      if (!first) return;
      // A descriptor passed by reference (formatMessage(messages.title)) cannot be read: reported as dynamic.
      if (calleeName(callee) === "formatMessage")
        add(first.type === "ObjectExpression" ? idProperty(first) : first);
      const translator = callee.type === "Identifier" && translators.has(callee.name as string);
      if (translator || isHookCall(callee)) add(first);
    } else if (node.type === "ObjectExpression" && isDescriptor(node)) {
      add(idProperty(node));
    } else if (node.type === "JSXOpeningElement" && (node.name as Node).name === "FormattedMessage") {
      const attribute = (node.attributes as Node[]).find(
        (a) => a.type === "JSXAttribute" && (a.name as Node).name === "id",
      );
      const value = attribute?.value as Node | undefined;
      add(value?.type === "JSXExpressionContainer" ? (value.expression as Node) : value);
    }
  });
  return [...found.values()];
}

/** 1-based line of a character offset. */
function lineAt(source: string, offset: number): number {
  let line = 1;
  for (let at = source.indexOf("\n"); at !== -1 && at < offset; at = source.indexOf("\n", at + 1)) line++;
  return line;
}

export function keyUsageInSource(file: string, source: string): KeyUsage {
  const parsed = parseSync(file, source, { lang: file.endsWith(".tsx") ? "tsx" : "ts" });
  if (parsed.errors.length) return { uses: [], dynamic: [], unparsed: [file] };
  const usage: KeyUsage = { uses: [], dynamic: [], unparsed: [] };
  for (const expression of idExpressions(parsed.program as unknown as Node)) {
    const { values, dynamic } = staticStrings(expression);
    for (const id of values) usage.uses.push({ id, file, line: lineAt(source, expression.start) });
    for (const node of dynamic) {
      usage.dynamic.push({
        file,
        line: lineAt(source, node.start),
        code: source.slice(node.start, node.end),
      });
    }
  }
  return usage;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Every message id used under the given folders (relative to root); files are named relative to root. */
export function scanKeyUsage(root: string, dirs: readonly string[]): KeyUsage {
  const total: KeyUsage = { uses: [], dynamic: [], unparsed: [] };
  for (const path of dirs.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const usage = keyUsageInSource(relative(root, path), readFileSync(path, "utf8"));
    total.uses.push(...usage.uses);
    total.dynamic.push(...usage.dynamic);
    total.unparsed.push(...usage.unparsed);
  }
  return total;
}

/** Uses whose id en.json lacks, as `file:line "id"` lines for a failure message. */
export function missingKeys(usage: KeyUsage, english: Record<string, unknown>): string[] {
  return usage.uses
    .filter((use) => !Object.hasOwn(english, use.id))
    .map((use) => `${use.file}:${use.line} "${use.id}"`);
}
