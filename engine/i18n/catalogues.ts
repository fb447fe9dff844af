import type { LanguageCode } from "../config/merchant-config";

export type Catalogue = Record<string, string>;
export type CatalogueLoader = (code: LanguageCode) => Promise<Catalogue | null>;

// One lazily loaded file per language: a member downloads only the languages in use.
const files = import.meta.glob<{ default: Catalogue }>("./messages/*.json");

export const loadCatalogue: CatalogueLoader = async (code) => {
  const load = files[`./messages/${code.toLowerCase()}.json`];
  return load ? (await load()).default : null;
};
