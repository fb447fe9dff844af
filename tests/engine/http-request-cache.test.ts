import { describe, expect, it } from "vitest";
import {
  isCacheExempt,
  readCached,
  SESSION_CACHE_PREFIX,
  sessionCacheKey,
  writeCached,
} from "../../engine/http/request-cache";
import { memoryStorage } from "../../engine/platform/storage";

describe("the cache-exempt rule (spec section 7)", () => {
  it.each([
    "/wps/relay/MCSFE_getListAnnouncements",
    "/wps/relay/PROMOFE_getPromotionAnnouncementCategory",
    "/wps/game/launchGame",
    "/wps/relay/GCSGAME_newGameVendor",
    "/wps/relay/GCSGAME_getGameMatchV2",
    "/wps/relay/GCS_gameTrialLaunch",
    "/wps/orders/list",
    "/wps/relay/getOrders",
    "/wps/suborders/cancel",
  ])("exempts %s", (path) => {
    expect(isCacheExempt(path)).toBe(true);
  });

  it.each([
    "/wps/system/country",
    "/wps/member/info",
    "/wps/relay/CBS_unreadCount",
    "/wps/relay/WPSCORE_getDownloadSetting",
    "/wps/relay/MCSFE_getMerchantAvailablePromotions",
    // Only the path decides: a query that mentions a game does not make the call live.
    "/wps/relay/WPSCORE_getCustomerServiceScript?topic=game",
  ])("lets %s be cached", (path) => {
    expect(isCacheExempt(path)).toBe(false);
  });
});

describe("session cache entries", () => {
  it("are keyed by merchant, language, session and full URL", () => {
    const anonymous = sessionCacheKey("/wps/system/country?_=royal", {
      merchant: "royal",
      language: "CN",
      token: null,
    });
    expect(anonymous).toBe(`${SESSION_CACHE_PREFIX}royal:CN:-:/wps/system/country?_=royal`);
    const member = sessionCacheKey("/wps/x", { merchant: "royal", language: "CN", token: "tok-123" });
    expect(member).toMatch(/^wl-http:royal:CN:[0-9a-f]{1,8}:\/wps\/x$/);
    expect(member).not.toContain("tok-123");
    expect(sessionCacheKey("/wps/x", { merchant: "royal", language: "CN", token: "tok-124" })).not.toBe(
      member,
    );
  });

  it("store falsy values and read them back; absence reads as undefined", () => {
    const storage = memoryStorage();
    for (const value of [0, false, null, ""]) {
      writeCached(storage, "k", value);
      expect(readCached(storage, "k")).toEqual({ value });
    }
    expect(readCached(storage, "absent")).toBeUndefined();
  });

  it("skip undefined, which JSON cannot carry", () => {
    const storage = memoryStorage();
    writeCached(storage, "k", undefined);
    expect(storage.get("k")).toBeNull();
  });

  it("drop what does not parse or lacks its wrapper, without throwing", () => {
    const storage = memoryStorage({ a: "{oops", b: "[1]", c: '"text"' });
    for (const key of ["a", "b", "c"]) {
      expect(readCached(storage, key)).toBeUndefined();
      expect(storage.get(key)).toBeNull();
    }
  });
});
