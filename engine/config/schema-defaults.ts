import type { JsonObject } from "./merge-layers";

interface SchemaNode {
  type?: string | string[];
  default?: unknown;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  $ref?: string;
}

/**
 * The defaults layer, read from the schema's `default` keywords so each default is written
 * once, where the docs show it. A block every merchant must write (theme) gets its defaults
 * (radius, font); an optional block gets them only if they alone make it valid, so a block
 * with required keys and no default for them (firebase) stays absent until a merchant sets it.
 */
export function defaultsFromSchema(schema: SchemaNode): JsonObject {
  return (objectDefaults(schema) ?? {}) as JsonObject;
}

function objectDefaults(node: SchemaNode): JsonObject | undefined {
  if (!node.properties) return undefined;
  const result: JsonObject = {};
  for (const [key, child] of Object.entries(node.properties)) {
    if (child.default !== undefined) {
      result[key] = structuredClone(child.default) as JsonObject[string];
      continue;
    }
    const nested = objectDefaults(child);
    if (!nested || Object.keys(nested).length === 0) continue;
    const mustBeWritten = (node.required ?? []).includes(key);
    const completeAlone = (child.required ?? []).every((required) => required in nested);
    if (mustBeWritten || completeAlone) result[key] = nested;
  }
  return result;
}
