import { describe, expect, it } from "vitest";
import { mergeLayers } from "../../../engine/config/merge-layers";
import { defaultsFromSchema } from "../../../engine/config/schema-defaults";
import schema from "../../../schemas/merchant.schema.json";

describe("merge rules", () => {
  it("rule 1: objects merge key by key", () => {
    const { value } = mergeLayers([
      { name: "base", value: { theme: { primary: "#111111", accent: "#222222" } } },
      { name: "merchant", value: { theme: { accent: "#333333" } } },
    ]);
    expect(value).toEqual({ theme: { primary: "#111111", accent: "#333333" } });
  });

  it("rule 2: arrays replace the whole list", () => {
    const { value } = mergeLayers([
      { name: "base", value: { languages: { supported: ["CN", "TW", "EN"] } } },
      { name: "merchant", value: { languages: { supported: ["EN"] } } },
    ]);
    expect(value).toEqual({ languages: { supported: ["EN"] } });
  });

  it("rule 3: an explicit null removes the key and what was below it", () => {
    const { value, origins } = mergeLayers([
      { name: "base", value: { firebase: { apiKey: "k", projectId: "p" }, name: "Base" } },
      { name: "merchant", value: { firebase: null } },
    ]);
    expect(value).toEqual({ name: "Base" });
    expect([...origins.keys()]).toEqual(["/name"]);
  });

  it("rule 4: scalars replace; a key left out keeps the value from below", () => {
    const { value } = mergeLayers([
      { name: "defaults", value: { timings: { requestTimeoutMs: 30000, gameLaunchTimeoutMs: 10000 } } },
      { name: "merchant", value: { timings: { requestTimeoutMs: 15000 } } },
    ]);
    expect(value).toEqual({ timings: { requestTimeoutMs: 15000, gameLaunchTimeoutMs: 10000 } });
  });

  it("records which layer every leaf came from", () => {
    const { origins } = mergeLayers([
      { name: "defaults", value: { currency: { decimals: 2 } } },
      { name: "base", value: { currency: { code: "THB" }, features: { CBS3: true } } },
      { name: "merchant", value: { features: { CBS3: false } } },
      { name: "live", value: { currency: { code: "USD" } } },
    ]);
    expect(Object.fromEntries(origins)).toEqual({
      "/currency/decimals": "defaults",
      "/currency/code": "live",
      "/features/CBS3": "merchant",
    });
  });

  it("never changes its inputs", () => {
    const base = { theme: { primary: "#111111" }, list: [1] };
    mergeLayers([
      { name: "base", value: base },
      { name: "merchant", value: { theme: { primary: "#222222" } } },
    ]);
    expect(base).toEqual({ theme: { primary: "#111111" }, list: [1] });
  });
});

describe("defaults layer from the schema", () => {
  const defaults = defaultsFromSchema(schema as never);

  it("takes the spec's defaults from the schema", () => {
    expect(defaults).toMatchObject({
      popups: { welcomeDelayMs: 20000, autoplayMs: 5000 },
      banners: { marqueeSpeed: 60 },
      timings: {
        requestTimeoutMs: 30000,
        gameLaunchTimeoutMs: 10000,
        smsCountdownFallbackS: 60,
        profileIconCount: 9,
      },
      geetest: { version: "v3" },
      installPrompt: { theme: "light", preferredWay: "app" },
    });
  });

  it("leaves out optional blocks that defaults alone cannot make valid", () => {
    expect(defaults).not.toHaveProperty("firebase");
  });

  it("gives a block every merchant must write its defaults", () => {
    expect(defaults.theme).toEqual({ font: "system", radius: 12 });
  });
});
