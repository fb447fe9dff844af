/**
 * JSON pointers (RFC 6901) as ajv prints them in instancePath and as operators see them in
 * every problem line: "/features/CBS3", "/customerService/0/url", "" for the whole file.
 */

/** One key or index as it appears inside a pointer: "~" becomes "~0", "/" becomes "~1". */
export function escapeSegment(segment: string | number): string {
  return String(segment).replaceAll("~", "~0").replaceAll("/", "~1");
}

export function unescapeSegment(segment: string): string {
  return segment.replaceAll("~1", "/").replaceAll("~0", "~");
}

export function joinPointer(parent: string, segment: string | number): string {
  return `${parent}/${escapeSegment(segment)}`;
}

/** The segments of a pointer; "" and "/" both mean the whole document (operators type either). */
export function splitPointer(pointer: string): string[] {
  if (pointer === "" || pointer === "/") return [];
  const body = pointer.startsWith("/") ? pointer.slice(1) : pointer;
  return body.split("/").map(unescapeSegment);
}

/** The pointer one level up; the root's parent is the root. */
export function parentPointer(pointer: string): string {
  const cut = pointer.lastIndexOf("/");
  return cut <= 0 ? "" : pointer.slice(0, cut);
}

export function lastSegment(pointer: string): string {
  return unescapeSegment(pointer.slice(pointer.lastIndexOf("/") + 1));
}

/** The value at `pointer`, or `found: false` when some step does not exist. */
export function valueAt(data: unknown, pointer: string): { found: boolean; value: unknown } {
  let node = data;
  for (const segment of splitPointer(pointer)) {
    if (Array.isArray(node)) {
      const index = Number(segment);
      if (!/^(0|[1-9]\d*)$/.test(segment) || index >= node.length) return { found: false, value: undefined };
      node = node[index];
    } else if (typeof node === "object" && node !== null && Object.hasOwn(node, segment)) {
      node = (node as Record<string, unknown>)[segment];
    } else {
      return { found: false, value: undefined };
    }
  }
  return { found: true, value: node };
}
