import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../engine/platform/storage";
import { flagImageUrl } from "../../engine/stores/country-store";
import { testStores } from "./test-stores";

const answer = {
  countryCode: "TH",
  countryDialingCode: "66",
  countries: [
    { countryCode: "cn", countryDialingCode: "+86" },
    { countryCode: "TH", countryDialingCode: "66" },
    { countryCode: "", countryDialingCode: "1" },
  ],
};

describe("the merchant's countries", () => {
  it("load once, with the home country picked out and codes as digits", async () => {
    const stores = testStores({ "/wps/system/country": answer });
    expect(stores.countries.loaded).toBe(false);
    await stores.countries.load();
    expect(stores.countries.loaded).toBe(true);
    expect(stores.countries.countries).toEqual([
      { countryCode: "CN", countryDialingCode: "86" },
      { countryCode: "TH", countryDialingCode: "66" },
    ]);
    expect(stores.countries.home).toEqual({ countryCode: "TH", countryDialingCode: "66" });
  });

  it("stay in the session cache, so a reload asks the backend only once", async () => {
    const sessionStorage = memoryStorage();
    await testStores({ "/wps/system/country": answer }, sessionStorage).countries.load();
    const again = testStores({}, sessionStorage);
    await again.countries.load();
    expect(again.countries.home?.countryCode).toBe("TH");
  });

  it("that fail to load leave the picker out instead of breaking the form", async () => {
    const stores = testStores({});
    await stores.countries.load();
    expect(stores.countries.phase).toBe("failed");
    expect(stores.countries.loaded).toBe(false);
  });
});

describe("a flag image", () => {
  it("comes from the image CDN, named by the country code", () => {
    expect(flagImageUrl("https://img.example.com/", "TH")).toBe("https://img.example.com/flags/th.png");
  });

  it("is not asked for without a CDN", () => {
    expect(flagImageUrl(null, "TH")).toBeNull();
    expect(flagImageUrl("", "TH")).toBeNull();
  });
});
