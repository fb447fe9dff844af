import { makeAutoObservable, runInAction } from "mobx";
import type { LanguageCode, MerchantConfig } from "../config/merchant-config";
import { STORAGE_KEYS } from "../constants";
import type { Catalogue, CatalogueLoader } from "../i18n/catalogues";
import { isLanguageCode, LANGUAGES } from "../i18n/languages";
import { resolveLanguage } from "../i18n/resolve-language";
import type { KeyValueStorage } from "../platform/storage";

/** English is the base every catalogue falls back to, key by key. */
export const BASE_LANGUAGE: LanguageCode = "EN";

export class I18nStore {
  language: LanguageCode;
  /** The active language (English under it, key by key, from the build); null until loaded. */
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

  // A catalogue that fails to load must not leave the page on its skeleton: render with what we have.
  private safeLoad(code: LanguageCode): Promise<Catalogue | null> {
    return this.loader(code).catch((error) => {
      console.error(`Catalogue ${code} failed to load:`, error);
      return null;
    });
  }

  /**
   * The active language's catalogue only: the build compiles English under every catalogue, so
   * the first page downloads one. English alone comes later, when a screen shows it (loadEnglish).
   */
  async load(): Promise<void> {
    const own = await this.safeLoad(this.language);
    // Without its own catalogue the language falls back to English whole.
    const messages = own ?? (this.isEnglish ? null : await this.safeLoad(BASE_LANGUAGE));
    runInAction(() => {
      this.messages = messages ?? {};
      if (this.isEnglish) this.english = this.messages;
    });
  }

  /** English alone, for the screens that show it beside the member's language. */
  async loadEnglish(): Promise<void> {
    if (this.english) return;
    const english = await this.safeLoad(BASE_LANGUAGE);
    runInAction(() => {
      this.english = english ?? {};
    });
  }

  /**
   * The language the platform keeps for a member who just signed in (member info `language`),
   * applied only when this device has no choice of its own stored (a choice made here wins) and
   * the merchant offers it (spec section 1). Not stored: the platform stays its keeper.
   */
  async applyMemberLanguage(
    platformCode: string | null | undefined,
    supported: readonly string[],
  ): Promise<boolean> {
    if (this.storage.get(STORAGE_KEYS.language)) return false;
    const code = platformCode?.trim().toUpperCase() ?? "";
    if (!isLanguageCode(code) || !supported.includes(code) || code === this.language) return false;
    this.language = code;
    await this.load();
    return true;
  }

  async setLanguage(code: LanguageCode): Promise<void> {
    this.language = code;
    this.storage.set(STORAGE_KEYS.language, code);
    await this.load();
  }
}
