import { makeAutoObservable, runInAction } from "mobx";
import type { LanguageCode, MerchantConfig } from "../config/merchant-config";
import { STORAGE_KEYS } from "../constants";
import type { Catalogue, CatalogueLoader } from "../i18n/catalogues";
import { LANGUAGES } from "../i18n/languages";
import { resolveLanguage } from "../i18n/resolve-language";
import type { KeyValueStorage } from "../platform/storage";

/** English is the base every catalogue falls back to, key by key. */
export const BASE_LANGUAGE: LanguageCode = "EN";

export class I18nStore {
  language: LanguageCode;
  /** The active language over the English base; null until loaded. */
  messages: Catalogue | null = null;
  /** English alone, for the screens that show English beside the member's language. */
  english: Catalogue | null = null;

  constructor(
    config: MerchantConfig,
    private readonly storage: KeyValueStorage,
    browserLanguages: readonly string[],
    private readonly loader: CatalogueLoader,
  ) {
    this.language = resolveLanguage({
      stored: storage.get(STORAGE_KEYS.language),
      browser: browserLanguages,
      supported: config.languages.supported,
      fallback: config.languages.default,
    });
    makeAutoObservable<I18nStore, "storage" | "loader">(this, { storage: false, loader: false });
  }

  get locale(): string {
    return LANGUAGES[this.language].locale;
  }

  get dir(): "ltr" | "rtl" {
    return LANGUAGES[this.language].dir;
  }

  get isEnglish(): boolean {
    return this.language === BASE_LANGUAGE;
  }

  async load(): Promise<void> {
    // A catalogue that fails to load must not leave the page on its skeleton: render with what we have.
    const load = (code: LanguageCode) =>
      this.loader(code).catch((error) => {
        console.error(`Catalogue ${code} failed to load:`, error);
        return null;
      });
    const [english, own] = await Promise.all([
      load(BASE_LANGUAGE),
      this.isEnglish ? null : load(this.language),
    ]);
    runInAction(() => {
      this.english = english ?? {};
      this.messages = { ...this.english, ...(own ?? {}) };
    });
  }

  async setLanguage(code: LanguageCode): Promise<void> {
    this.language = code;
    this.storage.set(STORAGE_KEYS.language, code);
    await this.load();
  }
}
