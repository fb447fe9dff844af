/**
 * The PWA's tags in index.html: the manifest, the apple-touch-icon, the iOS launch images with
 * the media query that picks each, the home-screen app metas, and the build's asset hash that
 * the update check compares.
 */
import type { MerchantConfig } from "../../../engine/config/merchant-config";
import { PWA_COLOR_DEFAULT, PWA_SPLASH_SIZES } from "../../../engine/constants";
import { BUILD_HASH_META } from "../../../engine/pwa/build-hash";
import { APPLE_TOUCH_ICON_FILE, scoped, splashFile, WEB_MANIFEST_FILE } from "../../../engine/pwa/files";
import { escapeHtml } from "../stamp-html";

export function pwaHeadTags(config: MerchantConfig, assetHash: string): string[] {
  const shortName = escapeHtml(config.pwa.shortName ?? config.pwa.title);
  const statusBar =
    (config.pwa.themeColor ?? PWA_COLOR_DEFAULT).toUpperCase() === "#FFFFFF"
      ? "default"
      : "black-translucent";
  return [
    `<link rel="manifest" href="${scoped(WEB_MANIFEST_FILE)}" />`,
    `<link rel="apple-touch-icon" href="${scoped(APPLE_TOUCH_ICON_FILE)}" />`,
    '<meta name="mobile-web-app-capable" content="yes" />',
    '<meta name="apple-mobile-web-app-capable" content="yes" />',
    `<meta name="apple-mobile-web-app-title" content="${shortName}" />`,
    `<meta name="apple-mobile-web-app-status-bar-style" content="${statusBar}" />`,
    ...PWA_SPLASH_SIZES.map(
      ({ width, height, ratio }) =>
        `<link rel="apple-touch-startup-image" media="screen and (device-width: ${width}px) and (device-height: ${height}px) and (-webkit-device-pixel-ratio: ${ratio}) and (orientation: portrait)" href="${scoped(splashFile(width * ratio, height * ratio))}" />`,
    ),
    `<meta name="${BUILD_HASH_META}" content="${assetHash}" />`,
  ];
}
