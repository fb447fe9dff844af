import type { MerchantConfig } from "../../engine/config/merchant-config";
import { memoryStorage } from "../../engine/platform/storage";
import { createEngine } from "../../engine/root/create-engine";
import type { Engine, EngineDeps } from "../../engine/root/engine";
// Loaded ahead: the money store imports it lazily once a member signs in, and a test file that
// ends before that import arrives fails on teardown (seen in a full run once the answer checks
// added a module to its chain).
import "../../engine/money/money-activity";

export const testConfig: MerchantConfig = {
  schemaVersion: 2,
  code: "acme",
  name: "Acme Games",
  languages: { supported: ["EN", "CN"], default: "EN" },
  currency: { code: "USD", symbol: "$", position: "before" },
  theme: {
    mode: "light",
    primary: "#112233",
    accent: "#ffcc00",
    background: "#ffffff",
    surface: "#ffffff",
    text: "#000000",
  },
  assets: { logo: "assets/logo.svg" },
  pwa: { title: "Acme" },
};

/** Stores over fakes: a fetch that answers from a table, memory storage, English texts. */
export function testStores(
  answers: Record<string, unknown> = {},
  sessionStorage = memoryStorage(),
  overrides: Partial<EngineDeps> = {},
): Engine {
  return createEngine({
    config: testConfig,
    fetch: (async (url: string) => {
      const path = url.split("?")[0] ?? url;
      const value = answers[path];
      return new Response(
        JSON.stringify(
          value === undefined ? { success: false, errorCode: "not.found" } : { success: true, value },
        ),
        {
          status: value === undefined ? 404 : 200,
        },
      );
    }) as typeof fetch,
    apiOrigin: "",
    sessionStorage,
    localStorage: memoryStorage(),
    location: { protocol: "http:", host: "acme.localhost", search: "" },
    browserLanguages: ["en-US"],
    loadCatalogue: async () => ({
      not_found_title: "Page not found",
      not_found_desc: "Gone",
      back_home: "Back home",
    }),
    openWindow: () => undefined,
    ...overrides,
  });
}
