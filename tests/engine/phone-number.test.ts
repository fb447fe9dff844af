import { describe, expect, it } from "vitest";
import { checkNationalNumber, digitsOf, internationalNumber } from "../../engine/identity/phone-number";

describe("the number sent to the SMS provider", () => {
  it("is a plus sign, the dialling code, then the number", () => {
    expect(internationalNumber("66", "812345678")).toBe("+66812345678");
  });

  it("drops what members type around digits", () => {
    expect(internationalNumber("+86", "138 0013-8000")).toBe("+8613800138000");
    expect(digitsOf(" (02) 1234\u00a05678 ")).toBe("0212345678");
  });
});

describe("checking a mobile number for the chosen country", () => {
  it("accepts a valid number and returns its national digits", () => {
    expect(checkNationalNumber("138 0013 8000", "CN")).toEqual({ ok: true, nationalNumber: "13800138000" });
  });

  it("drops the trunk prefix, as the platform stores numbers without it", () => {
    expect(checkNationalNumber("081 234 5678", "TH")).toEqual({ ok: true, nationalNumber: "812345678" });
    expect(checkNationalNumber("0917-123-4567", "ph")).toEqual({ ok: true, nationalNumber: "9171234567" });
  });

  it("rejects a number that cannot belong to the country", () => {
    expect(checkNationalNumber("12345", "TH")).toEqual({ ok: false, reason: "invalid" });
    expect(checkNationalNumber("13800138000", "VN")).toEqual({ ok: false, reason: "invalid" });
  });

  it("rejects a number typed with another country's code", () => {
    expect(checkNationalNumber("+86 138 0013 8000", "TH")).toEqual({ ok: false, reason: "invalid" });
    expect(checkNationalNumber("+66 81 234 5678", "TH")).toEqual({ ok: true, nationalNumber: "812345678" });
  });

  it("says when nothing was typed", () => {
    expect(checkNationalNumber("  ", "CN")).toEqual({ ok: false, reason: "empty" });
  });

  it("lets the digits through for a country it cannot check, rather than lock the member out", () => {
    expect(checkNationalNumber("12 345", "ZZ")).toEqual({ ok: true, nationalNumber: "12345" });
  });
});
