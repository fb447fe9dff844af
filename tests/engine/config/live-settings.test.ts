import { describe, expect, it, vi } from "vitest";
import { livePartsFrom } from "../../../engine/config/live-settings";
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
      { part: "currency", details: expect.stringContaining("/symbol must NOT have more than 4 characters") },
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
    expect(problems).toEqual([
      { part: "features", details: expect.stringContaining("/CBS3 must be boolean") },
    ]);
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
