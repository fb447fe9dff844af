import { describe, expect, it } from "vitest";
import type { MerchantConfig } from "../../engine/config/merchant-config";
import {
  dialingCodeSwitches,
  showsCountryPicker,
  showsDialingCodeInput,
} from "../../engine/identity/dialing-code-rules";
import { testConfig } from "./test-stores";

const off = { updateMobileIcc: false, smsProvider: false };

describe("the dialling-code input on login and registration", () => {
  it("shows with UPDATEMOBILEICC3 or the SMS provider, else not", () => {
    expect(showsDialingCodeInput(off)).toBe(false);
    expect(showsDialingCodeInput({ ...off, updateMobileIcc: true })).toBe(true);
    expect(showsDialingCodeInput({ ...off, smsProvider: true })).toBe(true);
  });
});

describe("the country picker", () => {
  it("never shows without country data, whatever else holds", () => {
    expect(
      showsCountryPicker({ updateMobileIcc: true, smsProvider: true, forced: true, countriesLoaded: false }),
    ).toBe(false);
  });

  it("with country data, shows when forced, with UPDATEMOBILEICC3 or with the SMS provider", () => {
    expect(showsCountryPicker({ ...off, countriesLoaded: true })).toBe(false);
    expect(showsCountryPicker({ ...off, countriesLoaded: true, forced: true })).toBe(true);
    expect(showsCountryPicker({ ...off, countriesLoaded: true, updateMobileIcc: true })).toBe(true);
    expect(showsCountryPicker({ ...off, countriesLoaded: true, smsProvider: true })).toBe(true);
  });
});

describe("the switches, read from the merchant's config", () => {
  const config = (patch: Partial<MerchantConfig>): MerchantConfig => ({ ...testConfig, ...patch });

  it("count only firebase as the SMS provider (the platform's own SMS needs no + code)", () => {
    expect(dialingCodeSwitches(config({ auth: { smsLogin: "firebase" } })).smsProvider).toBe(true);
    expect(dialingCodeSwitches(config({ auth: { smsLogin: "platform" } })).smsProvider).toBe(false);
    expect(dialingCodeSwitches(config({})).smsProvider).toBe(false);
  });

  it("read UPDATEMOBILEICC3 from the features", () => {
    expect(dialingCodeSwitches(config({ features: { UPDATEMOBILEICC3: true } })).updateMobileIcc).toBe(true);
    expect(dialingCodeSwitches(config({})).updateMobileIcc).toBe(false);
  });
});
