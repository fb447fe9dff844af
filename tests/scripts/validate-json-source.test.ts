import { describe, expect, it } from "vitest";
import { JsonSyntaxError, parseJsonSource } from "../../scripts/lib/validate/json-source";

const SOURCE = `{
  "code": "acme",
  "features": { "CBS3": true, "REG3": false },
  "customerService": [
    { "csType": "LIVECHAT", "url": "https://chat.example/acme" },
    { "csType": "AICAN", "url": "https://ai.example/" }
  ],
  "languages": {
    "supported": ["EN", "TH"]
  }
}
`;

/** The error an operator would see for `text`, as "line:column message". */
function syntaxError(text: string): string {
  try {
    parseJsonSource(text);
  } catch (error) {
    if (error instanceof JsonSyntaxError) return `${error.line}:${error.column} ${error.message}`;
    throw error;
  }
  throw new Error("expected a syntax error");
}

describe("parseJsonSource: values", () => {
  it("gives the same value as JSON.parse for valid JSON", () => {
    expect(parseJsonSource(SOURCE).value).toEqual(JSON.parse(SOURCE));
  });

  it("reads escapes, unicode escapes, numbers and literals", () => {
    const text = '{"a": "tab\\tquote\\" \\u00e9 \\ud83d\\ude00", "b": [-1.5e2, 0, true, false, null]}';
    expect(parseJsonSource(text).value).toEqual(JSON.parse(text));
  });

  it('keeps a "__proto__" key as an ordinary key, like JSON.parse', () => {
    const value = parseJsonSource('{"__proto__": {"polluted": true}}').value as object;
    expect(Object.keys(value)).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("skips a leading byte-order mark, which editors add invisibly", () => {
    const source = parseJsonSource('\uFEFF{"code": "acme"}');
    expect(source.value).toEqual({ code: "acme" });
    expect(source.positionOf("/code")).toEqual({ line: 1, column: 2 });
  });
});

describe("parseJsonSource: positions", () => {
  const source = parseJsonSource(SOURCE);

  it("points at the key of a top-level setting", () => {
    expect(source.positionOf("/code")).toEqual({ line: 2, column: 3 });
  });

  it("points at the key of a nested setting", () => {
    expect(source.positionOf("/features/CBS3")).toEqual({ line: 3, column: 17 });
    expect(source.positionOf("/features/REG3")).toEqual({ line: 3, column: 31 });
    expect(source.positionOf("/customerService/1/url")).toEqual({ line: 6, column: 26 });
  });

  it("points at the value of an array item", () => {
    expect(source.positionOf("/customerService/1")).toEqual({ line: 6, column: 5 });
    expect(source.positionOf("/languages/supported/1")).toEqual({ line: 9, column: 25 });
  });

  it('puts the whole document, "" and "/", at its first character', () => {
    expect(source.positionOf("")).toEqual({ line: 1, column: 1 });
    expect(source.positionOf("/")).toEqual({ line: 1, column: 1 });
  });

  it("falls back to the nearest existing ancestor for a pointer that does not exist", () => {
    expect(source.positionOf("/features/GEETEST3")).toEqual({ line: 3, column: 3 });
    expect(source.positionOf("/geetest/id")).toEqual({ line: 1, column: 1 });
    expect(source.positionOf("/customerService/7/url")).toEqual({ line: 4, column: 3 });
  });

  it("unescapes ~0 and ~1 in pointers (RFC 6901)", () => {
    const odd = parseJsonSource('{\n  "a/b": { "c~d": 1 }\n}');
    expect(odd.positionOf("/a~1b/c~0d")).toEqual({ line: 2, column: 12 });
  });

  it("counts columns in characters, so an emoji before a key is one column", () => {
    expect(parseJsonSource('{"name": "😀", "code": "x"}').positionOf("/code")).toEqual({
      line: 1,
      column: 15,
    });
  });

  it("counts Windows line endings as one line break", () => {
    expect(parseJsonSource('{\r\n  "code": "x"\r\n}').positionOf("/code")).toEqual({ line: 2, column: 3 });
  });
});

describe("parseJsonSource: syntax errors in operator words", () => {
  it("a trailing comma, at the comma", () => {
    expect(syntaxError('{\n  "code": "acme",\n}')).toBe(
      '2:17 trailing comma — remove this "," before "}" (JSON allows none after the last property)',
    );
    expect(syntaxError('{"supported": ["EN",]}')).toBe(
      '1:20 trailing comma — remove this "," before "]" (JSON allows none after the last item)',
    );
  });

  it("a missing value", () => {
    expect(syntaxError('{"code": }')).toBe('1:10 unexpected "}" — a value is missing after ":"');
    expect(syntaxError('{"supported": ["EN",,"TH"]}')).toBe(
      '1:21 unexpected "," — a value is missing after ","',
    );
  });

  it("an unterminated string, at its opening quote", () => {
    expect(syntaxError('{\n  "name": "Acme\n}')).toBe('2:11 unterminated string — the closing " is missing');
  });

  it("a missing comma between properties and between items", () => {
    expect(syntaxError('{\n  "code": "acme"\n  "name": "Acme"\n}')).toBe(
      '3:3 a "," is missing before this property',
    );
    expect(syntaxError('["EN" "TH"]')).toBe('1:7 a "," is missing before this item');
  });

  it("an unclosed bracket, at the end of the file, naming the innermost one still open", () => {
    expect(syntaxError('{\n  "features": { "CBS3": true\n')).toBe(
      '3:1 the file ends too early — the "{" at line 2, column 15 is never closed with "}"',
    );
  });

  it("a bracket closed by the wrong kind", () => {
    expect(syntaxError('{"supported": ["EN"}')).toBe(
      '1:20 unexpected "}" — the "[" at line 1, column 15 must be closed with "]" first',
    );
  });

  it("JavaScript habits: unquoted keys, single quotes, comments, capitalised literals", () => {
    expect(syntaxError("{code: 1}")).toBe('1:2 property names must be in double quotes: write "code"');
    expect(syntaxError("{'code': 1}")).toBe("1:2 single quotes are not allowed in JSON — use double quotes");
    expect(syntaxError('{\n  // brand\n  "code": 1\n}')).toBe(
      "2:3 comments are not allowed in JSON — remove the comment",
    );
    expect(syntaxError('{"CBS3": True}')).toBe('1:10 "True" is not a JSON value — write true in lowercase');
    expect(syntaxError('{"CBS3": yes}')).toBe(
      '1:10 unquoted text "yes" — put text in double quotes, or write true or false for a switch',
    );
  });

  it("numbers JSON does not allow", () => {
    expect(syntaxError('{"radius": 08}')).toBe("1:12 numbers may not have leading zeros — write 8, not 08");
    expect(syntaxError('{"speed": .5}')).toBe("1:11 write 0.5, not .5");
    expect(syntaxError('{"speed": 1.}')).toBe("1:11 a digit must follow the decimal point");
    expect(syntaxError('{"speed": +1}')).toBe('1:11 numbers may not start with "+" — remove it');
    expect(syntaxError('{"radius": 12px}')).toBe('1:12 "12px" is not a number — put text in double quotes');
  });

  it("a backslash that is not an escape (a Windows path)", () => {
    expect(syntaxError('{"logo": "assets\\logo.svg"}')).toBe(
      '1:17 invalid escape "\\l" in a string — write "\\\\" for a backslash',
    );
  });

  it("an empty file, and text after the value", () => {
    expect(syntaxError("  \n")).toBe("1:1 the file is empty: it must hold one JSON object");
    expect(syntaxError('{"a": 1}\n{"b": 2}')).toBe(
      '2:1 unexpected "{" after the end of the JSON value — the file must hold exactly one value',
    );
  });

  it("a duplicate key is an error at the second key, naming the first", () => {
    expect(syntaxError('{\n  "features": { "CBS3": true,\n                "CBS3": false }\n}')).toBe(
      '3:17 duplicate key "CBS3" — it already appears at line 2, column 17; keep only one of them',
    );
  });

  it("the same key in two different objects is not a duplicate", () => {
    expect(() =>
      parseJsonSource('{"a": {"id": 1}, "b": {"id": 2}, "c": [{"id": 3}, {"id": 4}]}'),
    ).not.toThrow();
  });

  it("is a JsonSyntaxError whose message has no position in it (the caller prints the position)", () => {
    const error = (() => {
      try {
        parseJsonSource("{,}");
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(JsonSyntaxError);
    expect(error).toMatchObject({ name: "JsonSyntaxError", line: 1, column: 2 });
    expect((error as Error).message).not.toMatch(/line|position/);
  });
});
