import { readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { type ConfigProblem, problemsFromAjv } from "../../scripts/lib/validate/ajv-messages";
import { VALID_MERCHANT } from "./valid-merchant";

const schema = JSON.parse(
  readFileSync(join(import.meta.dirname, "../../schemas/merchant.schema.json"), "utf8"),
);

function validatorFor(target: object) {
  // allowUnionTypes: the schema's toggle value is ["string", "number", "boolean", "null"].
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats.default(ajv);
  return ajv.compile(target);
}
const validate = validatorFor(schema);

const valid = VALID_MERCHANT;

/** `valid` with `changes` applied one level deep (a block in `changes` replaces the whole block). */
function problemsWith(changes: Record<string, unknown>, target: object = schema): ConfigProblem[] {
  const data = { ...valid, ...changes };
  const check = target === schema ? validate : validatorFor(target);
  check(data);
  return problemsFromAjv(check.errors ?? [], target, data);
}

const descriptionOf = (...path: string[]): string =>
  path.reduce((node, key) => node[key], schema.properties).description;

describe("problemsFromAjv", () => {
  it("finds nothing wrong with a valid config", () => {
    expect(validate(valid)).toBe(true);
  });

  describe("wrong type", () => {
    it("a quoted switch, with how to write it", () => {
      expect(problemsWith({ features: { CBS3: "yes", REG3: "true" } })).toEqual([
        { pointer: "/features/CBS3", message: 'must be a boolean, got "yes"' },
        { pointer: "/features/REG3", message: 'must be a boolean, got "true" (write true without quotes)' },
      ]);
    });

    it("a fraction where a whole number belongs", () => {
      expect(problemsWith({ theme: { ...valid.theme, radius: 1.5 } })).toEqual([
        { pointer: "/theme/radius", message: "must be an integer, got 1.5" },
      ]);
    });

    it("a list where a block belongs", () => {
      expect(problemsWith({ features: ["CBS3"] })).toEqual([
        { pointer: "/features", message: "must be an object, got an array" },
      ]);
    });

    it("one of several types", () => {
      expect(problemsWith({ installPrompt: { settings: { theme: { enabled: true, value: {} } } } })).toEqual([
        {
          pointer: "/installPrompt/settings/theme/value",
          message: "must be a string, a number, a boolean or null, got an object",
        },
      ]);
    });
  });

  describe("unknown key", () => {
    it("points at the key itself and suggests the setting it is close to", () => {
      expect(problemsWith({ features: { CBS: true } })).toEqual([
        { pointer: "/features/CBS", message: 'is not a known setting; did you mean "CBS3"?' },
      ]);
    });

    it("ignores case when suggesting", () => {
      expect(problemsWith({ features: { geetest3: true } })).toEqual([
        { pointer: "/features/geetest3", message: 'is not a known setting; did you mean "GEETEST3"?' },
      ]);
    });

    it("lists the known settings when nothing is close", () => {
      expect(problemsWith({ push: { vibrate: true } })).toEqual([
        { pointer: "/push/vibrate", message: "is not a known setting (known: enabled, topic)" },
      ]);
    });

    it("says where a setting belongs when it is written in the wrong block", () => {
      expect(problemsWith({ allowedExternalDomains: ["acme.example"] })).toEqual([
        {
          pointer: "/allowedExternalDomains",
          message: "is not a known setting here; it belongs at /api/allowedExternalDomains",
        },
      ]);
    });

    it("escapes a key with a slash in its pointer", () => {
      expect(problemsWith({ push: { "a/b": 1 } })[0]?.pointer).toBe("/push/a~1b");
    });
  });

  describe("enum and const", () => {
    it("lists the allowed values with the value found and a suggestion", () => {
      expect(problemsWith({ theme: { ...valid.theme, mode: "drak" } })).toEqual([
        {
          pointer: "/theme/mode",
          message: 'must be one of "light", "dark", got "drak"; did you mean "dark"?',
        },
      ]);
    });

    it("makes no suggestion when no value is close", () => {
      expect(problemsWith({ installPrompt: { domainCheckMode: 4 } })).toEqual([
        { pointer: "/installPrompt/domainCheckMode", message: "must be one of 1, 2, 3, got 4" },
      ]);
    });

    it("states the one allowed value of a const", () => {
      expect(problemsWith({ schemaVersion: 1 })).toEqual([
        { pointer: "/schemaVersion", message: "must be 2, got 1" },
      ]);
    });
  });

  describe("missing required", () => {
    it("points at the missing key under its parent and explains it with the schema's description", () => {
      const { pwa: _, ...withoutPwa } = valid;
      validate(withoutPwa);
      expect(problemsFromAjv(validate.errors ?? [], schema, withoutPwa)).toEqual([
        { pointer: "/pwa", message: `is required: ${descriptionOf("pwa")}` },
      ]);
    });

    it("inside a list item", () => {
      expect(problemsWith({ customerService: [{ csType: "LIVECHAT", title: "Chat" }] })).toEqual([
        {
          pointer: "/customerService/0/url",
          message: `is required: ${descriptionOf("customerService", "items", "properties", "url")}`,
        },
      ]);
    });

    it("says what kind of value to add when the schema has no description", () => {
      expect(problemsWith({ currency: { code: "USD", position: "before" } })).toEqual([
        { pointer: "/currency/symbol", message: "is required (a string)" },
      ]);
    });
  });

  describe("pattern and format", () => {
    it("uses the schema's own name for the shape", () => {
      expect(problemsWith({ theme: { ...valid.theme, primary: "red" } })).toEqual([
        { pointer: "/theme/primary", message: 'must be a colour as #RRGGBB, got "red"' },
      ]);
    });

    it("puts a simple pattern in words when the description names no shape", () => {
      expect(problemsWith({ code: "Acme" })).toEqual([
        {
          pointer: "/code",
          message:
            'must be a lowercase letter followed by 1 to 31 lowercase letters, digits or hyphens, got "Acme"',
        },
      ]);
      expect(problemsWith({ currency: { ...valid.currency, code: "usd" } })[0]?.message).toBe(
        'must be 3 to 6 uppercase letters, got "usd"',
      );
      expect(problemsWith({ assets: { logo: "logo.png" } })[0]?.message).toBe(
        'must end with ".svg", got "logo.png"',
      );
    });

    it("shows a pattern too intricate for words as it is", () => {
      const target = { type: "object", properties: { id: { type: "string", pattern: "^(ab|cd)+$" } } };
      expect(problemsWith({ id: "x" }, target)).toEqual([
        { pointer: "/id", message: 'must match the pattern /^(ab|cd)+$/, got "x"' },
      ]);
    });

    it("host names and URLs in words", () => {
      expect(problemsWith({ api: { domains: ["https://acme.example"] } })).toEqual([
        {
          pointer: "/api/domains/0",
          message:
            'must be a host name such as "example.com" (no "https://", port or path), got "https://acme.example"',
        },
      ]);
      expect(
        problemsWith({ shortcuts: [{ redirect: "REDIRECT_URL", externalLink: "acme.example/promo" }] }),
      ).toEqual([
        {
          pointer: "/shortcuts/0/externalLink",
          message:
            'must be a full address with its scheme, such as "https://example.com/page", got "acme.example/promo"',
        },
      ]);
    });
  });

  describe("limits", () => {
    it("minimum, maximum and exclusive minimum with the value found", () => {
      expect(problemsWith({ theme: { ...valid.theme, radius: 40 } })[0]?.message).toBe(
        "must be at most 32, got 40",
      );
      expect(problemsWith({ timings: { requestTimeoutMs: 500 } })[0]?.message).toBe(
        "must be at least 1000, got 500",
      );
      expect(problemsWith({ banners: { marqueeSpeed: 0 } })[0]?.message).toBe("must be more than 0, got 0");
    });

    it("text length, without echoing a too-short value (it may be a password)", () => {
      expect(problemsWith({ name: "" })).toEqual([{ pointer: "/name", message: "must not be empty" }]);
      expect(problemsWith({ auth: { defaultMobilePassword: "abc" } })).toEqual([
        {
          pointer: "/auth/defaultMobilePassword",
          message: "must be at least 6 characters long, got 3 characters",
        },
      ]);
      expect(problemsWith({ pwa: { title: "Acme", shortName: "Acme Lottery Club" } })).toEqual([
        {
          pointer: "/pwa/shortName",
          message: 'must be at most 12 characters long, got 17 characters ("Acme Lottery Club")',
        },
      ]);
    });

    it("list sizes", () => {
      expect(problemsWith({ languages: { supported: [], default: "EN" } })).toEqual([
        { pointer: "/languages/supported", message: "must list at least 1 item, got none" },
      ]);
      const domains = Array.from({ length: 11 }, (_, i) => `d${i}.example`);
      expect(problemsWith({ api: { domains } })).toEqual([
        { pointer: "/api/domains", message: "must list at most 10 items, got 11" },
      ]);
    });

    it("a repeated item, at the repeat, naming the first", () => {
      expect(problemsWith({ languages: { supported: ["EN", "TH", "EN"], default: "EN" } })).toEqual([
        {
          pointer: "/languages/supported/2",
          message: 'repeats /languages/supported/0 ("EN"); each value may appear only once',
        },
      ]);
    });
  });

  describe("noise", () => {
    it("never passes ajv's own wording through", () => {
      const problems = problemsWith({
        schemaVersion: 1,
        code: "Acme",
        colour: "red",
        features: { CBS: 1, GEETEST3: "on" },
        theme: { ...valid.theme, mode: "grey", radius: -1 },
        api: { domains: ["a.example", "a.example", "not a host"] },
      });
      expect(problems.length).toBeGreaterThan(6);
      for (const { message } of problems) {
        expect(message).not.toMatch(
          /must NOT|must match format|must be equal to|must have required|must match pattern/,
        );
      }
    });

    it("lists problems in the order of the file, a missing key at the end of its block", () => {
      const { name: _, ...data } = { ...valid, theme: { ...valid.theme, radius: 99 }, code: "Acme", zzz: 1 };
      validate(data);
      expect(problemsFromAjv(validate.errors ?? [], schema, data).map((p) => p.pointer)).toEqual([
        "/code",
        "/theme/radius",
        "/zzz",
        "/name",
      ]);
    });

    it("collapses an anyOf cascade to the branch the value has the shape of", () => {
      const target = {
        type: "object",
        properties: {
          port: { anyOf: [{ type: "integer", minimum: 1, maximum: 65535 }, { const: "auto" }] },
        },
      };
      expect(problemsWith({ port: 70000 }, target)).toEqual([
        { pointer: "/port", message: "must be at most 65535, got 70000" },
      ]);
    });

    it("gives one line listing the shapes when the value fits no branch", () => {
      const target = {
        type: "object",
        properties: { port: { oneOf: [{ type: "integer" }, { const: "auto" }, { const: "none" }] } },
      };
      expect(problemsWith({ port: "autp" }, target)).toEqual([
        {
          pointer: "/port",
          message: 'must be an integer, "auto" or "none", got "autp"; did you mean "auto"?',
        },
      ]);
    });

    it("does not repeat the same line", () => {
      const target = {
        type: "object",
        properties: { a: { allOf: [{ type: "integer" }, { type: "integer" }] } },
      };
      expect(problemsWith({ a: "x" }, target)).toEqual([
        { pointer: "/a", message: 'must be an integer, got "x"' },
      ]);
    });
  });
});
