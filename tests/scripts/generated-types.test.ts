import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generate } from "../../scripts/gen-types";

describe("generated config types", () => {
  it("match the schema (run `npm run gen:types` after editing the schema)", async () => {
    const fresh = await generate("schemas/merchant.schema.json");
    expect(readFileSync("engine/config/generated/merchant-config.ts", "utf8")).toBe(fresh);
  });
});
