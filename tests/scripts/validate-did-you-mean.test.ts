import { describe, expect, it } from "vitest";
import { didYouMean } from "../../scripts/lib/validate/did-you-mean";

const FEATURES = ["CBS3", "MOBILEAUTOLOGIN3", "GEETEST3", "GEETESTTEST3", "GEETESTVCODE3", "REG3", "REWCEN3"];

describe("didYouMean", () => {
  it("finds a name with a character missing, extra or wrong", () => {
    expect(didYouMean("CBS", FEATURES)).toBe("CBS3");
    expect(didYouMean("REWCENN3", FEATURES)).toBe("REWCEN3");
    expect(didYouMean("MOBILEAUTOLOGON3", FEATURES)).toBe("MOBILEAUTOLOGIN3");
  });

  it("counts two swapped neighbours as one typo", () => {
    expect(didYouMean("drak", ["light", "dark"])).toBe("dark");
    expect(didYouMean("befroe", ["before", "after"])).toBe("before");
  });

  it("ignores case and returns the candidate's own spelling", () => {
    expect(didYouMean("cbs3", FEATURES)).toBe("CBS3");
    expect(didYouMean("Dark", ["light", "dark"])).toBe("dark");
  });

  it("prefers the closest of several candidates", () => {
    expect(didYouMean("GEETESTTEST", FEATURES)).toBe("GEETESTTEST3");
  });

  it("suggests nothing when no candidate is a plausible typo", () => {
    expect(didYouMean("colour", FEATURES)).toBeNull();
    expect(didYouMean("XX", ["EN", "TH"])).toBeNull();
    expect(didYouMean("anything", [])).toBeNull();
  });

  it("allows more edits in longer names than in short ones", () => {
    expect(didYouMean("EM", ["EN"])).toBe("EN");
    expect(didYouMean("AB", ["EN"])).toBeNull();
    expect(didYouMean("allowedExternalDomian", ["allowedExternalDomains"])).toBe("allowedExternalDomains");
  });
});
