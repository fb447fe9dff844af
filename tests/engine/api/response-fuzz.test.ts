/**
 * Issue 20, "a fuzz test feeds generated wrong answers to every typed call": every function the
 * api modules export is called through the real request layer against a stand-in fetch answering
 * generated values (near-valid answers with one part broken, wrong types, nulls, huge lists, no
 * envelope). Each must resolve exactly when full ajv finds the answer valid against its schema,
 * and otherwise reject with the bad-answer ApiError, reported once — never a TypeError.
 */
import { generateKeyPairSync } from "node:crypto";
import Ajv2020 from "ajv/dist/2020.js";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { RESPONSE_LIST_LIMIT } from "../../../engine/constants";
import type { AnswerCheck } from "../../../engine/http/answer-check";
import type { AnswerShape } from "../../../engine/http/answer-shape";
import { HttpClient, type RequestOptions } from "../../../engine/http/client";
import { ApiError } from "../../../engine/http/envelope";
import { resetResponseProblems, responseProblemCounts } from "../../../engine/http/response-problems";
import { RESPONSE_AREAS, responseCallSchemas } from "../../../scripts/gen-types";

type Call = (http: HttpClient, ...args: unknown[]) => Promise<unknown>;

const modules = import.meta.glob<Record<string, unknown>>("../../../engine/api/*.ts", { eager: true });
const generated = import.meta.glob<Record<string, AnswerCheck>>("../../../engine/api/generated/*.ts", {
  eager: true,
});

const areaOf = (file: string) => file.replace(/^.*\//, "").replace(/\.ts$/, "");

/** Every exported function of engine/api/*.ts: each is a typed /wps call taking the client first. */
const CALLS = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => typeof value === "function")
    .map(([name, fn]) => ({ area: areaOf(file), name, id: `${areaOf(file)}.${name}`, fn: fn as Call })),
);

const RUNS = 50;
/** Depths from here on offer no huge list (the items of a huge list are generated there). */
const NO_HUGE_LISTS = 100;
let modulusHex = "";
// biome-ignore lint/suspicious/noExplicitAny: ajv's compiled validators are typed loosely.
const validators = new Map<string, any>();

beforeAll(async () => {
  // Encrypted calls (login, registration, withdrawals) fetch a key first; a real one keeps them on their real path.
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024, publicExponent: 0x10001 });
  modulusHex = Buffer.from(privateKey.export({ format: "jwk" }).n ?? "", "base64url")
    .toString("hex")
    .replace(/^0+/, "");
  const ajv = new Ajv2020({ allowUnionTypes: true });
  for (const area of RESPONSE_AREAS) {
    for (const [name, schema] of Object.entries(await responseCallSchemas(area)))
      validators.set(`${area}.${name}`, ajv.compile(schema));
  }
});

beforeEach(() => {
  resetResponseProblems();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

/** The real client with a fetch that answers `body`, and the answer check each request carried. */
function standIn() {
  const state: { body: string; seen: RequestOptions["answer"][] } = { body: "", seen: [] };
  class Recording extends HttpClient {
    override request<T>(path: string | null, options: RequestOptions = {}): Promise<T> {
      state.seen.push(options.answer);
      return super.request<T>(path, options);
    }
  }
  const http = new Recording({
    fetch: (async (url: string) =>
      url.startsWith("/wps/session/key/rsa")
        ? new Response(`"${modulusHex}"`)
        : new Response(state.body, { status: 200 })) as typeof fetch,
    baseUrl: "",
    merchant: () => "royal",
    language: () => "EN",
    token: () => "token",
  });
  return { http, state };
}

const wrong = fc.oneof(
  fc.constant(null),
  fc.string({ maxLength: 4 }),
  fc.integer(),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
);

/** Mostly what the schema asks, with a part now and then wrong, null, missing or far too long. */
function nearly(shape: AnswerShape, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: depth % NO_HUGE_LISTS > 3 ? 1 : 8, arbitrary: fitting(shape, depth) },
    { weight: 1, arbitrary: wrong },
  );
}

type ShapeNode = Exclude<AnswerShape, string>;
const nodeOf = (shape: AnswerShape): ShapeNode => (typeof shape === "string" ? { t: shape } : shape);

function fitting(shape: AnswerShape, depth: number): fc.Arbitrary<unknown> {
  const node = nodeOf(shape);
  // A value the enum names (the wrong ones come from `nearly`).
  if (node.e) return fc.constantFrom(...node.e);
  if (node.a)
    return fc.oneof(...node.a.map((option) => fitting({ ...node, a: undefined, ...nodeOf(option) }, depth)));
  return fc.oneof(...[...(node.t || "?")].map((letter) => ofType(letter, node, depth)));
}

function ofType(letter: string, shape: ShapeNode, depth: number): fc.Arbitrary<unknown> {
  switch (letter) {
    case "o": {
      const keys = Object.keys(shape.p ?? {});
      const record = Object.fromEntries(keys.map((key) => [key, nearly(shape.p?.[key] ?? {}, depth + 1)]));
      const required = shape.r ?? [];
      // Leaving out a required key now and then: fast-check drops non-required keys at will.
      const whole = fc.record(record, { requiredKeys: keys.filter((key) => required.includes(key)) });
      if (!required.length) return whole;
      return fc.oneof(
        { weight: 2, arbitrary: whole },
        {
          weight: 1,
          arbitrary: fc
            .tuple(whole, fc.constantFrom(...required))
            .map(([value, key]) => withoutKey(value as Record<string, unknown>, key)),
        },
      );
    }
    case "a": {
      const items = shape.i ?? {};
      const short = fc.array(nearly(items, depth + 1), { maxLength: 3 });
      // One huge list per answer at most: a huge list of huge lists would only slow the test down.
      if (depth >= NO_HUGE_LISTS) return short;
      return fc.oneof(
        { weight: 6, arbitrary: short },
        { weight: 1, arbitrary: fitting(items, NO_HUGE_LISTS + depth).map((item) => hugeList(item)) },
      );
    }
    case "s":
      return fc.string({ maxLength: 6 });
    case "n":
    case "i":
      return fc.integer();
    case "b":
      return fc.boolean();
    case "z":
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const withoutKey = (value: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));

const hugeList = (item: unknown) => Array.from({ length: RESPONSE_LIST_LIMIT + 1 }, () => item);

/** A whole body: usually the platform's envelope around an answer, sometimes not an envelope at all. */
const bodies = (shape: AnswerShape) =>
  fc.oneof(
    { weight: 9, arbitrary: nearly(shape).map((value) => ({ envelope: true, value })) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.jsonValue({ maxDepth: 2 }), fc.record({ success: fc.string(), value: fc.jsonValue() }))
        .map((value) => ({ envelope: false, value })),
    },
  );

describe("every typed call against generated wrong answers", () => {
  it("finds the typed calls and a schema for each", () => {
    expect(CALLS.length).toBeGreaterThan(60);
    const missing = CALLS.filter(
      ({ area, name }) => !generated[`../../../engine/api/generated/${area}.ts`]?.[name],
    );
    expect(missing.map(({ id }) => id)).toEqual([]);
  });

  it.each(CALLS.map((call) => [call.id, call] as const))("%s", async (id, { area, name, fn }) => {
    const check = generated[`../../../engine/api/generated/${area}.ts`]?.[name] as AnswerCheck;
    const validate = validators.get(id);
    const { http, state } = standIn();
    await fc.assert(
      fc.asyncProperty(bodies(check.shape), async ({ envelope, value }) => {
        resetResponseProblems();
        state.seen = [];
        state.body = JSON.stringify(envelope ? { success: true, value } : value);
        const valid = envelope && validate(value);
        for (let attempt = 0; attempt < 2; attempt++) {
          const outcome = await fn(http, {}).then(
            () => "resolved",
            (error: unknown) => error,
          );
          if (valid) expect(outcome).toBe("resolved");
          else {
            expect(outcome).toBeInstanceOf(ApiError);
            expect((outcome as ApiError).kind).toBe("malformed");
          }
          // The second identical answer is not counted again.
          expect(responseProblemCounts()[id] ?? 0).toBe(valid ? 0 : 1);
        }
        expect(state.seen).toEqual([check, check]);
        expect(check.call).toBe(id);
      }),
      { numRuns: RUNS },
    );
  });

  it("a wrong answer is told on the console once, naming the call, the pointer and the problem", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    warn.mockClear();
    const { http, state } = standIn();
    const content = modules["../../../engine/api/content.ts"] as { getVendorLanes: Call };
    state.body = JSON.stringify({ success: true, value: { data: { lanes: [{ title: 7, cards: [] }] } } });
    await expect(content.getVendorLanes(http)).rejects.toBeInstanceOf(ApiError);
    await expect(content.getVendorLanes(http)).rejects.toBeInstanceOf(ApiError);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toBe(
      '[bad answer] content.getVendorLanes: "/data/lanes/0/title" not string',
    );
  });
});
