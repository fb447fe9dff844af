import type { LanguageCode } from "../config/merchant-config";
import { isLanguageCode } from "./languages";

/**
 * Maps one browser language tag to a platform code (spec section 1): any Chinese is CN except
 * Taiwan and Hong Kong (TW); Filipino, the Philippines or en-PH is TY.
 */
export function codeForBrowserLanguage(tag: string): LanguageCode | null {
  const lower = tag.toLowerCase();
  const [language, ...rest] = lower.split("-");
  if (language === "zh") {
    return rest.some((part) => part === "tw" || part === "hk" || part === "hant") ? "TW" : "CN";
  }
  if (language === "fil" || language === "tl" || lower === "en-ph") return "TY";
  if (lower === "pt-br") return "PT-BR";
  const upper = tag.toUpperCase();
  if (isLanguageCode(upper)) return upper;
  const base = language?.toUpperCase() ?? "";
  return isLanguageCode(base) ? base : null;
}

export interface LanguageChoice {
  stored: string | null;
  browser: readonly string[];
  supported: readonly LanguageCode[];
  fallback: LanguageCode;
}

/**
 * The stored preference, else the first browser language that maps to a code; the result must
 * be supported by the merchant, else the merchant's default, else the first supported one.
 */
export function resolveLanguage({ stored, browser, supported, fallback }: LanguageChoice): LanguageCode {
  const isSupported = (code: string | null): code is LanguageCode =>
    code !== null && (supported as readonly string[]).includes(code);
  const wanted = stored ?? browser.map(codeForBrowserLanguage).find((code) => code !== null) ?? null;
  if (isSupported(wanted)) return wanted;
  if (isSupported(fallback)) return fallback;
  return supported[0] ?? fallback;
}
