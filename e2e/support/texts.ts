/**
 * The app's texts as a member reads them, for assertions that follow the catalogues rather than
 * copy them. Plain Node (no test runner), so any browser suite can use it.
 */
import { readFileSync } from "node:fs";

const MESSAGES = new URL("../../engine/i18n/messages/", import.meta.url);

/** Texts of a language as the app shows them (English where the language lacks a key); a missing key fails loudly. */
export function catalogue(language: string): (key: string) => string {
  const read = (code: string): Record<string, string> => {
    try {
      return JSON.parse(readFileSync(new URL(`${code.toLowerCase()}.json`, MESSAGES), "utf8"));
    } catch {
      return {};
    }
  };
  const texts = { ...read("EN"), ...read(language) };
  return (key) => {
    const text = texts[key];
    if (text === undefined) throw new Error(`no text "${key}" in the ${language} or EN catalogue`);
    return text;
  };
}
