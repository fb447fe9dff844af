/**
 * The shared JavaScript and CSS a merchant's first visit needs, read from Vite's build manifest:
 * the entry and everything it imports, every widget view (screens and overlays are small, and a
 * member offline must still be able to open them), and the texts of the merchant's languages.
 * Lazily loaded libraries (node-forge, captcha, firebase…) and other languages are left out: the
 * service worker caches them on first use.
 */
import type { LanguageCode } from "../../../engine/config/merchant-config";

export interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  /** A chunk some code imports with import(): a lazy view, overlay or library. */
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/**
 * A language's compiled core (`en.json`) or one of its parts (`en.money.json`), all precached.
 * The app imports them as text, so Vite's manifest names them with the `?raw` query: without it
 * here no catalogue was precached, and a route opened offline showed message ids.
 */
const CATALOGUE_SOURCE = /(^|\/)compiled-messages\/([a-z-]+)(\.[a-z]+)?\.json(\?raw)?$/;
/** English is the fallback of every other language's missing texts. */
const FALLBACK_LANGUAGE = "EN";

/**
 * Widget views, the engine's own lazily loaded pieces of UI (the notice dialog), and the table of
 * the catalogues' parts, which the parts are imported from.
 */
const isView = (key: string) =>
  key.startsWith("widgets/") || key.startsWith("engine/ui/") || key === "engine/i18n/catalogue-parts.ts";

export function firstRouteFiles(manifest: ViteManifest, languages: readonly LanguageCode[]): string[] {
  const wanted = new Set([...languages, FALLBACK_LANGUAGE].map((code) => code.toLowerCase()));
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const asset of chunk.assets ?? []) files.add(asset);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const lazy of chunk.dynamicImports ?? []) {
      const language = CATALOGUE_SOURCE.exec(lazy)?.[2];
      if (isView(lazy) || (language && wanted.has(language))) visit(lazy);
    }
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...files].sort();
}
