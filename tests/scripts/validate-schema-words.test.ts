import { describe, expect, it } from "vitest";
import { patternInWords, patternPhrase, shownValue } from "../../scripts/lib/validate/schema-words";

describe("patternInWords", () => {
  it("reads anchored sequences of classes and counts", () => {
    expect(patternInWords("^[a-z][a-z0-9-]{1,31}$")).toBe(
      "be a lowercase letter followed by 1 to 31 lowercase letters, digits or hyphens",
    );
    expect(patternInWords("^[A-Z]{3,6}$")).toBe("be 3 to 6 uppercase letters");
    expect(patternInWords("^#[0-9A-Fa-f]{6}$")).toBe('be "#" followed by 6 hexadecimal digits (0-9, A-F)');
    expect(patternInWords("^\\d+$")).toBe("be one or more digits");
  });

  it("reads a suffix, a prefix and an optional part", () => {
    expect(patternInWords("\\.svg$")).toBe('end with ".svg"');
    expect(patternInWords("^https://")).toBe('start with "https://"');
    expect(patternInWords("^[a-z]+-?[0-9]*$")).toBe(
      'be one or more lowercase letters followed by an optional "-" followed by any number of digits',
    );
  });

  it("names punctuation inside a class", () => {
    expect(patternInWords("^[A-Za-z0-9 ,'\"-]+$")).toBe(
      "be one or more letters, digits, spaces, commas, single quotes, double quotes or hyphens",
    );
  });

  it("gives up on groups, alternation and negated classes rather than blur them", () => {
    expect(patternInWords("^(ab)+$")).toBeNull();
    expect(patternInWords("^a|b$")).toBeNull();
    expect(patternInWords("^[^x]+$")).toBeNull();
  });
});

describe("patternPhrase", () => {
  it("prefers a description that names the shape", () => {
    expect(patternPhrase({ pattern: "^#[0-9A-Fa-f]{6}$", description: "A colour as #RRGGBB." })).toBe(
      "be a colour as #RRGGBB",
    );
  });

  it("ignores a description that explains purpose, not shape", () => {
    expect(
      patternPhrase({ pattern: "^[A-Z]{3,6}$", description: "Currency code as the platform sends it." }),
    ).toBe("be 3 to 6 uppercase letters");
  });
});

describe("shownValue", () => {
  it("quotes text, cuts long text and names containers", () => {
    expect(shownValue("red")).toBe('"red"');
    expect(shownValue("x".repeat(100))).toBe(`"${"x".repeat(59)}…"`);
    expect(shownValue([1])).toBe("an array");
    expect(shownValue({})).toBe("an object");
    expect(shownValue(null)).toBe("null");
    expect(shownValue(1.5)).toBe("1.5");
  });
});
