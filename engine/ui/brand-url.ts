/** Public URL of the merchant's logo; the build copies it beside index.html. */
export const LOGO_URL = "/m/brand/logo.svg";
