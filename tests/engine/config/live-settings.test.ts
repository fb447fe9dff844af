import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it, vi } from "vitest";
import { liveCurrency, liveDownloadBar, liveFeatures } from "../../../engine/config/generated/live-shapes";
import { livePartsFrom } from "../../../engine/config/live-settings";
import { type AnswerShape, findProblem, stripUnknown } from "../../../engine/http/answer-shape";
import { ConfigStore } from "../../../engine/stores/config-store";
import { testConfig } from "../test-stores";

const status = (extra: object) => ({ maintenance: false, regionRestriction: false, ...extra });

describe("live settings from the status call", () => {
  it("take the whitelabel flags as features, dropping module keys the schema does not know", () => {
    const { parts, problems } = livePartsFrom(status({ whitelabel: { CBS3: true, NEWTHING9: true } }));
    expect(parts).toEqual({ features: { CBS3: true } });
    expect(problems).toEqual([]);
  });

  it("take the currency fields as the currency block", () => {
    const { parts } = livePartsFrom(
      status({ currency: "BRL", currencySymbol: "R$", currencyPosition: "before" }),
    );
    expect(parts).toEqual({ currency: { code: "BRL", symbol: "R$", position: "before" } });
  });

  it("count a currency symbol's length in characters, as the schema means, not in UTF-16 units", () => {
    // Four astral characters are eight UTF-16 units but within the schema's four.
    const fits = livePartsFrom(
      status({ currency: "BTC", currencySymbol: "𝔹𝕋ℂ𝕏", currencyPosition: "after" }),
    );
    expect(fits.problems).toEqual([]);
    const tooLong = livePartsFrom(
      status({ currency: "BTC", currencySymbol: "𝔹𝕋ℂ𝕏𝕏", currencyPosition: "after" }),
    );
    expect(tooLong.problems).toEqual([
      { part: "currency", details: expect.stringContaining("/symbol longer than 4 characters") },
    ]);
  });

  it("report a bad part and leave it out", () => {
    const { parts, problems } = livePartsFrom(
      status({
        whitelabel: { CBS3: "yes" },
        currency: "USD",
        currencySymbol: "$",
        currencyPosition: "before",
      }),
    );
    expect(parts).toEqual({ currency: { code: "USD", symbol: "$", position: "before" } });
    expect(problems).toEqual([{ part: "features", details: expect.stringContaining("/CBS3 not boolean") }]);
  });
});

describe("ConfigStore", () => {
  it("puts live settings over the built config", () => {
    const store = new ConfigStore({ ...testConfig, features: { CBS3: false, REG3: true } }, () => undefined);
    store.applyStatus(status({ whitelabel: { CBS3: true } }));
    expect(store.current.features).toEqual({ CBS3: true, REG3: true });
  });

  it("keeps the last good part when a later one is bad, and says so", () => {
    const warn = vi.fn();
    const store = new ConfigStore(testConfig, warn);
    store.applyStatus(status({ whitelabel: { CBS3: true } }));
    store.applyStatus(status({ whitelabel: { CBS3: 1 } }));
    expect(store.current.features?.CBS3).toBe(true);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/Live setting "features" .* ignored .*keeping the last good one/),
    );
  });

  it("keeps the built value when the first live part is already bad", () => {
    const store = new ConfigStore(
      { ...testConfig, currency: { code: "USD", symbol: "$", position: "before" } },
      () => undefined,
    );
    store.applyStatus(status({ currency: "US", currencySymbol: "$", currencyPosition: "middle" }));
    expect(store.current.currency.code).toBe("USD");
  });
});

describe("the live parts' compact shapes", () => {
  // The browser checks live parts against shapes generated from the merchant schema; full ajv on
  // that schema is the reference, so a keyword the shape drops or reads differently shows here.
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  ajv.addSchema(JSON.parse(readFileSync("schemas/merchant.schema.json", "utf8")), "merchant");
  const PARTS: Array<[string, AnswerShape, unknown[]]> = [
    [
      "features",
      liveFeatures,
      [{}, { CBS3: true }, { CBS3: "yes" }, { REG3: null }, [], "on", { CBS3: false, REG3: 1 }],
    ],
    [
      "currency",
      liveCurrency,
      [
        { code: "BRL", symbol: "R$", position: "before" },
        { code: "BRL", symbol: "R$", position: "middle" },
        { code: "br", symbol: "R$", position: "after" },
        { code: "USDTUSDT", symbol: "$", position: "after" },
        { code: "USD", symbol: "", position: "after" },
        { code: "USD", symbol: "$$$$$", position: "after" },
        { code: "USD", symbol: "$", position: "after", decimals: 5 },
        { code: "USD", symbol: "$", position: "after", decimals: -1 },
        { code: "USD", symbol: "$", position: "after", decimals: 1.5 },
        { code: "USD", symbol: "$" },
        null,
      ],
    ],
    [
      "downloadBar",
      liveDownloadBar,
      [
        {},
        { enabled: false },
        { minRankLevel: 3 },
        { minRankLevel: -1 },
        { minRankLevel: 2.5 },
        { loginRequired: "no" },
      ],
    ],
  ];
  for (const [part, shape, values] of PARTS) {
    it(`agree with the merchant schema's ${part} on ${values.length} values`, () => {
      const validate = ajv.getSchema(`merchant#/properties/${part}`);
      if (!validate) throw new Error(`no schema for ${part}`);
      for (const value of values) {
        expect({ value, fits: findProblem(shape, value) === null }).toEqual({ value, fits: validate(value) });
      }
    });
  }

  it("drop the keys the schema does not name, and only those", () => {
    const value = { CBS3: true, NEWTHING9: true };
    stripUnknown(liveFeatures, value);
    expect(value).toEqual({ CBS3: true });
  });
});
