import type { MessageFormatElement } from "react-intl";
import type { LanguageCode } from "../config/merchant-config";

/** A compiled catalogue: message id → the formatjs AST of its ICU message. */
export type CompiledCatalogue = Record<string, MessageFormatElement[]>;

/**
 * Message ids → messages. The app loads compiled catalogues (so the ICU parser is never shipped);
 * tests may still hand react-intl plain ICU strings, which it parses there. react-intl types a
 * catalogue as all strings or all ASTs, while the i18n store spreads one catalogue over another,
 * which TypeScript can only type as a mix; so the values stay untyped here and react-intl checks
 * each message when it formats it.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above; string | MessageFormatElement[] per value.
export type Catalogue = Record<string, any>;
export type CatalogueLoader = (code: LanguageCode) => Promise<Catalogue | null>;

/**
 * One lazily loaded chunk per language, so a member downloads only the languages in use. The
 * files are the formatjs CLI's output for engine/i18n/messages/<code>.json, written unindented
 * by the Vite plugin in vite.config.ts before any module is transformed (see docs/i18n.md).
 */
const files = import.meta.glob<string>("../../.cache/compiled-messages/*.json", {
  query: "?raw",
  import: "default",
});

export const loadCatalogue: CatalogueLoader = async (code) => {
  const load = files[`../../.cache/compiled-messages/${code.toLowerCase()}.json`];
  // As text, parsed here: as a module the bundler spells every AST out as JavaScript, which is
  // half as large again after gzip and slower for the browser to take in than JSON.parse.
  return load ? (JSON.parse(await load()) as CompiledCatalogue) : null;
};
