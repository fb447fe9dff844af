import { describe, expect, it } from "vitest";
import {
  ATTRIBUTION_KEY,
  captureAttribution,
  captureWebclipFlag,
  readAttribution,
  WEBCLIP_KEY,
} from "../../../engine/identity/attribution";
import { readEnvironment } from "../../../engine/platform/environment";
import { memoryStorage } from "../../../engine/platform/storage";

describe("ad-attribution ids from a landing link (spec sections 2 and 3)", () => {
  it("keeps each S2S id under the spec's name", () => {
    const storage = memoryStorage();
    captureAttribution(
      "?ad_app_token=t1&gps_adid=g1&adid=a1&af_app_id=af1&appsflyer_id=ap1&advertising_id=ad1&oaid=o1&idfa=i1&idfv=v1&x=y",
      storage,
    );
    expect(readAttribution(storage)).toEqual({
      adAppToken: "t1",
      gpsAdid: "g1",
      adid: "a1",
      afAppId: "af1",
      appsflyerId: "ap1",
      afAdvertisingId: "ad1",
      afOaid: "o1",
      idfa: "i1",
      idfv: "v1",
    });
  });

  it("lets a newer link replace one id and a page without ids leave them alone", () => {
    const storage = memoryStorage();
    captureAttribution("?idfa=old&gps_adid=g", storage);
    captureAttribution("?idfa=new", storage);
    captureAttribution("?page=2", storage);
    expect(readAttribution(storage)).toEqual({ idfa: "new", gpsAdid: "g" });
  });

  it("survives a corrupt stored value", () => {
    const storage = memoryStorage();
    storage.set(ATTRIBUTION_KEY, "{not json");
    expect(captureAttribution("?idfv=v", storage)).toEqual({ idfv: "v" });
  });
});

describe("the WEBCLIP flag (spec section 4)", () => {
  it.each([
    [true, "", "1"],
    [true, "?homescreen=1", "0"],
    [false, "?homescreen=1", null],
    [false, "", null],
  ])("standalone %s with %j → %s", (standalone, search, flag) => {
    const storage = memoryStorage();
    captureWebclipFlag(readEnvironment("Mozilla/5.0 (iPhone)", search, standalone), storage);
    expect(storage.get(WEBCLIP_KEY)).toBe(flag);
  });
});
