import type { MessageFormatElement } from "react-intl";
import type { LanguageCode } from "../config/merchant-config";
import { catalogueFileName, type MessagePart } from "./message-parts";

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
/** A language's core catalogue, or one of its parts (engine/i18n/message-parts.ts). */
export type CatalogueLoader = (code: LanguageCode, part?: MessagePart) => Promise<Catalogue | null>;

/**
 * One lazily loaded chunk per language and part, so a member downloads only the languages in use
 * and the texts of the screens opened. The files are the formatjs CLI's output for
 * engine/i18n/messages/<code>.json, split into parts and written unindented by the Vite plugin in
 * vite.config.ts before any module is transformed (see docs/i18n.md). Only the cores' table is in
 * the first page's code: the parts' table (four times as long) arrives with the first part.
 */
const cores = import.meta.glob<string>(
  ["../../.cache/compiled-messages/*.json", "!../../.cache/compiled-messages/*.*.json"],
  { query: "?raw", import: "default" },
);

export const loadCatalogue: CatalogueLoader = async (code, part) => {
  const path = `../../.cache/compiled-messages/${catalogueFileName(code, part ?? null)}`;
  const load = part ? (await import("./catalogue-parts")).partFiles[path] : cores[path];
  // As text, parsed here: as a module the bundler spells every AST out as JavaScript, which is
  // half as large again after gzip and slower for the browser to take in than JSON.parse.
  return load ? (JSON.parse(await load()) as CompiledCatalogue) : null;
};
