import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generated } from "../../scripts/gen-types";

describe("generated code", () => {
  it("matches the schema (run `npm run gen:types` after editing the schema)", async () => {
    for (const { out, content } of await generated()) {
      expect(readFileSync(out, "utf8"), out).toBe(content);
    }
  });
});
