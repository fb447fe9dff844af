import type { MerchantConfig } from "../config/merchant-config";
import { safeHref } from "../security/safe-url";

/** Public URL of the merchant's logo; the build copies it beside index.html. */
export const LOGO_URL = "/m/brand/logo.svg";

/**
 * The logo inside the app: the back office's `mobileTemplate.image_logo` when it is a usable
 * address (http(s), or a path on this site), else the build's. The static shell, painted before
 * any status answer, always shows the build's (docs/decisions.md, "The back office's settings are live").
 */
export function brandLogoUrl(config: Pick<MerchantConfig, "mobileTemplate">): string {
  return safeHref(config.mobileTemplate?.image_logo, location.origin) ?? LOGO_URL;
}
