/**
 * The compiled catalogues' parts (`<code>.<part>.json`), by path: loaded with the first screen
 * that needs a part, so the first page does not carry this table (engine/i18n/catalogues.ts).
 */
export const partFiles = import.meta.glob<string>("../../.cache/compiled-messages/*.*.json", {
  query: "?raw",
  import: "default",
});
