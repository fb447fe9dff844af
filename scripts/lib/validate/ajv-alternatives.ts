/**
 * anyOf/oneOf make ajv report every branch's failure plus "must match a schema in anyOf": a
 * cascade in which most lines are about branches the operator never meant. This keeps only what
 * helps: the errors of the branch the value already has the shape of, or, when it fits no
 * branch's shape, one line listing the shapes it could take.
 */
import type { ErrorObject } from "ajv";
import { didYouMean } from "./did-you-mean";
import type { ConfigProblem } from "./problem";
import { orList, shownValue, typeWords } from "./schema-words";

/** Either an ajv error still to be worded, or a problem already worded here. */
export type Collapsed = ErrorObject | { problem: ConfigProblem };

const SHAPE_KEYWORDS = new Set(["type", "const", "enum"]);

function isAlternative(error: ErrorObject): boolean {
  if (error.keyword === "anyOf") return true;
  // oneOf failing because two branches matched is its own problem, worded by the caller.
  return error.keyword === "oneOf" && !(error.params as { passingSchemas?: unknown }).passingSchemas;
}

/** Innermost alternatives first, so an outer one sees its inner ones already collapsed. */
export function collapseAlternatives(
  errors: readonly ErrorObject[],
  valueAtPointer: (pointer: string) => unknown,
) {
  let items: Collapsed[] = errors.filter((error) => error.keyword !== "if");
  const alternatives = errors.filter(isAlternative).sort((a, b) => b.schemaPath.length - a.schemaPath.length);
  for (const alternative of alternatives) {
    const prefix = `${alternative.schemaPath}/`;
    const inBranch = (item: Collapsed) => !("problem" in item) && item.schemaPath.startsWith(prefix);
    const branchErrors = items.filter(inBranch) as ErrorObject[];
    if (!branchErrors.length) continue;
    const replacement = chooseBranch(alternative, branchErrors, valueAtPointer);
    const keep = (item: Collapsed) => item !== alternative && !inBranch(item);
    // The replacement takes the alternative's place, so ties in document order keep ajv's order.
    const at = items.slice(0, items.indexOf(alternative)).filter(keep).length;
    items = items.filter(keep);
    items.splice(at, 0, ...replacement);
  }
  return items;
}

function chooseBranch(
  alternative: ErrorObject,
  branchErrors: ErrorObject[],
  valueAtPointer: (pointer: string) => unknown,
): Collapsed[] {
  const branches = new Map<string, ErrorObject[]>();
  for (const error of branchErrors) {
    const branch = error.schemaPath.slice(alternative.schemaPath.length + 1).split("/")[0] ?? "";
    branches.set(branch, [...(branches.get(branch) ?? []), error]);
  }
  const wrongShape = (errors: ErrorObject[]) =>
    errors.some((e) => e.instancePath === alternative.instancePath && SHAPE_KEYWORDS.has(e.keyword));
  const fitting = [...branches.values()].find((errors) => !wrongShape(errors));
  if (fitting) return fitting;

  const shapes: string[] = [];
  const texts: string[] = [];
  for (const error of branchErrors) {
    if (error.instancePath !== alternative.instancePath) continue;
    const params = error.params as { type?: unknown; allowedValue?: unknown; allowedValues?: unknown[] };
    if (error.keyword === "type") shapes.push(typeWords(params.type));
    const values = error.keyword === "const" ? [params.allowedValue] : (params.allowedValues ?? []);
    for (const value of error.keyword === "type" ? [] : values) {
      shapes.push(JSON.stringify(value));
      if (typeof value === "string") texts.push(value);
    }
  }
  const got = valueAtPointer(alternative.instancePath);
  const suggestion = typeof got === "string" ? didYouMean(got, texts) : null;
  const message =
    `must be ${orList([...new Set(shapes)])}, got ${shownValue(got)}` +
    (suggestion ? `; did you mean "${suggestion}"?` : "");
  return [{ problem: { pointer: alternative.instancePath, message } }];
}
