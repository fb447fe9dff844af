/**
 * Keys whose text in a language is, after review, the same word as in English (a cognate or
 * loanword the language really uses), so coverage counts them as translated. Everything else
 * identical to English counts as untranslated unless English has nothing to translate (see
 * needsTranslation in i18n-coverage.ts). Add a key here only when a speaker of the language
 * has confirmed it; the catalogue itself stays the translators' file.
 */
import type { LanguageCode } from "../../engine/config/merchant-config";

export const SAME_AS_ENGLISH: Partial<Record<LanguageCode, readonly string[]>> = {
  FR: ["banners"], // "Promotions"
  ID: ["nav_deposit"], // "Deposit"
  MS: ["nav_deposit"], // "Deposit"
};
