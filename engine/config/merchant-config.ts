/**
 * The merchant configuration as the browser receives it. The shape is generated from
 * schemas/merchant.schema.json (see scripts/gen-types.ts); this module only re-exports it
 * under the names the engine uses and reads the copy the build embedded in index.html.
 */
import type { LanguageCode, MerchantConfig } from "./generated/merchant-config";

export type { LanguageCode, MerchantConfig };
export type ThemeInputs = MerchantConfig["theme"];
/** A platform module key the merchant can switch (CBS3, GEETEST3, …). */
export type FeatureKey = keyof NonNullable<MerchantConfig["features"]>;

/** Id of the JSON script element the build stamps into each merchant's index.html. */
export const EMBEDDED_CONFIG_ELEMENT_ID = "merchant-config";

export class MissingConfigError extends Error {
  constructor(reason: string) {
    super(`The merchant configuration embedded in this page is unusable: ${reason}`);
    this.name = "MissingConfigError";
  }
}

/** Reads the build-time config; a page without one cannot know its brand, so this throws. */
export function readEmbeddedConfig(doc: Document): MerchantConfig {
  const element = doc.getElementById(EMBEDDED_CONFIG_ELEMENT_ID);
  if (!element?.textContent) throw new MissingConfigError(`no #${EMBEDDED_CONFIG_ELEMENT_ID} element`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(element.textContent);
  } catch (error) {
    throw new MissingConfigError(`not JSON (${(error as Error).message})`);
  }
  if (
    typeof parsed !== "object" ||
    parsed === null ||
    typeof (parsed as { code?: unknown }).code !== "string"
  ) {
    throw new MissingConfigError("no merchant code");
  }
  return parsed as MerchantConfig;
}
