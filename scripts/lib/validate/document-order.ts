/**
 * Problems in the order their settings appear in the file, so an operator fixes them top to
 * bottom. The order comes from the parsed value's key order, which is the file's order.
 */

import { joinPointer, parentPointer } from "./json-pointer";
import type { ConfigProblem } from "./problem";

/** Pre-order index of every node, and the last index inside it (its subtree's end). */
function spans(data: unknown): Map<string, { start: number; end: number }> {
  const result = new Map<string, { start: number; end: number }>();
  let counter = 0;
  const visit = (node: unknown, pointer: string) => {
    const span = { start: counter++, end: 0 };
    result.set(pointer, span);
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) visit(item, joinPointer(pointer, index));
    } else if (typeof node === "object" && node !== null) {
      for (const [key, value] of Object.entries(node)) visit(value, joinPointer(pointer, key));
    }
    span.end = counter - 1;
  };
  visit(data, "");
  return result;
}

/**
 * Sorted copy of `problems`. A pointer absent from the data (a missing required setting) sorts
 * at the end of its nearest existing parent, where it would be added. Ties keep their order.
 */
export function inDocumentOrder<T extends ConfigProblem>(problems: readonly T[], data: unknown): T[] {
  const order = spans(data);
  const rank = (pointer: string): number => {
    const exact = order.get(pointer);
    if (exact) return exact.start;
    let ancestor = parentPointer(pointer);
    while (!order.has(ancestor) && ancestor !== "") ancestor = parentPointer(ancestor);
    return (order.get(ancestor)?.end ?? 0) + 0.5;
  };
  return problems
    .map((problem, index) => ({ problem, index, rank: rank(problem.pointer) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ problem }) => problem);
}
