import { describe, expect, it } from "vitest";
import type { LanguageCode } from "../../engine/config/merchant-config";
import { memoryStorage } from "../../engine/platform/storage";
import { I18nStore } from "../../engine/stores/i18n-store";
import { testConfig } from "./test-stores";

function storeFor(language: LanguageCode, catalogues: Partial<Record<LanguageCode, Record<string, string>>>) {
  const asked: LanguageCode[] = [];
  const store = new I18nStore(
    { ...testConfig, languages: { supported: ["EN", "CN"], default: language } },
    memoryStorage({ MC_LANGUAGE: language }),
    [],
    async (code) => {
      asked.push(code);
      return catalogues[code] ?? null;
    },
  );
  return { store, asked };
}

describe("I18nStore", () => {
  it("downloads only the member's catalogue (English is compiled under it), English alone on demand", async () => {
    const { store, asked } = storeFor("CN", { CN: { hi: "你好" }, EN: { hi: "Hello" } });
    await store.load();
    expect(asked).toEqual(["CN"]);
    expect(store.messages).toEqual({ hi: "你好" });
    expect(store.english).toBeNull();
    await store.loadEnglish();
    expect(asked).toEqual(["CN", "EN"]);
    expect(store.english).toEqual({ hi: "Hello" });
  });

  it("falls back to English whole when the language's catalogue cannot load", async () => {
    const { store } = storeFor("CN", { EN: { hi: "Hello" } });
    await store.load();
    expect(store.messages).toEqual({ hi: "Hello" });
  });

  it("an English page has its English at once", async () => {
    const { store, asked } = storeFor("EN", { EN: { hi: "Hello" } });
    await store.load();
    await store.loadEnglish();
    expect(asked).toEqual(["EN"]);
    expect(store.english).toEqual({ hi: "Hello" });
  });
});

describe("the member's language from the platform (spec section 1)", () => {
  function fresh(stored: Record<string, string> = {}) {
    const storage = memoryStorage(stored);
    const store = new I18nStore(
      { ...testConfig, languages: { supported: ["EN", "CN"], default: "EN" } },
      storage,
      ["en-US"],
      async (code) => ({ hi: code }),
    );
    return { store, storage };
  }

  it("applies it when this device has no choice stored, without storing it", async () => {
    const { store, storage } = fresh();
    expect(store.language).toBe("EN");
    expect(await store.applyMemberLanguage("cn", ["EN", "CN"])).toBe(true);
    expect(store.language).toBe("CN");
    expect(store.messages).toEqual({ hi: "CN" });
    expect(storage.get("MC_LANGUAGE")).toBeNull();
  });

  it("leaves a choice made on this device alone, and ignores a language the merchant does not offer", async () => {
    const chosen = fresh({ MC_LANGUAGE: "EN" });
    expect(await chosen.store.applyMemberLanguage("CN", ["EN", "CN"])).toBe(false);
    expect(chosen.store.language).toBe("EN");
    const offered = fresh();
    expect(await offered.store.applyMemberLanguage("TH", ["EN", "CN"])).toBe(false);
    expect(await offered.store.applyMemberLanguage("XX", ["EN", "CN"])).toBe(false);
    expect(offered.store.language).toBe("EN");
  });
});

describe("catalogue parts: a screen's texts arrive with the screen", () => {
  type Key = `${LanguageCode}:${string}`;
  function partsStore(files: Partial<Record<Key, Record<string, string>>>) {
    const asked: string[] = [];
    const store = new I18nStore(
      { ...testConfig, languages: { supported: ["EN", "CN"], default: "CN" } },
      memoryStorage({ MC_LANGUAGE: "CN" }),
      [],
      async (code, part) => {
        const key = `${code}:${part ?? "core"}` as Key;
        asked.push(key);
        return files[key] ?? null;
      },
    );
    return { store, asked };
  }

  it("loads only the core first, then a part on demand, merged over it", async () => {
    const { store, asked } = partsStore({ "CN:core": { hi: "你好" }, "CN:money": { deposit_title: "存款" } });
    await store.load();
    expect(asked).toEqual(["CN:core"]);
    expect(store.hasParts(["money"])).toBe(false);
    await store.loadParts(["money"]);
    expect(store.hasParts(["money"])).toBe(true);
    expect(store.messages).toEqual({ hi: "你好", deposit_title: "存款" });
    await store.loadParts(["money"]);
    expect(asked).toEqual(["CN:core", "CN:money"]);
  });

  it("a language switch brings the parts already needed in the new language", async () => {
    const { store } = partsStore({
      "CN:core": { hi: "你好" },
      "CN:money": { deposit_title: "存款" },
      "EN:core": { hi: "Hello" },
      "EN:money": { deposit_title: "Deposit" },
    });
    await store.load();
    await store.loadParts(["money"]);
    await store.setLanguage("EN");
    expect(store.messages).toEqual({ hi: "Hello", deposit_title: "Deposit" });
    expect(store.hasParts(["money"])).toBe(true);
  });

  it("a part the language lacks reads in English; one that fails to load still lets the screen show", async () => {
    const { store } = partsStore({ "CN:core": { hi: "你好" }, "EN:money": { deposit_title: "Deposit" } });
    await store.load();
    await store.loadParts(["money", "member"]);
    expect(store.messages).toEqual({ hi: "你好", deposit_title: "Deposit" });
    expect(store.hasParts(["money", "member"])).toBe(true);
  });

  it("a part asked for before the core arrives is not lost when the core lands", async () => {
    const { store } = partsStore({ "CN:core": { hi: "你好" }, "CN:money": { deposit_title: "存款" } });
    const part = store.loadParts(["money"]);
    await store.load();
    await part;
    expect(store.messages).toEqual({ hi: "你好", deposit_title: "存款" });
  });

  it("hands a waiting screen the same promise while the same parts are missing", () => {
    const { store } = partsStore({ "CN:core": {} });
    expect(store.loadParts(["money"])).toBe(store.loadParts(["money"]));
  });
});
