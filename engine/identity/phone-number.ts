/**
 * Mobile numbers for SMS (spec section 5). libphonenumber-js with its smallest metadata keeps
 * this module a few dozen KB; only lazily loaded screens import it, never the first route.
 */
import {
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from "libphonenumber-js/min";

/** Separators members type or paste inside a number; they are not part of it. */
const SEPARATORS = /[\s\-().\u00a0]/g;

/** Digits only: "+66 (0)81-234" → "66081234". */
export function digitsOf(text: string): string {
  return text.replace(SEPARATORS, "").replace(/^\+/, "").replace(/\D/g, "");
}

/**
 * The number as the SMS provider takes it: a plus sign, the dialling code, then the national
 * number, e.g. ("66", "812345678") → "+66812345678".
 */
export function internationalNumber(countryDialingCode: string, nationalNumber: string): string {
  return `+${digitsOf(countryDialingCode)}${digitsOf(nationalNumber)}`;
}

export type NationalNumberCheck =
  | { ok: true; nationalNumber: string }
  | { ok: false; reason: "empty" | "invalid" };

/**
 * Checks a typed mobile number against the chosen country and returns it the way the platform
 * stores numbers: national digits, without the trunk prefix ("081 234 5678" in TH → "812345678").
 * A country libphonenumber does not know cannot be checked, so its digits pass as typed rather
 * than locking the member out.
 */
export function checkNationalNumber(input: string, countryCode: string): NationalNumberCheck {
  const typed = input.trim();
  if (digitsOf(typed) === "") return { ok: false, reason: "empty" };
  const country = countryCode.toUpperCase();
  if (!isSupportedCountry(country)) return { ok: true, nationalNumber: digitsOf(typed) };
  const parsed = parsePhoneNumberFromString(typed.replace(SEPARATORS, ""), country as CountryCode);
  // A number typed with another country's +code does not belong to the chosen country.
  if (!parsed?.isValid() || parsed.countryCallingCode !== getCountryCallingCode(country as CountryCode)) {
    return { ok: false, reason: "invalid" };
  }
  return { ok: true, nationalNumber: String(parsed.nationalNumber) };
}
