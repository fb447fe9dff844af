import { describe, expect, it } from "vitest";
import { XSS_URL_VECTORS } from "../../../e2e/xss-corpus";
import { bannerAction } from "../../../engine/games/banner-action";
import { externalHref, safeReturnUrl } from "../../../engine/routing/external-links";
import { safeHref, safeUrl } from "../../../engine/security/safe-url";

const ORIGIN = "https://m.brand.example";
const links = { origin: ORIGIN, allowedDomains: ["brand.example"], token: "tok-1", merchant: "royal" };

describe("the URL rule: only http(s) passes (the corpus's URL vectors)", () => {
  it.each(XSS_URL_VECTORS.map((vector) => [vector.note, vector] as const))("%s", (_note, vector) => {
    // A field naming another site takes absolute addresses only: every vector is refused.
    expect(safeUrl(vector.url)).toBeNull();
    const relative = safeUrl(vector.url, ORIGIN);
    if (vector.foreignHost) {
      // A real web address, on another host: fine for an external link, never an in-app place.
      expect(relative?.protocol).toMatch(/^https?:$/);
      expect(relative?.origin).not.toBe(ORIGIN);
      expect(safeReturnUrl(vector.url, links)).toBeNull();
    } else if (vector.pathWhenRelative) {
      // Text that only looks like a scheme: it resolves to a path on this site, and runs nothing.
      expect(relative?.origin).toBe(ORIGIN);
      expect(relative?.pathname.startsWith("/")).toBe(true);
    } else {
      expect(relative).toBeNull();
      expect(externalHref(vector.url, links)).toBeNull();
      expect(safeReturnUrl(vector.url, links)).toBeNull();
    }
    // A banner's URL item never acts on it.
    expect(bannerAction({ title: "b", url: "x.png", linkageType: "URL", linkage: vector.url }).kind).toBe(
      "none",
    );
  });

  it.each([
    ["https://brand.example/promo?x=1", undefined, "https://brand.example/promo?x=1"],
    ["HTTP://Brand.Example/A", undefined, "http://brand.example/A"],
    ["  https://cdn.example/app.apk  ", undefined, "https://cdn.example/app.apk"],
    ["/m/promotions", ORIGIN, "https://m.brand.example/m/promotions"],
    ["img/1.png", `${ORIGIN}/m/`, "https://m.brand.example/m/img/1.png"],
    ["/m/promotions", undefined, null],
  ])("%j (page %j) → %j", (address, origin, expected) => {
    expect(safeHref(address, origin)).toBe(expected);
  });

  it("takes nothing that is not a string", () => {
    for (const value of [null, undefined, 7, {}, ["https://brand.example/"], true]) {
      expect(safeUrl(value, ORIGIN)).toBeNull();
    }
  });
});
