/**
 * A small JSON parser that remembers where every node stands in the file. JSON.parse gives
 * neither positions nor operator-readable errors, and a merchant operator needs both: "line 12,
 * column 5: trailing comma" rather than "Unexpected token } in JSON at position 311".
 *
 * Duplicate keys are an error here (JsonSyntaxError), not a silent last-one-wins as in
 * JSON.parse: two values for one setting mean the file says two things, and the operator must
 * choose. A leading byte-order mark is skipped, since editors add it invisibly.
 */
import { joinPointer, parentPointer } from "./json-pointer";

export interface SourcePosition {
  /** 1-based. */
  line: number;
  /** 1-based, counted in characters (code points), as editors show it. */
  column: number;
}

/** Malformed JSON; the message says what is wrong without the position, which is in line/column. */
export class JsonSyntaxError extends Error {
  readonly line: number;
  readonly column: number;

  constructor(message: string, position: SourcePosition) {
    super(message);
    this.name = "JsonSyntaxError";
    this.line = position.line;
    this.column = position.column;
  }
}

export interface JsonSource {
  value: unknown;
  /**
   * Where `pointer` stands: the key of an object member, the value of an array item or of the
   * root. A pointer that does not exist (a missing required key) falls back to its nearest
   * existing ancestor, which is where the operator would add it.
   */
  positionOf(pointer: string): SourcePosition;
}

export function parseJsonSource(text: string): JsonSource {
  const parser = new Parser(text);
  const value = parser.parseDocument();
  const { offsets, lines } = parser;
  return {
    value,
    positionOf(pointer: string): SourcePosition {
      let current = pointer === "/" ? "" : pointer;
      if (current !== "" && !current.startsWith("/")) current = `/${current}`;
      for (;;) {
        const offset = offsets.get(current);
        if (offset !== undefined) return lines.positionAt(offset);
        if (current === "") return lines.positionAt(0);
        current = parentPointer(current);
      }
    },
  };
}

/** Offset → line and column, with \n, \r\n and a lone \r all ending a line. */
class LineTable {
  // A byte-order mark is invisible in editors, so it takes no column on line 1.
  private readonly starts: number[];

  constructor(private readonly text: string) {
    this.starts = [text.startsWith("\uFEFF") ? 1 : 0];
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === "\n" || (c === "\r" && text[i + 1] !== "\n")) this.starts.push(i + 1);
    }
  }

  positionAt(offset: number): SourcePosition {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    const start = this.starts[low] ?? 0;
    // Code points, not UTF-16 units: an emoji in a name is one column in the operator's editor.
    return { line: low + 1, column: [...this.text.slice(start, offset)].length + 1 };
  }
}

const WHITESPACE = new Set([" ", "\t", "\n", "\r"]);
const WORD = /[A-Za-z_$][\w$-]*/y;
const LOOSE_NUMBER = /-?\d*(?:\.\d*)?(?:[eE][+-]?\d*)?/y;
const ESCAPES: Record<string, string> = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
};
const CLOSER = { "{": "}", "[": "]" } as const;

class Parser {
  readonly offsets = new Map<string, number>();
  readonly lines: LineTable;
  private at = 0;

  constructor(private readonly text: string) {
    this.lines = new LineTable(text);
    if (text.startsWith("\uFEFF")) this.at = 1;
  }

  parseDocument(): unknown {
    this.skipWhitespace();
    if (this.at >= this.text.length) this.fail("the file is empty: it must hold one JSON object", 0);
    const value = this.parseValue("", "the start of the file");
    this.skipWhitespace();
    if (this.at < this.text.length) {
      this.fail(
        `unexpected ${this.shown()} after the end of the JSON value — the file must hold exactly one value`,
        this.at,
      );
    }
    return value;
  }

  /** `after` names what came before, for "a value is missing after …" messages. */
  private parseValue(pointer: string, after: string): unknown {
    const start = this.at;
    this.offsets.set(pointer, start);
    const c = this.text[start];
    if (c === "{") return this.parseObject(pointer);
    if (c === "[") return this.parseArray(pointer);
    if (c === '"') return this.parseString();
    if (c === "-" || c === "+" || c === "." || (c !== undefined && c >= "0" && c <= "9")) {
      return this.parseNumber();
    }
    if (c !== undefined && /[A-Za-z_$]/.test(c)) return this.parseWord();
    this.failOddCharacter();
    if (c === undefined) this.fail(`the file ends where a value should follow ${after}`, start);
    this.fail(`unexpected ${this.shown()} — a value is missing after ${after}`, start);
  }

  private parseObject(pointer: string): Record<string, unknown> {
    const open = this.at++;
    const result: Record<string, unknown> = {};
    const seen = new Map<string, number>();
    this.skipWhitespace();
    if (this.text[this.at] === "}") {
      this.at++;
      return result;
    }
    for (;;) {
      const keyStart = this.at;
      const c = this.text[keyStart];
      if (c === undefined) this.failUnclosed(open);
      if (c !== '"') {
        this.failOddCharacter();
        const word = this.wordAt(keyStart);
        if (word) this.fail(`property names must be in double quotes: write "${word}"`, keyStart);
        this.fail(`unexpected ${this.shown()} — a property name in double quotes is expected`, keyStart);
      }
      const key = this.parseString();
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        const first = this.lines.positionAt(earlier);
        this.fail(
          `duplicate key "${key}" — it already appears at line ${first.line}, column ${first.column}; ` +
            "keep only one of them",
          keyStart,
        );
      }
      seen.set(key, keyStart);
      this.skipWhitespace();
      if (this.text[this.at] !== ":") {
        if (this.at >= this.text.length) this.failUnclosed(open);
        this.fail(`a ":" is missing after the property name "${key}"`, this.at);
      }
      this.at++;
      this.skipWhitespace();
      const memberPointer = joinPointer(pointer, key);
      const value = this.parseValue(memberPointer, '":"');
      // A plain assignment to "__proto__" would change the prototype instead of adding a key.
      Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
      // Replaces the value's start that parseValue recorded: operators look for the key.
      this.offsets.set(memberPointer, keyStart);
      this.skipWhitespace();
      const next = this.text[this.at];
      if (next === "}") {
        this.at++;
        return result;
      }
      if (next === ",") {
        const comma = this.at++;
        this.skipWhitespace();
        if (this.text[this.at] === "}") {
          this.fail(
            'trailing comma — remove this "," before "}" (JSON allows none after the last property)',
            comma,
          );
        }
        if (this.text[this.at] === ",")
          this.fail('unexpected "," — a property is missing after ","', this.at);
        continue;
      }
      if (next === undefined) this.failUnclosed(open);
      if (next === "]") this.failMismatch(open);
      if (next === '"') this.fail('a "," is missing before this property', this.at);
      this.fail(`unexpected ${this.shown()} — expected "," or "}" after the value of "${key}"`, this.at);
    }
  }

  private parseArray(pointer: string): unknown[] {
    const open = this.at++;
    const result: unknown[] = [];
    this.skipWhitespace();
    if (this.text[this.at] === "]") {
      this.at++;
      return result;
    }
    for (;;) {
      if (this.at >= this.text.length) this.failUnclosed(open);
      result.push(this.parseValue(joinPointer(pointer, result.length), result.length ? '","' : '"["'));
      this.skipWhitespace();
      const next = this.text[this.at];
      if (next === "]") {
        this.at++;
        return result;
      }
      if (next === ",") {
        const comma = this.at++;
        this.skipWhitespace();
        if (this.text[this.at] === "]") {
          this.fail(
            'trailing comma — remove this "," before "]" (JSON allows none after the last item)',
            comma,
          );
        }
        continue;
      }
      if (next === undefined) this.failUnclosed(open);
      if (next === "}") this.failMismatch(open);
      if (/["{[\-0-9tfn]/.test(next)) this.fail('a "," is missing before this item', this.at);
      this.fail(`unexpected ${this.shown()} — expected "," or "]" after item ${result.length - 1}`, this.at);
    }
  }

  private parseString(): string {
    const open = this.at++;
    let result = "";
    for (;;) {
      const c = this.text[this.at];
      if (c === undefined || c === "\n" || c === "\r") {
        this.fail('unterminated string — the closing " is missing', open);
      }
      if (c === '"') {
        this.at++;
        return result;
      }
      if (c === "\\") {
        result += this.parseEscape();
        continue;
      }
      if (c < " ") {
        this.fail(
          `a ${c === "\t" ? "tab" : "control character"} is not allowed inside a string — write it as ${c === "\t" ? "\\t" : "\\u00XX"}`,
          this.at,
        );
      }
      result += c;
      this.at++;
    }
  }

  private parseEscape(): string {
    const backslash = this.at;
    const kind = this.text[backslash + 1];
    if (kind === "u") {
      const hex = this.text.slice(backslash + 2, backslash + 6);
      if (!/^[0-9A-Fa-f]{4}$/.test(hex)) {
        this.fail('invalid escape — "\\u" must be followed by 4 hexadecimal digits', backslash);
      }
      this.at = backslash + 6;
      return String.fromCharCode(Number.parseInt(hex, 16));
    }
    const replacement = kind === undefined ? undefined : ESCAPES[kind];
    if (replacement === undefined) {
      if (kind === undefined || kind === "\n" || kind === "\r") {
        this.fail('unterminated string — the closing " is missing', backslash);
      }
      this.fail(`invalid escape "\\${kind}" in a string — write "\\\\" for a backslash`, backslash);
    }
    this.at = backslash + 2;
    return replacement;
  }

  private parseNumber(): number {
    const start = this.at;
    if (this.text[start] === "+") this.fail('numbers may not start with "+" — remove it', start);
    // Deliberately looser than JSON so that near-misses can be named rather than "unexpected".
    LOOSE_NUMBER.lastIndex = start;
    const raw = LOOSE_NUMBER.exec(this.text)?.[0] ?? "";
    const word = this.wordAt(start + raw.length);
    if (word) this.fail(`"${raw}${word}" is not a number — put text in double quotes`, start);
    const unsigned = raw.replace(/^-/, "");
    if (/^\.\d/.test(unsigned)) this.fail(`write ${raw.replace(".", "0.")}, not ${raw}`, start);
    if (!/^\d/.test(unsigned)) {
      if (raw.startsWith("-")) this.fail('"-" must be followed by a digit', start);
      this.fail(`unexpected ${this.shown()} — a value is expected here`, start);
    }
    const whole = /^\d+/.exec(unsigned)?.[0] ?? "";
    if (whole.length > 1 && whole.startsWith("0")) {
      this.fail(`numbers may not have leading zeros — write ${Number(whole)}, not ${whole}`, start);
    }
    if (/\.(?!\d)/.test(raw)) this.fail("a digit must follow the decimal point", start);
    if (/[eE][+-]?$/.test(raw)) this.fail("a digit must follow the exponent (e)", start);
    this.at = start + raw.length;
    return Number(raw);
  }

  private parseWord(): boolean | null {
    const start = this.at;
    const word = this.wordAt(start);
    this.at += word.length;
    if (word === "true") return true;
    if (word === "false") return false;
    if (word === "null") return null;
    const lower = word.toLowerCase();
    if (lower === "true" || lower === "false" || lower === "null") {
      this.fail(`"${word}" is not a JSON value — write ${lower} in lowercase`, start);
    }
    if (word === "undefined" || word === "NaN" || word === "Infinity") {
      this.fail(`${word} is not allowed in JSON — use null, a number, or leave the setting out`, start);
    }
    this.fail(
      `unquoted text "${word}" — put text in double quotes, or write true or false for a switch`,
      start,
    );
  }

  private wordAt(offset: number): string {
    WORD.lastIndex = offset;
    return WORD.exec(this.text)?.[0] ?? "";
  }

  /** Single quotes come from JavaScript habits; name them rather than "unexpected". */
  private failOddCharacter(): void {
    if (this.text[this.at] === "'")
      this.fail("single quotes are not allowed in JSON — use double quotes", this.at);
  }

  private failUnclosed(open: number): never {
    const bracket = this.text[open] as keyof typeof CLOSER;
    const where = this.lines.positionAt(open);
    this.fail(
      `the file ends too early — the "${bracket}" at line ${where.line}, column ${where.column} ` +
        `is never closed with "${CLOSER[bracket]}"`,
      this.text.length,
    );
  }

  private failMismatch(open: number): never {
    const bracket = this.text[open] as keyof typeof CLOSER;
    const where = this.lines.positionAt(open);
    this.fail(
      `unexpected ${this.shown()} — the "${bracket}" at line ${where.line}, column ${where.column} ` +
        `must be closed with "${CLOSER[bracket]}" first`,
      this.at,
    );
  }

  /** The character at the cursor as a message shows it. */
  private shown(): string {
    const c = this.text[this.at];
    return c === undefined ? "end of file" : JSON.stringify(c);
  }

  /** Comments are caught here, wherever they stand between tokens. */
  private skipWhitespace(): void {
    while (WHITESPACE.has(this.text[this.at] ?? "")) this.at++;
    const next = this.text[this.at + 1];
    if (this.text[this.at] === "/" && (next === "/" || next === "*")) {
      this.fail("comments are not allowed in JSON — remove the comment", this.at);
    }
  }

  private fail(message: string, offset: number): never {
    throw new JsonSyntaxError(message, this.lines.positionAt(offset));
  }
}
