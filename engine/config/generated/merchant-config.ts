/* Generated from schemas/merchant.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */

export type LanguageCode =
  | "CN"
  | "EN"
  | "ES"
  | "HI"
  | "ID"
  | "JA"
  | "KM"
  | "KO"
  | "KR"
  | "MS"
  | "MY"
  | "PT"
  | "PT-BR"
  | "TA"
  | "TH"
  | "TW"
  | "TY"
  | "PH"
  | "UR"
  | "UR-LA"
  | "VI"
  | "TR"
  | "AR"
  | "BN"
  | "UZ"
  | "RU"
  | "FA"
  | "LO"
  | "NE"
  | "FR";
/**
 * A colour as #RRGGBB.
 */
export type Color = string;

/**
 * One merchant (brand) of the white-label engine. Everything a merchant can change lives here; nothing merchant-specific is written in code.
 */
export interface MerchantConfig {
  /**
   * Path to this schema, for editor completion.
   */
  $schema?: string;
  /**
   * Version of this file's shape. Bumped only with a migration.
   */
  schemaVersion: 1;
  /**
   * Merchant code: sent as the Merchant header and names the folder under merchants/.
   */
  code: string;
  /**
   * Display name of the brand.
   */
  name: string;
  /**
   * Interface languages offered by this merchant.
   */
  languages: {
    /**
     * Language codes offered, in the order shown.
     *
     * @minItems 1
     */
    supported: [LanguageCode, ...LanguageCode[]];
    /**
     * Used when no stored or browser language is supported.
     */
    default:
      | "CN"
      | "EN"
      | "ES"
      | "HI"
      | "ID"
      | "JA"
      | "KM"
      | "KO"
      | "KR"
      | "MS"
      | "MY"
      | "PT"
      | "PT-BR"
      | "TA"
      | "TH"
      | "TW"
      | "TY"
      | "PH"
      | "UR"
      | "UR-LA"
      | "VI"
      | "TR"
      | "AR"
      | "BN"
      | "UZ"
      | "RU"
      | "FA"
      | "LO"
      | "NE"
      | "FR";
  };
  currency: {
    /**
     * Currency code as the platform sends it.
     */
    code: string;
    symbol: string;
    /**
     * Where the symbol stands relative to the amount.
     */
    position: "before" | "after";
  };
  /**
   * Brand inputs; the engine derives every colour token from these.
   */
  theme: {
    mode: "light" | "dark";
    primary: Color;
    accent: Color;
    background: Color;
    surface: Color;
    text: Color;
    /**
     * CSS font family, or 'system' for the phone's own font.
     */
    font?: string;
    /**
     * Corner radius of cards and buttons, in px.
     */
    radius?: number;
  };
  assets: {
    /**
     * Logo SVG, relative to the merchant folder; every icon is drawn from it.
     */
    logo: string;
  };
  pwa: {
    /**
     * Document title and installed-app name.
     */
    title: string;
    /**
     * Name under the home-screen icon.
     */
    shortName?: string;
  };
  /**
   * Feature switches by platform module key. The backend's whitelabel flags override these at run time.
   */
  features?: {
    [k: string]: boolean;
  };
  /**
   * Domains that may receive the member's token on external links.
   */
  allowedExternalDomains?: string[];
}
