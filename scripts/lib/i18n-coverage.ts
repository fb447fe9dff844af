/**
 * How much of en.json each language's catalogue translates. A key counts when the catalogue has a
 * non-empty string for it that differs from English. The same text counts too when English has
 * nothing to translate (see `needsTranslation`) or the key is a reviewed cognate for that language
 * (i18n-same-as-english.ts). English itself is the source, so it is complete by definition.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { LanguageCode } from "../../engine/config/merchant-config";
import { LANGUAGES } from "../../engine/i18n/languages";
import { MESSAGES_DIR } from "./i18n-compile";
import { SAME_AS_ENGLISH } from "./i18n-same-as-english";

export type Messages = Record<string, unknown>;

export interface LanguageCoverage {
  code: LanguageCode;
  file: string;
  /** False when the language has no catalogue file yet. */
  exists: boolean;
  translated: number;
  total: number;
  /** Keys the catalogue has that en.json does not: dead, or English is missing them. */
  extra: number;
}

/** All-capital tokens such as VIP, IP, SMS, OTP, USDT, 2FA read the same in every language here. */
const ACRONYM = /^[\p{Lu}\d]{2,}$/u;
const BRANCHING = new Set(["plural", "select", "selectordinal"]);

/**
 * The text of an ICU message a reader sees in some branch: argument names, argument types and
 * styles, plural and select keys, and tag names removed; the branches' own text kept.
 */
export function literalText(message: string): string {
  let at = 0;
  const out: string[] = [];
  const readUntil = (stops: string) => {
    const from = at;
    while (at < message.length && !stops.includes(message.charAt(at))) at++;
    return message.slice(from, at);
  };
  const skipBlock = () => {
    for (let depth = 1; at < message.length && depth > 0; at++) {
      if (message.charAt(at) === "{") depth++;
      if (message.charAt(at) === "}") depth--;
    }
  };
  const text = (nested: boolean) => {
    while (at < message.length) {
      const char = message.charAt(at++);
      if (char === "{") argument();
      else if (char === "}" && nested) return;
      else out.push(char);
    }
  };
  const argument = () => {
    readUntil(",}");
    if (message.charAt(at++) !== ",") return;
    const type = readUntil(",}").trim();
    if (message.charAt(at++) !== ",") return;
    if (!BRANCHING.has(type)) return skipBlock();
    // Options: `key {message}` pairs up to the closing brace; keys (one, other, =0, offset:1) are syntax.
    while (at < message.length) {
      readUntil("{}");
      if (message.charAt(at++) !== "{") return;
      out.push(" ");
      text(true);
      out.push(" ");
    }
  };
  text(false);
  return out
    .join("")
    .replace(/<\/?[\w-]+\s*\/?>/g, " ")
    .replace(/#/g, " ");
}

/**
 * Whether an English message has words a translator must change. Messages made only of
 * placeholders, digits, punctuation and all-capital acronyms ("{count}", "VIP {label}", "OTP")
 * may legitimately stay identical; anything with an ordinary word may not.
 */
export function needsTranslation(english: string): boolean {
  const words = literalText(english).match(/[\p{L}\p{M}\d]+/gu) ?? [];
  return words.some((word) => /\p{L}/u.test(word) && !ACRONYM.test(word));
}

export function isTranslated(english: unknown, value: unknown, sameWord = false): boolean {
  if (typeof value !== "string" || value.trim() === "") return false;
  if (typeof english !== "string") return true;
  return value !== english || sameWord || !needsTranslation(english);
}

export function coverageOf(
  code: LanguageCode,
  english: Messages,
  messages: Messages | null,
  sameAsEnglish: readonly string[] = SAME_AS_ENGLISH[code] ?? [],
): LanguageCoverage {
  const keys = Object.keys(english);
  const file = `${code.toLowerCase()}.json`;
  if (!messages) return { code, file, exists: false, translated: 0, total: keys.length, extra: 0 };
  // English is the source: every key it has is, by definition, its own text.
  const translated =
    code === "EN"
      ? keys.length
      : keys.filter((key) => isTranslated(english[key], messages[key], sameAsEnglish.includes(key))).length;
  const extra = Object.keys(messages).filter((key) => !Object.hasOwn(english, key)).length;
  return { code, file, exists: true, translated, total: keys.length, extra };
}

function readMessages(path: string): Messages | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as Messages) : null;
}

/** Coverage for every platform code of engine/i18n/languages.ts, best first (ties by code). */
export function catalogueCoverage(root: string): LanguageCoverage[] {
  const dir = join(root, MESSAGES_DIR);
  const english = readMessages(join(dir, "en.json")) ?? {};
  return (Object.keys(LANGUAGES) as LanguageCode[])
    .map((code) => coverageOf(code, english, readMessages(join(dir, `${code.toLowerCase()}.json`))))
    .sort((a, b) => share(b) - share(a) || a.code.localeCompare(b.code));
}

export function share(row: Pick<LanguageCoverage, "translated" | "total">): number {
  return row.total === 0 ? 0 : row.translated / row.total;
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(6);

/** The report `npm run i18n -- coverage` prints: one line per code, then the total. */
export function formatCoverage(rows: LanguageCoverage[]): string[] {
  const lines = rows.map((row) => {
    const notes = [
      row.exists ? row.file : `no ${row.file}`,
      ...(row.extra ? [`${row.extra} key(s) not in en.json`] : []),
    ];
    const counts = `${row.translated}/${row.total}`.padStart(9);
    return `${row.code.padEnd(6)} ${LANGUAGES[row.code].locale.padEnd(8)} ${percent(share(row))} ${counts}  ${notes.join(", ")}`;
  });
  const translated = rows.reduce((sum, row) => sum + row.translated, 0);
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const complete = rows.filter((row) => row.total > 0 && row.translated === row.total).length;
  lines.push(
    `${"total".padEnd(15)} ${percent(total ? translated / total : 0)} ${`${translated}/${total}`.padStart(9)}  ` +
      `${rows.length} languages, ${complete} complete, ${rows.filter((row) => !row.exists).length} without a catalogue`,
  );
  return lines;
}
