import { describe, expect, it } from "vitest";
import { e164, isDiallable } from "../../widgets/sms-sign-in/phone-number";

describe("the number sent to the SMS provider", () => {
  it("is a plus sign, the dialling code, then the number, whatever the member typed around them", () => {
    expect(e164("66", "812345678")).toBe("+66812345678");
    expect(e164("+55", "(11) 98765-4321")).toBe("+5511987654321");
  });

  it("needs digits in both parts", () => {
    expect(isDiallable("", "812345678")).toBe(false);
    expect(isDiallable("66", " ")).toBe(false);
    expect(isDiallable("66", "8")).toBe(true);
  });
});
