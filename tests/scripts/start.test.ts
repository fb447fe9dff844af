import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { listMerchantCodes } from "../../scripts/lib/merchants";

describe("npm start", () => {
  it("stops on an unknown merchant and lists the known codes", () => {
    const run = spawnSync("npx", ["tsx", "scripts/start.ts"], {
      env: { ...process.env, MERCHANT: "nosuch", FORCE_COLOR: "0" },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Unknown merchant "nosuch"');
    for (const code of listMerchantCodes()) expect(run.stderr).toContain(code);
  });
});
