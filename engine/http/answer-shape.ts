/**
 * The compact form of a call's answer schema that scripts/gen-types.ts writes from
 * schemas/responses/ (engine/api/generated/), and its checker. Only the keywords those schemas use
 * exist here; the generator refuses any other, so nothing in a schema is silently unchecked.
 */
export interface AnswerShape {
  /** type: any of these JSON types. */
  t?: readonly string[];
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
}

export interface AnswerProblem {
  /** JSON pointer into the answer's value. */
  pointer: string;
  problem: string;
}

const isType: Record<string, (value: unknown) => boolean> = {
  object: (value) => typeof value === "object" && value !== null && !Array.isArray(value),
  array: Array.isArray,
  string: (value) => typeof value === "string",
  number: (value) => typeof value === "number",
  integer: Number.isInteger,
  boolean: (value) => typeof value === "boolean",
  null: (value) => value === null,
};

const child = (pointer: string, key: string | number) =>
  `${pointer}/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`;

/** The first way `value` breaks `shape`, or null when it fits. */
export function findProblem(shape: AnswerShape, value: unknown, pointer = ""): AnswerProblem | null {
  if (shape.t && !shape.t.some((type) => isType[type]?.(value)))
    return { pointer, problem: `not ${shape.t.join(" or ")}` };
  if (shape.a && !shape.a.some((option) => !findProblem(option, value, pointer)))
    return findProblem(shape.a[0] as AnswerShape, value, pointer);
  if (typeof value === "string" && shape.n !== undefined && [...value].length < shape.n)
    return { pointer, problem: "too short" };
  if (Array.isArray(value)) {
    if (shape.x !== undefined && value.length > shape.x)
      return { pointer, problem: `more than ${shape.x} items` };
    for (let index = 0; shape.i && index < value.length; index++) {
      const found = findProblem(shape.i, value[index], child(pointer, index));
      if (found) return found;
    }
  }
  if (!isType.object?.(value)) return null;
  const record = value as Record<string, unknown>;
  for (const key of shape.r ?? []) {
    if (!Object.hasOwn(record, key)) return { pointer: child(pointer, key), problem: "missing" };
  }
  for (const [key, property] of Object.entries(shape.p ?? {})) {
    if (!Object.hasOwn(record, key)) continue;
    const found = findProblem(property, record[key], child(pointer, key));
    if (found) return found;
  }
  return null;
}
