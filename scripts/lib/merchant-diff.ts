/**
 * `npm run merchant -- diff <code>`: what a merchant sets that differs from what it would get
 * from its base and the defaults, then what it inherits, each value with the layer it came from.
 */
import { type Json, mergeLayers } from "../../engine/config/merge-layers";
import type { LoadedMerchant } from "./merchants";

export interface DiffRow {
  pointer: string;
  value: Json;
  layer: string;
  /** What the layers below would give, when the merchant's value replaces something. */
  below?: { value: Json; layer: string };
}

function valueAt(root: Json, pointer: string): Json | undefined {
  let node: Json | undefined = root;
  for (const raw of pointer.split("/").slice(1)) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    node = typeof node === "object" && node !== null && !Array.isArray(node) ? node[key] : undefined;
  }
  return node;
}

export function diffRows(merchant: LoadedMerchant): { changed: DiffRow[]; inherited: DiffRow[] } {
  const merged = mergeLayers(merchant.layers);
  const lower = mergeLayers(merchant.layers.filter((layer) => layer.name !== "merchant"));
  const changed: DiffRow[] = [];
  const inherited: DiffRow[] = [];
  for (const [pointer, layer] of [...merged.origins].sort(([a], [b]) => a.localeCompare(b))) {
    const value = valueAt(merged.value, pointer) as Json;
    if (layer !== "merchant") {
      inherited.push({ pointer, value, layer });
      continue;
    }
    const belowValue = valueAt(lower.value, pointer);
    if (belowValue !== undefined && JSON.stringify(belowValue) === JSON.stringify(value)) continue;
    const belowLayer = lower.origins.get(pointer);
    changed.push({
      pointer,
      value,
      layer,
      below: belowValue === undefined || !belowLayer ? undefined : { value: belowValue, layer: belowLayer },
    });
  }
  return { changed, inherited };
}

export function formatDiff(merchant: LoadedMerchant): string {
  const { changed, inherited } = diffRows(merchant);
  const width = Math.max(12, ...[...changed, ...inherited].map((row) => row.pointer.length)) + 2;
  const show = (value: Json) => JSON.stringify(value);
  const base = merchant.layers.find((layer) => layer.name.startsWith("base "));
  const lines = [
    `${merchant.config.name} (${merchant.code})${base ? `, extends ${base.name.slice(5)}` : ""}: layers ${merchant.layers.map((l) => l.name).join(" ← ")}`,
    "",
    `Set by this merchant (${changed.length}):`,
    ...changed.map(
      (row) =>
        `  ${row.pointer.padEnd(width)}${show(row.value)}${row.below ? `   (was ${show(row.below.value)} from ${row.below.layer})` : "   (new)"}`,
    ),
    "",
    `Inherited (${inherited.length}):`,
    ...inherited.map((row) => `  ${row.pointer.padEnd(width)}${show(row.value)}   from ${row.layer}`),
  ];
  return lines.join("\n");
}
