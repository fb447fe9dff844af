import { describe, expect, it } from "vitest";
import { keptQuery, withKeptQuery } from "../../../engine/routing/kept-query";

describe("the query kept on every in-app navigation (spec section 2)", () => {
  it("keeps the spec's parameters, only those, in the spec's order", () => {
    expect(keptQuery("?gclid=g&x=1&affiliateCode=a&token=secret&r=7&inApp=ios&cid=c&fbclid=")).toEqual([
      ["affiliateCode", "a"],
      ["r", "7"],
      ["inApp", "ios"],
      ["gclid", "g"],
      ["cid", "c"],
    ]);
  });

  it("adds them to an in-app address, which keeps its own query, hash and values", () => {
    const current = "?affiliateCode=aff1&fbclid=fb&ttclid=tt";
    expect(withKeptQuery("/m/login", current)).toBe("/m/login?affiliateCode=aff1&fbclid=fb&ttclid=tt");
    expect(withKeptQuery("/m/activity?id=3#rules", current)).toBe(
      "/m/activity?id=3&affiliateCode=aff1&fbclid=fb&ttclid=tt#rules",
    );
    expect(withKeptQuery("/m/register?affiliateCode=mine", current)).toBe(
      "/m/register?affiliateCode=mine&fbclid=fb&ttclid=tt",
    );
  });

  it("never touches an address outside the app, or a page without kept parameters", () => {
    expect(withKeptQuery("https://elsewhere.example/x", "?gclid=g")).toBe("https://elsewhere.example/x");
    expect(withKeptQuery("//elsewhere.example/x", "?gclid=g")).toBe("//elsewhere.example/x");
    expect(withKeptQuery("/m/home", "?token=t&x=1")).toBe("/m/home");
  });
});
