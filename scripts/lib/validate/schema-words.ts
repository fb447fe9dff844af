/**
 * Schema constraints in plain words, for error messages and for the generated docs alike, so an
 * operator reads the same phrase ("3 to 6 uppercase letters") in both places.
 */
import type { SchemaNode } from "./schema-walk";

const LONGEST_SHOWN_TEXT = 60;

/** A value as a message quotes it: strings in double quotes (long ones cut), containers by kind. */
export function shownValue(value: unknown): string {
  if (typeof value === "string") {
    const cut = value.length > LONGEST_SHOWN_TEXT ? `${value.slice(0, LONGEST_SHOWN_TEXT - 1)}…` : value;
    return JSON.stringify(cut);
  }
  if (Array.isArray(value)) return value.length ? "an array" : "an empty array";
  if (value === undefined) return "nothing";
  if (typeof value === "object" && value !== null) return "an object";
  return String(value);
}

/** "a, b or c". */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

/** Enum or const values as a message lists them: "light", "dark" / 1, 2, 3. */
export function valueList(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(", ");
}

const TYPE_NAMES: Record<string, string> = {
  boolean: "a boolean",
  integer: "an integer",
  number: "a number",
  string: "a string",
  object: "an object",
  array: "an array",
  null: "null",
};

/** "a boolean", or "a string, a number or null" for a list of types. */
export function typeWords(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return orList(types.map((t) => TYPE_NAMES[String(t)] ?? String(t)));
}

const FORMATS: Record<string, string> = {
  hostname: 'be a host name such as "example.com" (no "https://", port or path)',
  uri: 'be a full address with its scheme, such as "https://example.com/page"',
  "uri-reference": 'be an address or a path, such as "/promo" or "https://example.com/promo"',
  email: 'be an e-mail address such as "support@example.com"',
  date: 'be a date as YYYY-MM-DD, such as "2025-01-31"',
  "date-time": 'be a date and time such as "2025-01-31T18:00:00Z"',
  ipv4: 'be an IPv4 address such as "203.0.113.7"',
  uuid: "be a UUID",
};

/** What a format asks for, as a verb phrase after "must". */
export function formatPhrase(format: string): string {
  return FORMATS[format] ?? `be a valid ${format}`;
}

/**
 * What a pattern asks for, as a verb phrase after "must". A description written as a noun
 * phrase ("A colour as #RRGGBB.") is the schema author's own name for the shape and wins;
 * a description that explains purpose instead ("Merchant code: sent as…") says nothing about
 * the shape, so the pattern itself is put in words, and shown raw only when too intricate.
 */
export function patternPhrase(schema: SchemaNode): string {
  const pattern = String(schema.pattern);
  const description = typeof schema.description === "string" ? schema.description : "";
  if (/^an? /i.test(description)) return `be ${lowerFirst(description.replace(/\.$/, ""))}`;
  return patternInWords(pattern) ?? `match the pattern /${pattern}/`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

interface Atom {
  /** Singular and plural names, or a quoted literal. */
  singular: string;
  plural: string;
  min: number;
  max: number;
  literal?: string;
}

const NAMED_CHARACTERS: Record<string, [string, string]> = {
  "-": ["hyphen", "hyphens"],
  _: ["underscore", "underscores"],
  ".": ["dot", "dots"],
  " ": ["space", "spaces"],
  ",": ["comma", "commas"],
  "'": ["single quote", "single quotes"],
  '"': ["double quote", "double quotes"],
  "/": ["slash", "slashes"],
  ":": ["colon", "colons"],
  "+": ["plus sign", "plus signs"],
};

/**
 * A simple pattern (anchors, literal text, [classes], \d, quantifiers) in words, or null for
 * anything richer (groups, alternation, negated classes), which words would only blur.
 */
export function patternInWords(pattern: string): string | null {
  let body = pattern;
  const start = body.startsWith("^");
  if (start) body = body.slice(1);
  const end = body.endsWith("$") && !body.endsWith("\\$");
  if (end) body = body.slice(0, -1);
  const atoms = parseAtoms(body);
  if (!atoms?.length) return null;
  const sequence = atoms.map(atomWords).join(" followed by ");
  if (start && end) return `be ${sequence}`;
  if (start) return `start with ${sequence}`;
  if (end) return `end with ${sequence}`;
  return `contain ${sequence}`;
}

function parseAtoms(body: string): Atom[] | null {
  const atoms: Atom[] = [];
  let i = 0;
  while (i < body.length) {
    const c = body[i] as string;
    let atom: Atom | null;
    if (c === "[") {
      const close = findClassEnd(body, i);
      if (close < 0) return null;
      atom = classAtom(body.slice(i + 1, close));
      i = close + 1;
    } else if (c === "\\") {
      const next = body[i + 1] ?? "";
      if (next === "d") atom = { singular: "digit", plural: "digits", min: 1, max: 1 };
      else if (/[A-Za-z0-9]/.test(next) || next === "") return null;
      else atom = literalAtom(next);
      i += 2;
    } else if ("()|^$".includes(c)) {
      return null;
    } else if (c === ".") {
      atom = { singular: "character", plural: "characters", min: 1, max: 1 };
      i++;
    } else {
      atom = literalAtom(c);
      i++;
    }
    if (!atom) return null;
    const quantified = readQuantifier(body, i);
    if (quantified === null) return null;
    i = quantified.next;
    atom.min = quantified.min;
    atom.max = quantified.max;
    const previous = atoms[atoms.length - 1];
    // Consecutive single literal characters read as one piece of text: ".svg", not "." then "s"….
    if (atom.literal !== undefined && atom.min === 1 && atom.max === 1 && previous?.literal !== undefined) {
      if (previous.min === 1 && previous.max === 1) {
        previous.literal += atom.literal;
        continue;
      }
    }
    atoms.push(atom);
  }
  return atoms;
}

function findClassEnd(body: string, open: number): number {
  for (let i = open + 1; i < body.length; i++) {
    if (body[i] === "\\") i++;
    else if (body[i] === "]") return i;
  }
  return -1;
}

function literalAtom(c: string): Atom {
  return { singular: "", plural: "", min: 1, max: 1, literal: c };
}

/** Reads {n}, {n,}, {n,m}, ?, *, + (a trailing lazy "?" changes nothing about what matches). */
function readQuantifier(body: string, at: number): { min: number; max: number; next: number } | null {
  const c = body[at];
  let result: { min: number; max: number; next: number };
  if (c === "?") result = { min: 0, max: 1, next: at + 1 };
  else if (c === "*") result = { min: 0, max: Number.POSITIVE_INFINITY, next: at + 1 };
  else if (c === "+") result = { min: 1, max: Number.POSITIVE_INFINITY, next: at + 1 };
  else if (c === "{") {
    const match = /^\{(\d+)(,(\d*))?\}/.exec(body.slice(at));
    if (!match) return null;
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] ? Number(match[3]) : Number.POSITIVE_INFINITY;
    result = { min, max, next: at + match[0].length };
  } else return { min: 1, max: 1, next: at };
  if (body[result.next] === "?") result.next++;
  return result;
}

/** A [class] as nouns: "lowercase letters, digits or hyphens". */
function classAtom(inside: string): Atom | null {
  if (inside.startsWith("^")) return null;
  const ranges = new Set<string>();
  const singles: string[] = [];
  for (let i = 0; i < inside.length; i++) {
    let c = inside[i] as string;
    if (c === "\\") {
      const next = inside[++i] ?? "";
      if (next === "d") {
        ranges.add("0-9");
        continue;
      }
      if (/[A-Za-z0-9]/.test(next)) return null;
      c = next;
    }
    if (inside[i + 1] === "-" && i + 2 < inside.length) {
      ranges.add(`${c}-${inside[i + 2]}`);
      i += 2;
    } else singles.push(c);
  }
  const nouns: Array<[string, string]> = [];
  // Each named range is taken out of the set, so what is left over gets spelled out below.
  const take = (...wanted: string[]) =>
    wanted.every((r) => ranges.has(r)) && wanted.every((r) => ranges.delete(r));
  if (take("0-9", "A-F", "a-f"))
    nouns.push(["hexadecimal digit (0-9, A-F)", "hexadecimal digits (0-9, A-F)"]);
  if (take("a-z", "A-Z")) nouns.push(["letter", "letters"]);
  if (take("a-z")) nouns.push(["lowercase letter", "lowercase letters"]);
  if (take("A-Z")) nouns.push(["uppercase letter", "uppercase letters"]);
  if (take("0-9")) nouns.push(["digit", "digits"]);
  for (const range of ranges) {
    const [from, to] = range.split("-");
    nouns.push([`character from "${from}" to "${to}"`, `characters from "${from}" to "${to}"`]);
  }
  for (const c of singles) nouns.push(NAMED_CHARACTERS[c] ?? [JSON.stringify(c), JSON.stringify(c)]);
  if (!nouns.length) return null;
  return {
    singular: orList(nouns.map(([one]) => one)),
    plural: orList(nouns.map(([, many]) => many)),
    min: 1,
    max: 1,
  };
}

function atomWords(atom: Atom): string {
  const { min, max } = atom;
  if (atom.literal !== undefined) {
    const text = JSON.stringify(atom.literal);
    if (min === 1 && max === 1) return text;
    if (min === 0 && max === 1) return `an optional ${text}`;
    return `${text} ${countWords(min, max, "time", "times")}`;
  }
  if (min === 1 && max === 1) return `${/^[aeiou]/.test(atom.singular) ? "an" : "a"} ${atom.singular}`;
  if (min === 0 && max === 1) return `an optional ${atom.singular}`;
  return countWords(min, max, atom.singular, atom.plural);
}

/** "6 digits", "1 to 31 letters", "at least 2 letters", "any number of letters". */
function countWords(min: number, max: number, one: string, many: string): string {
  const noun = (n: number) => (n === 1 ? one : many);
  if (max === Number.POSITIVE_INFINITY) {
    if (min === 0) return `any number of ${many}`;
    if (min === 1) return `one or more ${many}`;
    return `at least ${min} ${many}`;
  }
  if (min === max) return `${min} ${noun(min)}`;
  if (min === 0) return `up to ${max} ${noun(max)}`;
  return `${min} to ${max} ${many}`;
}

/** Number limits as a range: "0 to 32", "at least 1000", "more than 0". */
export function numberRange(schema: SchemaNode): string | null {
  const low =
    typeof schema.exclusiveMinimum === "number"
      ? `more than ${schema.exclusiveMinimum}`
      : typeof schema.minimum === "number"
        ? `at least ${schema.minimum}`
        : null;
  const high =
    typeof schema.exclusiveMaximum === "number"
      ? `less than ${schema.exclusiveMaximum}`
      : typeof schema.maximum === "number"
        ? `at most ${schema.maximum}`
        : null;
  if (typeof schema.minimum === "number" && typeof schema.maximum === "number") {
    return `${schema.minimum} to ${schema.maximum}`;
  }
  if (low && high) return `${low} and ${high}`;
  return low ?? high;
}

/** Length limits of a string: "1 to 60 characters", "not empty". */
export function lengthRange(schema: SchemaNode): string | null {
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  const max = typeof schema.maxLength === "number" ? schema.maxLength : Number.POSITIVE_INFINITY;
  if (min === 0 && max === Number.POSITIVE_INFINITY) return null;
  if (min === 1 && max === Number.POSITIVE_INFINITY) return "not empty";
  return countWords(min, max, "character", "characters");
}

/** Size limits of a list: "at least 1 item", "up to 10 items", plus "no repeats". */
export function itemsRange(schema: SchemaNode): string | null {
  const min = typeof schema.minItems === "number" ? schema.minItems : 0;
  const max = typeof schema.maxItems === "number" ? schema.maxItems : Number.POSITIVE_INFINITY;
  const parts: string[] = [];
  if (min > 0 || max < Number.POSITIVE_INFINITY) parts.push(countWords(min, max, "item", "items"));
  if (schema.uniqueItems === true) parts.push("no repeats");
  return parts.length ? parts.join(", ") : null;
}
