/**
 * Reading the merchant schema as a tree of settings: $refs resolved, every property listed with
 * its path. Error messages (candidates for "did you mean", where a misplaced key belongs) and
 * the generated docs both read the schema through here, so they describe the same tree.
 */
import { joinPointer, splitPointer } from "./json-pointer";

export type SchemaNode = Record<string, unknown>;

// Stands for "any index" in a path pattern, as in /customerService/*/url.
export const ANY_ITEM = "*";

export function isNode(value: unknown): value is SchemaNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The node a local pointer ("#/$defs/color", "#/properties/theme") names, or undefined. */
export function nodeAt(root: object, path: string): SchemaNode | undefined {
  let node: unknown = root;
  for (const segment of splitPointer(path.replace(/^#/, ""))) {
    node = isNode(node) || Array.isArray(node) ? (node as Record<string, unknown>)[segment] : undefined;
  }
  return isNode(node) ? node : undefined;
}

/**
 * `node` with its $ref followed: the target's keywords, overridden by the referencing node's own
 * (a property's description and default win over the shared definition's).
 */
export function resolve(root: object, node: SchemaNode, seen: ReadonlySet<string> = new Set()): SchemaNode {
  const ref = node.$ref;
  if (typeof ref !== "string" || !ref.startsWith("#") || seen.has(ref)) return node;
  const target = nodeAt(root, ref);
  if (!target) return node;
  const { $ref: _, ...own } = node;
  return { ...resolve(root, target, new Set([...seen, ref])), ...own };
}

/** Property names an object schema declares, in the schema's order. */
export function propertyNames(root: object, node: SchemaNode | undefined): string[] {
  if (!node) return [];
  const properties = resolve(root, node).properties;
  return isNode(properties) ? Object.keys(properties) : [];
}

export interface SchemaEntry {
  // JSON pointer with ANY_ITEM for array indexes, as in /customerService/*/labelIds.
  path: string;
  /** The property's schema, $ref resolved. */
  schema: SchemaNode;
  /**
   * The shared definition a $ref points to, when there is one: its description names the shape
   * ("A colour as #RRGGBB."), which the property's own description replaces in `schema`.
   */
  definition?: SchemaNode;
  /** Listed in its parent's `required` (required whenever the parent is present). */
  required: boolean;
  /** 1 for top-level settings. */
  depth: number;
}

/** Every property of the schema, depth first in the schema's own order; arrays of objects included. */
export function walkSchema(root: object): SchemaEntry[] {
  const entries: SchemaEntry[] = [];
  const visit = (node: SchemaNode, path: string, depth: number, refs: ReadonlySet<string>) => {
    const resolved = resolve(root, node);
    const required = new Set(Array.isArray(resolved.required) ? resolved.required : []);
    const properties = isNode(resolved.properties) ? resolved.properties : {};
    for (const [name, child] of Object.entries(properties)) {
      if (!isNode(child)) continue;
      const childPath = joinPointer(path, name);
      const ref = typeof child.$ref === "string" ? child.$ref : undefined;
      // A schema that refers back to itself would never end; show the repeated part once.
      if (ref && refs.has(ref)) continue;
      const childRefs = ref ? new Set([...refs, ref]) : refs;
      const schema = resolve(root, child);
      const target = ref ? nodeAt(root, ref) : undefined;
      const definition = target ? resolve(root, target) : undefined;
      entries.push({ path: childPath, schema, definition, required: required.has(name), depth: depth + 1 });
      visit(schema, childPath, depth + 1, childRefs);
      const items = isNode(schema.items) ? resolve(root, schema.items) : undefined;
      if (items) visit(items, joinPointer(childPath, ANY_ITEM), depth + 1, childRefs);
    }
  };
  visit(root as SchemaNode, "", 0, new Set());
  return entries;
}
