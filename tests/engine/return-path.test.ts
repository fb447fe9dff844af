import { describe, expect, it } from "vitest";
import { returnPathOf, withReturnPath } from "../../engine/routing/return-path";

describe("the way back from an errand (engine/routing/return-path.ts)", () => {
  it("names where to come back to in the errand's query", () => {
    expect(withReturnPath("/m/securityCenter/addBankCard", "/m/withdraw")).toBe(
      "/m/securityCenter/addBankCard?from=%2Fm%2Fwithdraw",
    );
    expect(returnPathOf("?from=%2Fm%2Fwithdraw&affiliateCode=a1")).toBe("/m/withdraw");
    expect(returnPathOf(`?from=${encodeURIComponent("/m/activity?id=3")}`)).toBe("/m/activity?id=3");
  });

  it.each([
    ["no from", ""],
    ["another site", "?from=https://evil.example/m/withdraw"],
    ["a protocol-relative address", "?from=//evil.example/m/withdraw"],
    ["a path that climbs out to another host", "?from=/m/../..//evil.example/x"],
    ["a backslash trick", "?from=/m/\\evil.example"],
    ["a path outside the app", "?from=/wps/session/logout"],
  ])("follows nothing with %s", (_case, search) => {
    expect(returnPathOf(search)).toBeNull();
  });
});
