/**
 * The language handed to third parties, which accept fewer languages than the interface offers
 * (spec section 9): "Chat launch default language CN (TW mapped to CN); lottery launch default VI;
 * chat-user language map default EN". The spec names only those defaults and the TW rule; which
 * codes each provider accepts is our choice, listed here and in docs/i18n.md. Change a table when
 * a provider's list is confirmed, not the functions.
 */
import type { LanguageCode } from "../config/merchant-config";

interface PurposeTable {
  /** Platform codes the provider takes as they are. */
  accepts: readonly LanguageCode[];
  /** Codes the provider knows under another platform code (another script, a duplicate code). */
  aliases: Partial<Record<LanguageCode, LanguageCode>>;
  /** Anything else. */
  fallback: LanguageCode;
}

/** Live-chat window: the spec's TW → CN; KR and PT-BR are the provider's KO and PT. */
export const CHAT_LAUNCH: PurposeTable = {
  accepts: ["CN", "EN", "TH", "VI", "ID", "MS", "JA", "KO", "PT", "ES"],
  aliases: { TW: "CN", KR: "KO", "PT-BR": "PT" },
  fallback: "CN",
};

/** Lottery game launch: a Southeast-Asian provider that keeps both Chinese scripts. */
export const LOTTERY_LAUNCH: PurposeTable = {
  accepts: ["VI", "CN", "TW", "EN", "TH", "ID", "MS", "KM", "JA", "KO", "HI", "PT"],
  aliases: { KR: "KO", "PT-BR": "PT" },
  fallback: "VI",
};

/**
 * The language recorded on the member's chat profile, which service agents read: wider than the
 * launch list because it is only a label; duplicates fold into one code (KR → KO, PH → TY).
 */
export const CHAT_USER: PurposeTable = {
  accepts: [
    "CN",
    "TW",
    "EN",
    "TH",
    "VI",
    "ID",
    "MS",
    "JA",
    "KO",
    "HI",
    "PT",
    "ES",
    "AR",
    "RU",
    "TR",
    "FR",
    "TY",
  ],
  aliases: { KR: "KO", "PT-BR": "PT", PH: "TY" },
  fallback: "EN",
};

/** Looks a code up in a table; case-insensitive because stored and server codes vary in case. */
export function languageFor(table: PurposeTable, code: string | null | undefined): LanguageCode {
  const upper = (code ?? "").trim().toUpperCase() as LanguageCode;
  if (table.accepts.includes(upper)) return upper;
  return table.aliases[upper] ?? table.fallback;
}

/** Language passed when launching the live-chat window. */
export function chatLaunchLanguage(code: string | null | undefined): LanguageCode {
  return languageFor(CHAT_LAUNCH, code);
}

/** Language passed when launching a lottery game. */
export function lotteryLaunchLanguage(code: string | null | undefined): LanguageCode {
  return languageFor(LOTTERY_LAUNCH, code);
}

/** Language set on the chat user's profile. */
export function chatUserLanguage(code: string | null | undefined): LanguageCode {
  return languageFor(CHAT_USER, code);
}
