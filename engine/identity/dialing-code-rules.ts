import type { MerchantConfig } from "../config/merchant-config";

/** What decides whether a form offers a dialling code (spec section 5). */
export interface DialingCodeSwitches {
  /** The UPDATEMOBILEICC3 feature switch. */
  updateMobileIcc: boolean;
  /** Sign-in by SMS goes through the SMS provider (firebase), which needs an international number. */
  smsProvider: boolean;
}

export function dialingCodeSwitches(config: MerchantConfig): DialingCodeSwitches {
  return {
    updateMobileIcc: config.features?.UPDATEMOBILEICC3 === true,
    smsProvider: config.auth?.smsLogin === "firebase",
  };
}

/** Login and registration show the dialling-code input when UPDATEMOBILEICC3 is on or the SMS provider is used. */
export function showsDialingCodeInput(switches: DialingCodeSwitches): boolean {
  return switches.updateMobileIcc || switches.smsProvider;
}

/**
 * The country picker shows only with country data, and then when a form forces it (a form that
 * sends countryDialingCode whatever the switches say), UPDATEMOBILEICC3 is on, or the SMS
 * provider is enabled.
 */
export function showsCountryPicker(
  switches: DialingCodeSwitches & { countriesLoaded: boolean; forced?: boolean },
): boolean {
  if (!switches.countriesLoaded) return false;
  return switches.forced === true || switches.updateMobileIcc || switches.smsProvider;
}
