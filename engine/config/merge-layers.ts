/**
 * The config is built layer over layer: defaults ← base merchant (`extends`) ← merchant ← live
 * settings from the backend. Each upper layer is merged onto the result of the ones below by
 * these rules (each has a test in tests/engine/config/merge-layers.test.ts):
 *
 * 1. Objects merge key by key, recursively: a layer states only what it changes.
 * 2. Arrays replace: an upper list is the whole list (lists are ordered sets, such as the
 *    supported languages; appending to the base's would make removing an item impossible).
 * 3. An explicit `null` removes the key, whatever the lower layers said (a merchant turns a
 *    base's block off, such as its firebase settings, by writing null).
 * 4. Any other value (string, number, boolean) replaces; a key a layer leaves out keeps the
 *    value from below.
 */

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface Layer {
  name: string;
  value: JsonObject;
}

export interface MergeResult {
  value: JsonObject;
  /** JSON pointer of every leaf (scalars and whole arrays) → the layer it came from. */
  origins: Map<string, string>;
}

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const escapePointer = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

function mergeInto(
  target: JsonObject,
  upper: JsonObject,
  layer: string,
  at: string,
  origins: Map<string, string>,
) {
  for (const [key, value] of Object.entries(upper)) {
    const pointer = `${at}/${escapePointer(key)}`;
    if (value === null) {
      delete target[key]; // rule 3
      for (const known of [...origins.keys()]) {
        if (known === pointer || known.startsWith(`${pointer}/`)) origins.delete(known);
      }
    } else if (isPlainObject(value)) {
      const below = target[key];
      const merged: JsonObject = isPlainObject(below) ? { ...below } : {}; // rule 1
      if (!isPlainObject(below)) {
        for (const known of [...origins.keys()]) if (known === pointer) origins.delete(known);
      }
      target[key] = merged;
      mergeInto(merged, value, layer, pointer, origins);
    } else {
      // rules 2 and 4: arrays and scalars are leaves that replace what was below.
      for (const known of [...origins.keys()]) if (known.startsWith(`${pointer}/`)) origins.delete(known);
      target[key] = structuredClone(value);
      origins.set(pointer, layer);
    }
  }
}

/** Merges the layers from lowest to highest; none of the inputs is changed. */
export function mergeLayers(layers: readonly Layer[]): MergeResult {
  const value: JsonObject = {};
  const origins = new Map<string, string>();
  for (const layer of layers) mergeInto(value, layer.value, layer.name, "", origins);
  return { value, origins };
}
