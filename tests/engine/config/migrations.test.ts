import { describe, expect, it } from "vitest";
import { CURRENT_SCHEMA_VERSION, MIGRATIONS, migrateConfig } from "../../../engine/config/migrations";
import schema from "../../../schemas/merchant.schema.json";

describe("config migrations", () => {
  it("the schema's schemaVersion is the version migrations lead to", () => {
    expect(schema.properties.schemaVersion.const).toBe(CURRENT_SCHEMA_VERSION);
  });

  it("there is one migration for every version before the current one", () => {
    expect(MIGRATIONS.map((m) => m.from)).toEqual(
      Array.from({ length: CURRENT_SCHEMA_VERSION - 1 }, (_, i) => i + 1),
    );
  });

  it("leaves a current config untouched, without notices", () => {
    const config = { schemaVersion: CURRENT_SCHEMA_VERSION, code: "acme" };
    expect(migrateConfig(config)).toEqual({ config, notices: [] });
  });

  it("v1 → v2 moves allowedExternalDomains into api, keeping other api settings", () => {
    const { config, notices } = migrateConfig({
      schemaVersion: 1,
      code: "acme",
      allowedExternalDomains: ["pay.example"],
      api: { origin: "https://api.example" },
    });
    expect(config).toEqual({
      schemaVersion: 2,
      code: "acme",
      api: { origin: "https://api.example", allowedExternalDomains: ["pay.example"] },
    });
    expect(notices).toEqual([
      "migrated from schemaVersion 1 to 2: move allowedExternalDomains into api.allowedExternalDomains",
    ]);
  });

  it("v1 → v2 without the moved key only bumps the version", () => {
    expect(migrateConfig({ schemaVersion: 1, code: "acme" }).config).toEqual({
      schemaVersion: 2,
      code: "acme",
    });
  });

  it("does not change the object it was given", () => {
    const input = { schemaVersion: 1, allowedExternalDomains: ["a.example"] };
    migrateConfig(input);
    expect(input).toEqual({ schemaVersion: 1, allowedExternalDomains: ["a.example"] });
  });

  it("refuses a version newer than the engine", () => {
    expect(() => migrateConfig({ schemaVersion: CURRENT_SCHEMA_VERSION + 1 })).toThrow(
      /newer than this engine/,
    );
  });
});
