/**
 * The compact form of a call's answer schema that scripts/gen-types.ts writes from
 * schemas/responses/ (engine/api/generated/), and its checker. Only the keywords those schemas use
 * exist here; the generator refuses any other, so nothing in a schema is silently unchecked.
 * Types are letters (TYPES below); a node that only names its types is the letters alone.
 */
export type AnswerShape =
  | string
  | {
      /** type: any of these type letters. */
      t?: string;
      /** required */
      r?: readonly string[];
      /** properties */
      p?: Readonly<Record<string, AnswerShape>>;
      /** items */
      i?: AnswerShape;
      /** maxItems */
      x?: number;
      /** minLength, in code points as JSON Schema counts them */
      n?: number;
      /** anyOf */
      a?: readonly AnswerShape[];
      /** maxLength, in code points (live config parts only, like the four keys below) */
      l?: number;
      /** pattern */
      g?: string;
      /** enum */
      e?: readonly unknown[];
      /** minimum */
      m?: number;
      /** maximum */
      M?: number;
      /** additionalProperties: false, which the live config parts strip rather than refuse */
      s?: 1;
    };

export interface AnswerProblem {
  /** JSON pointer into the answer's value. */
  pointer: string;
  problem: string;
}

const isObject = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);

/** Each letter: the JSON type's name (for the report) and its test. */
const TYPES: Record<string, [string, (value: unknown) => boolean]> = {
  o: ["object", isObject],
  a: ["array", Array.isArray],
  s: ["string", (value) => typeof value === "string"],
  n: ["number", (value) => typeof value === "number"],
  i: ["integer", Number.isInteger],
  b: ["boolean", (value) => typeof value === "boolean"],
  z: ["null", (value) => value === null],
};

const child = (pointer: string, key: string | number) =>
  `${pointer}/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`;

/**
 * Drops, in place, the keys an `s` node does not name: the platform grows module keys faster than
 * merchants' configs do, so the live config parts keep what they know instead of failing whole.
 */
export function stripUnknown(shape: AnswerShape, value: unknown): void {
  if (typeof shape === "string" || !isObject(value)) return;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const property = shape.p?.[key];
    if (property) stripUnknown(property, record[key]);
    else if (shape.s) delete record[key];
  }
}

/** The first way `value` breaks `shape`, or null when it fits. */
export function findProblem(shape: AnswerShape, value: unknown, pointer = ""): AnswerProblem | null {
  const node = typeof shape === "string" ? { t: shape } : shape;
  const types = [...(node.t ?? "")];
  if (types.length && !types.some((letter) => TYPES[letter]?.[1](value)))
    return { pointer, problem: `not ${types.map((letter) => TYPES[letter]?.[0]).join(" or ")}` };
  if (node.a && !node.a.some((option) => !findProblem(option, value, pointer)))
    return findProblem(node.a[0] as AnswerShape, value, pointer);
  if (node.e && !node.e.includes(value)) return { pointer, problem: `not one of ${JSON.stringify(node.e)}` };
  if (typeof value === "string") {
    const length = [...value].length;
    if (node.n !== undefined && length < node.n) return { pointer, problem: "too short" };
    if (node.l !== undefined && length > node.l)
      return { pointer, problem: `longer than ${node.l} characters` };
    if (node.g !== undefined && !new RegExp(node.g, "u").test(value))
      return { pointer, problem: `not matching ${node.g}` };
  }
  if (typeof value === "number") {
    if (node.m !== undefined && value < node.m) return { pointer, problem: `below ${node.m}` };
    if (node.M !== undefined && value > node.M) return { pointer, problem: `above ${node.M}` };
  }
  if (Array.isArray(value)) {
    if (node.x !== undefined && value.length > node.x)
      return { pointer, problem: `more than ${node.x} items` };
    for (let index = 0; node.i && index < value.length; index++) {
      const found = findProblem(node.i, value[index], child(pointer, index));
      if (found) return found;
    }
  }
  if (!isObject(value)) return null;
  const record = value as Record<string, unknown>;
  for (const key of node.r ?? []) {
    if (!Object.hasOwn(record, key)) return { pointer: child(pointer, key), problem: "missing" };
  }
  for (const [key, property] of Object.entries(node.p ?? {})) {
    if (!Object.hasOwn(record, key)) continue;
    const found = findProblem(property, record[key], child(pointer, key));
    if (found) return found;
  }
  return null;
}
