import type { MerchantConfig } from "../config/merchant-config";

/** Public URL of the merchant's logo; the build copies it beside index.html. */
export const LOGO_URL = "/m/brand/logo.svg";

/**
 * The logo inside the app: the back office's `mobileTemplate.image_logo` (its address checked
 * where it is read, engine/config/back-office-settings.ts, or by merchant validate), else the
 * build's. The static shell, painted before any status answer, always shows the build's
 * (docs/decisions.md, "The back office's settings are live").
 */
export function brandLogoUrl(config: Pick<MerchantConfig, "mobileTemplate">): string {
  return config.mobileTemplate?.image_logo || LOGO_URL;
}
