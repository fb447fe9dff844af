import type { LanguageCode } from "../config/merchant-config";

export interface LanguageInfo {
  /** BCP 47 locale used for Intl formatting and the document's lang attribute. */
  locale: string;
  dir: "ltr" | "rtl";
  /** The language's own name, for the language picker. */
  nativeName: string;
}

/**
 * The platform's 30 language codes (spec section 1) and the locales they stand for.
 * Codes that differ from ISO are deliberate platform choices: CN and TW are the two Chinese
 * scripts, TY and PH are both Filipino, KR and KO are both Korean, MY is Burmese (ISO "my")
 * while MS is Malay, and UR-LA is Urdu written in Latin script.
 */
export const LANGUAGES: Record<LanguageCode, LanguageInfo> = {
  CN: { locale: "zh-Hans", dir: "ltr", nativeName: "简体中文" },
  TW: { locale: "zh-Hant", dir: "ltr", nativeName: "繁體中文" },
  EN: { locale: "en", dir: "ltr", nativeName: "English" },
  ES: { locale: "es", dir: "ltr", nativeName: "Español" },
  HI: { locale: "hi", dir: "ltr", nativeName: "हिन्दी" },
  ID: { locale: "id", dir: "ltr", nativeName: "Bahasa Indonesia" },
  JA: { locale: "ja", dir: "ltr", nativeName: "日本語" },
  KM: { locale: "km", dir: "ltr", nativeName: "ខ្មែរ" },
  KO: { locale: "ko", dir: "ltr", nativeName: "한국어" },
  KR: { locale: "ko", dir: "ltr", nativeName: "한국어" },
  MS: { locale: "ms", dir: "ltr", nativeName: "Bahasa Melayu" },
  MY: { locale: "my", dir: "ltr", nativeName: "မြန်မာ" },
  PT: { locale: "pt-PT", dir: "ltr", nativeName: "Português" },
  "PT-BR": { locale: "pt-BR", dir: "ltr", nativeName: "Português (Brasil)" },
  TA: { locale: "ta", dir: "ltr", nativeName: "தமிழ்" },
  TH: { locale: "th", dir: "ltr", nativeName: "ไทย" },
  TY: { locale: "fil", dir: "ltr", nativeName: "Filipino" },
  PH: { locale: "fil", dir: "ltr", nativeName: "Filipino" },
  UR: { locale: "ur", dir: "rtl", nativeName: "اردو" },
  "UR-LA": { locale: "ur-Latn", dir: "ltr", nativeName: "Urdu (Roman)" },
  VI: { locale: "vi", dir: "ltr", nativeName: "Tiếng Việt" },
  TR: { locale: "tr", dir: "ltr", nativeName: "Türkçe" },
  AR: { locale: "ar", dir: "rtl", nativeName: "العربية" },
  BN: { locale: "bn", dir: "ltr", nativeName: "বাংলা" },
  UZ: { locale: "uz", dir: "ltr", nativeName: "Oʻzbek" },
  RU: { locale: "ru", dir: "ltr", nativeName: "Русский" },
  FA: { locale: "fa", dir: "rtl", nativeName: "فارسی" },
  LO: { locale: "lo", dir: "ltr", nativeName: "ລາວ" },
  NE: { locale: "ne", dir: "ltr", nativeName: "नेपाली" },
  FR: { locale: "fr", dir: "ltr", nativeName: "Français" },
};

export function isLanguageCode(value: string): value is LanguageCode {
  return Object.hasOwn(LANGUAGES, value);
}
