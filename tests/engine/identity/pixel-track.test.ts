import { describe, expect, it } from "vitest";
import type { MerchantConfig } from "../../../engine/config/merchant-config";
import { captureClickIds, keptClickIds, PIXEL_CLICKS_KEY } from "../../../engine/identity/click-ids";
import { pixelTrackBundle } from "../../../engine/identity/pixel-track";
import type { CookieJar } from "../../../engine/platform/cookies";
import { memoryStorage } from "../../../engine/platform/storage";
import { testConfig } from "../test-stores";

const cookies = (jar: Record<string, string>): CookieJar => ({
  get: (name) => jar[name] ?? null,
  set: () => undefined,
});
const config = (tracking: MerchantConfig["tracking"]): MerchantConfig => ({ ...testConfig, tracking });

describe("click ids kept from landing links (spec sections 2 and 3)", () => {
  it("keeps each network's click id under its bundle name; a later link's ids win, others stay", () => {
    const storage = memoryStorage();
    captureClickIds("?kwaiclid=K1&cid=V1&visitor_id=P1&okspId=O1&obclid=OB1&fbclid=F1", storage);
    captureClickIds("?kwaiclid=K2&utm_source=tiktok", storage);
    expect(keptClickIds(storage)).toEqual({
      kwaiClickId: "K2",
      voluumCid: "V1",
      propellerVisitorId: "P1",
      okspId: "O1",
      obclid: "OB1",
      fbclid: "F1",
      utm_source: "tiktok",
    });
  });

  it("leaves the kept ids alone on a page without any", () => {
    const storage = memoryStorage();
    captureClickIds("?twclid=T1", storage);
    captureClickIds("?affiliateCode=A1", storage);
    expect(keptClickIds(storage)).toEqual({ twclid: "T1" });
  });

  it("reads a damaged entry as none, and a new link replaces it", () => {
    const storage = memoryStorage();
    storage.set(PIXEL_CLICKS_KEY, "{not json");
    expect(keptClickIds(storage)).toEqual({});
    captureClickIds("?gclid=G1", storage);
    expect(keptClickIds(storage)).toEqual({ gclid: "G1" });
  });
});

describe("the pixel tracking bundle (spec section 3: each part only if set)", () => {
  it("carries the merchant's ids, the click ids and the fbc/fbp cookies, but not fbclid, gclid or ttclid", () => {
    const storage = memoryStorage();
    captureClickIds("?fbclid=F1&gclid=G1&ttclid=T1&twclid=TW1&mgsClickId=M1", storage);
    const bundle = pixelTrackBundle(
      config({ facebookPixelId: "FB-1", tiktokPixelId: "TT-1", voluumId: "track.example.com", sources: {} }),
      storage,
      cookies({ _fbc: "fb.1.1.F1", _fbp: "fb.1.1.99" }),
    );
    expect(bundle).toEqual({
      fbPixelId: "FB-1",
      tiktokPixelId: "TT-1",
      twclid: "TW1",
      mgsClickId: "M1",
      fbc: "fb.1.1.F1",
      fbp: "fb.1.1.99",
    });
  });

  it("is empty for a merchant without ids and a visitor without clicks", () => {
    expect(pixelTrackBundle(config(undefined), memoryStorage(), cookies({}))).toEqual({});
  });
});
