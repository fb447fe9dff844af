/**
 * ajv's errors reworded for merchant operators: one line per problem, at the pointer to edit,
 * saying what is expected and what the file has, with "did you mean" where a near name exists.
 * Raw ajv wording ("must NOT have additional properties") never reaches the operator.
 */
import type { ErrorObject } from "ajv";
import { collapseAlternatives } from "./ajv-alternatives";
import { didYouMean } from "./did-you-mean";
import { inDocumentOrder } from "./document-order";
import { joinPointer, lastSegment, parentPointer, valueAt } from "./json-pointer";
import type { ConfigProblem } from "./problem";
import { isNode, nodeAt, propertyNames, resolve, type SchemaNode, walkSchema } from "./schema-walk";
import { formatPhrase, patternPhrase, shownValue, typeWords, valueList } from "./schema-words";

export type { ConfigProblem };

interface Context {
  schema: object;
  error: ErrorObject;
  /** The value at the error's instancePath. */
  got: unknown;
  /** The schema node holding the failed keyword. */
  node: SchemaNode | undefined;
}

type Params = Record<string, unknown>;

/**
 * `errors` from a validator compiled with `allErrors: true` over `schema`, run on `data`.
 * Returns problems in document order, without duplicates and without anyOf/oneOf cascades.
 */
export function problemsFromAjv(errors: ErrorObject[], schema: object, data: unknown): ConfigProblem[] {
  const valueAtPointer = (pointer: string) => valueAt(data, pointer).value;
  const problems = collapseAlternatives(errors, valueAtPointer).map((item) => {
    if ("problem" in item) return item.problem;
    const node = nodeAt(schema, item.schemaPath.slice(0, item.schemaPath.lastIndexOf("/")));
    return wordError({ schema, error: item, got: valueAtPointer(item.instancePath), node });
  });
  const seen = new Set<string>();
  const unique = problems.filter((problem) => {
    const key = `${problem.pointer}\n${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return inDocumentOrder(unique, data);
}

function wordError(context: Context): ConfigProblem {
  const { error } = context;
  const at = (message: string): ConfigProblem => ({ pointer: error.instancePath, message });
  const params = error.params as Params;
  const got = shownValue(context.got);
  switch (error.keyword) {
    case "type":
      return at(`must be ${typeWords(params.type)}, got ${got}${quotedValueHint(params.type, context.got)}`);
    case "additionalProperties":
    case "unevaluatedProperties":
      return unknownKey(context, String(params.additionalProperty ?? params.unevaluatedProperty));
    case "required":
      return missing(context, String(params.missingProperty));
    case "dependentRequired":
      return {
        pointer: joinPointer(error.instancePath, String(params.missingProperty)),
        message: `is required when ${joinPointer(error.instancePath, String(params.property))} is set`,
      };
    case "enum":
      return at(oneOf(params.allowedValues as unknown[], context.got));
    case "const":
      return at(`must be ${JSON.stringify(params.allowedValue)}, got ${got}`);
    case "pattern":
      return at(`must ${patternPhrase(context.node ?? { pattern: params.pattern })}, got ${got}`);
    case "format":
      return at(`must ${formatPhrase(String(params.format))}, got ${got}`);
    case "minimum":
      return at(`must be at least ${params.limit}, got ${got}`);
    case "maximum":
      return at(`must be at most ${params.limit}, got ${got}`);
    case "exclusiveMinimum":
      return at(`must be more than ${params.limit}, got ${got}`);
    case "exclusiveMaximum":
      return at(`must be less than ${params.limit}, got ${got}`);
    case "multipleOf":
      return at(`must be a multiple of ${params.multipleOf}, got ${got}`);
    case "minLength":
      return at(tooShort(Number(params.limit), context.got));
    case "maxLength":
      return at(
        `must be at most ${count(Number(params.limit), "character")} long, got ${characters(context.got)} (${got})`,
      );
    case "minItems":
      return at(`must list at least ${count(Number(params.limit), "item")}, got ${itemCount(context.got)}`);
    case "maxItems":
      return at(`must list at most ${count(Number(params.limit), "item")}, got ${itemCount(context.got)}`);
    case "uniqueItems":
      return repeatedItem(context, Number(params.i), Number(params.j));
    case "minProperties":
      return at(`must have at least ${count(Number(params.limit), "setting")}`);
    case "maxProperties":
      return at(`must have at most ${count(Number(params.limit), "setting")}`);
    case "oneOf":
      return at("matches more than one of the allowed forms; change it so that it fits exactly one");
    case "anyOf":
      return at("does not fit any of the allowed forms");
    case "contains":
      return at("must include at least one item of the required kind");
    case "not":
    case "false schema":
      return at("is not allowed here");
    default:
      return at(`does not satisfy the schema's "${error.keyword}" rule`);
  }
}

/** A switch or number written in quotes is the commonest type slip; say how to write it. */
function quotedValueHint(type: unknown, value: unknown): string {
  if (typeof value !== "string") return "";
  const types = Array.isArray(type) ? type : [type];
  const fits =
    ((value === "true" || value === "false") && types.includes("boolean")) ||
    (/^-?\d+$/.test(value) && (types.includes("integer") || types.includes("number"))) ||
    (/^-?\d+\.\d+$/.test(value) && types.includes("number"));
  return fits ? ` (write ${value} without quotes)` : "";
}

function unknownKey({ schema, error, node }: Context, key: string): ConfigProblem {
  const pointer = joinPointer(error.instancePath, key);
  const known = propertyNames(schema, node);
  const suggestion = didYouMean(key, known);
  if (suggestion) return { pointer, message: `is not a known setting; did you mean "${suggestion}"?` };
  // A setting moved to another block (allowedExternalDomains → /api) is a likely mistake: say where.
  const elsewhere = settingPaths(schema).filter(
    (path) =>
      lastSegment(path).toLowerCase() === key.toLowerCase() && parentPointer(path) !== error.instancePath,
  );
  // More than a few places (every toggle has "enabled") would be a list, not a pointer.
  if (elsewhere.length && elsewhere.length <= 3) {
    return { pointer, message: `is not a known setting here; it belongs at ${elsewhere.join(" or ")}` };
  }
  if (!known.length) return { pointer, message: "is not a known setting (this block takes no settings)" };
  return { pointer, message: `is not a known setting (known: ${known.join(", ")})` };
}

const pathsBySchema = new WeakMap<object, string[]>();
function settingPaths(schema: object): string[] {
  let paths = pathsBySchema.get(schema);
  if (!paths) {
    paths = walkSchema(schema).map((entry) => entry.path);
    pathsBySchema.set(schema, paths);
  }
  return paths;
}

function missing({ schema, error, node }: Context, key: string): ConfigProblem {
  const pointer = joinPointer(error.instancePath, key);
  const properties = node && isNode(node.properties) ? node.properties : {};
  const property = isNode(properties[key]) ? resolve(schema, properties[key]) : {};
  if (typeof property.description === "string") {
    return { pointer, message: `is required: ${property.description}` };
  }
  const shape = Array.isArray(property.enum)
    ? `one of ${valueList(property.enum)}`
    : property.type
      ? typeWords(property.type)
      : "";
  return { pointer, message: shape ? `is required (${shape})` : "is required" };
}

function oneOf(allowed: readonly unknown[], value: unknown): string {
  const texts = allowed.filter((v): v is string => typeof v === "string");
  const suggestion = typeof value === "string" ? didYouMean(value, texts) : null;
  return (
    `must be one of ${valueList(allowed)}, got ${shownValue(value)}` +
    (suggestion ? `; did you mean "${suggestion}"?` : "")
  );
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

/** Length as ajv measures it: in code points, so an emoji counts once. */
function characters(value: unknown): string {
  return typeof value === "string" ? count([...value].length, "character") : shownValue(value);
}

function tooShort(limit: number, value: unknown): string {
  if (limit === 1) return "must not be empty";
  // The value is not echoed: a too-short value may be a password.
  return `must be at least ${count(limit, "character")} long, got ${characters(value)}`;
}

function itemCount(value: unknown): string {
  if (!Array.isArray(value)) return shownValue(value);
  return value.length === 0 ? "none" : String(value.length);
}

/** Points at the later copy, which is the one to delete, and names the earlier one. */
function repeatedItem({ error, got }: Context, i: number, j: number): ConfigProblem {
  const [first, repeat] = [Math.min(i, j), Math.max(i, j)];
  const items = Array.isArray(got) ? got : [];
  return {
    pointer: joinPointer(error.instancePath, repeat),
    message:
      `repeats ${joinPointer(error.instancePath, first)} (${shownValue(items[repeat])}); ` +
      "each value may appear only once",
  };
}
