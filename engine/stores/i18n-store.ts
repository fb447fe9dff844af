import { makeAutoObservable, runInAction } from "mobx";
import type { LanguageCode, MerchantConfig } from "../config/merchant-config";
import { STORAGE_KEYS } from "../constants";
import type { Catalogue, CatalogueLoader } from "../i18n/catalogues";
import { isLanguageCode, LANGUAGES } from "../i18n/languages";
import type { MessagePart } from "../i18n/message-parts";
import { resolveLanguage } from "../i18n/resolve-language";
import { type KeyValueStorage, readText } from "../platform/storage";

/** English is the base every catalogue falls back to, key by key. */
export const BASE_LANGUAGE: LanguageCode = "EN";

export class I18nStore {
  language: LanguageCode;
  /** The active language (English under it, key by key, from the build); null until loaded. */
  messages: Catalogue | null = null;
  /** English alone, for the screens that show English beside the member's language. */
  english: Catalogue | null = null;
  /** The parts merged into `messages`, for the active language. */
  loadedParts: ReadonlySet<MessagePart> = new Set();
  /** The parts some screen has needed: a language switch loads them again in the new language. */
  private readonly wantedParts = new Set<MessagePart>();
  /** Fetched catalogues by `language:part` (`:core` for the core), each fetched once. */
  private readonly fetched = new Map<string, Promise<Catalogue | null>>();
  private readonly cached = new Map<string, Catalogue | null>();
  /** One promise per set of missing parts, so a suspended screen waits on the same one. */
  private readonly readiness = new Map<string, Promise<void>>();

  constructor(
    config: MerchantConfig,
    private readonly storage: KeyValueStorage,
    browserLanguages: readonly string[],
    private readonly loader: CatalogueLoader,
  ) {
    this.language = resolveLanguage({
      stored: storedLanguage(storage),
      browser: browserLanguages,
      supported: config.languages.supported,
      fallback: config.languages.default,
    });
    makeAutoObservable<I18nStore, "storage" | "loader" | "wantedParts" | "fetched" | "cached" | "readiness">(
      this,
      { storage: false, loader: false, wantedParts: false, fetched: false, cached: false, readiness: false },
    );
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
  private safeLoad(code: LanguageCode, part?: MessagePart): Promise<Catalogue | null> {
    return this.loader(code, part).catch((error) => {
      console.error(`Catalogue ${code}${part ? ` (${part})` : ""} failed to load:`, error);
      return null;
    });
  }

  /** A language's core or part, fetched once; without its own it is English's, whole. */
  private fetch(code: LanguageCode, part?: MessagePart): Promise<Catalogue | null> {
    const key = `${code}:${part ?? "core"}`;
    let promise = this.fetched.get(key);
    if (!promise) {
      promise = this.safeLoad(code, part)
        .then((own) => own ?? (code === BASE_LANGUAGE ? null : this.safeLoad(BASE_LANGUAGE, part)))
        .then((catalogue) => {
          this.cached.set(key, catalogue);
          return catalogue;
        });
      this.fetched.set(key, promise);
    }
    return promise;
  }

  /**
   * Sets `messages` from what has arrived for the active language: its core, with every wanted
   * part that has arrived over it. Called after each arrival, so the order they arrive in does
   * not matter and a late arrival for a language no longer active changes nothing.
   */
  private merge(): void {
    const coreKey = `${this.language}:core`;
    if (!this.cached.has(coreKey)) return;
    let messages: Catalogue = { ...(this.cached.get(coreKey) ?? {}) };
    const loaded = new Set<MessagePart>();
    for (const part of this.wantedParts) {
      const key = `${this.language}:${part}`;
      if (!this.cached.has(key)) continue;
      messages = { ...messages, ...(this.cached.get(key) ?? {}) };
      loaded.add(part);
    }
    this.messages = messages;
    this.loadedParts = loaded;
    if (this.isEnglish) this.english = messages;
  }

  /**
   * The active language's core catalogue and the parts screens have needed: the build compiles
   * English under every catalogue, so the first page downloads one file. English alone comes
   * later, when a screen shows it (loadEnglish).
   */
  async load(): Promise<void> {
    const language = this.language;
    await Promise.all([
      this.fetch(language),
      ...[...this.wantedParts].map((part) => this.fetch(language, part)),
    ]);
    runInAction(() => this.merge());
  }

  /** Whether every one of these parts is in `messages` for the active language. */
  hasParts(parts: readonly MessagePart[]): boolean {
    return parts.every((part) => this.loadedParts.has(part));
  }

  /**
   * Resolves when these parts are in `messages` (a screen's texts, loaded with its view). The
   * same promise while the same parts are missing, so a suspended screen can wait on it.
   */
  loadParts(parts: readonly MessagePart[]): Promise<void> {
    const missing = parts.filter((part) => !this.loadedParts.has(part));
    if (!missing.length) return Promise.resolve();
    for (const part of missing) this.wantedParts.add(part);
    const language = this.language;
    const key = `${language}:${[...missing].sort().join(",")}`;
    let ready = this.readiness.get(key);
    if (!ready) {
      ready = Promise.all([this.fetch(language), ...missing.map((part) => this.fetch(language, part))]).then(
        () => {
          runInAction(() => this.merge());
          this.readiness.delete(key);
        },
      );
      this.readiness.set(key, ready);
    }
    return ready;
  }

  /** English alone, for the screens that show it beside the member's language. */
  async loadEnglish(): Promise<void> {
    if (this.english) return;
    const english = await this.fetch(BASE_LANGUAGE);
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
    if (storedLanguage(this.storage)) return false;
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

/** The language chosen on this device; a value that is no language code is dropped, never a choice. */
function storedLanguage(storage: KeyValueStorage): string | null {
  return readText(storage, STORAGE_KEYS.language, isLanguageCode);
}
