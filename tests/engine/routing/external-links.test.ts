import { describe, expect, it } from "vitest";
import { externalHref, isAllowedHost, safeReturnUrl } from "../../../engine/routing/external-links";

const context = {
  origin: "https://m.brand.example",
  allowedDomains: ["brand.example", "brand-play.example"],
  token: "tok-1",
  merchant: "royal",
};

describe("external links carry the session only to the merchant's own domains", () => {
  it("adds token and merchant for an allowed domain or one below it", () => {
    expect(externalHref("https://www.brand.example/promo?x=1", context)).toBe(
      "https://www.brand.example/promo?x=1&token=tok-1&merchant=royal",
    );
    expect(externalHref("https://brand-play.example/", context)).toBe(
      "https://brand-play.example/?token=tok-1&merchant=royal",
    );
  });

  it("sends an advertiser's page no token and no merchant", () => {
    expect(externalHref("https://advertiser.example/offer", context)).toBe(
      "https://advertiser.example/offer",
    );
    expect(externalHref("https://brand.example.evil.example/", context)).toBe(
      "https://brand.example.evil.example/",
    );
    expect(externalHref("https://notbrand.example/", context)).toBe("https://notbrand.example/");
  });

  it("adds only the merchant for a visitor", () => {
    expect(externalHref("https://brand.example/", { ...context, token: null })).toBe(
      "https://brand.example/?merchant=royal",
    );
  });

  it("opens nothing that is not http(s)", () => {
    for (const address of ["javascript:alert(1)", "data:text/html,x", "mailto:x@y", "http://[bad"]) {
      expect(externalHref(address, context)).toBeNull();
    }
  });

  it("matches hosts whole labels at a time, whatever the case", () => {
    expect(isAllowedHost("WWW.Brand.Example", ["brand.example"])).toBe(true);
    expect(isAllowedHost("xbrand.example", ["brand.example"])).toBe(false);
    expect(isAllowedHost("a.brand.example", ["*.brand.example"])).toBe(true);
  });
});

describe("return addresses from the query go nowhere else (no open redirect)", () => {
  const rules = { origin: context.origin, allowedDomains: context.allowedDomains };
  it.each([
    ["/m/home", "/m/home"],
    ["https://m.brand.example/m/member/home?tab=1", "/m/member/home?tab=1"],
    ["https://www.brand.example/back", "https://www.brand.example/back"],
    ["https://evil.example/phish", null],
    ["//evil.example/phish", null],
    ["javascript:alert(1)", null],
    ["", null],
    [null, null],
  ])("%j → %j", (address, expected) => {
    expect(safeReturnUrl(address, rules)).toBe(expected);
  });
});
