/**
 * Where each per-merchant PWA file lives inside dist/<code>/m/ (relative) and the URL the page
 * uses for it. The build writes them, index.html and the manifest link them, the server and the
 * CDN serve them: one list, so the three cannot disagree.
 */
import { PWA_SCOPE } from "../constants";

export const WEB_MANIFEST_FILE = "manifest.webmanifest";
export const ASSET_MANIFEST_FILE = "asset-manifest.json";
export const SERVICE_WORKER_FILE = "sw.js";
export const CONFIG_FILE = "config.json";
export const THEME_FILE = "theme.css";
export const APPLE_TOUCH_ICON_FILE = "icons/apple-touch-icon.png";

export const iconFile = (size: number) => `icons/icon-${size}.png`;
export const maskableIconFile = (size: number) => `icons/maskable-${size}.png`;
/** In device pixels, as iOS matches it. */
export const splashFile = (pixelWidth: number, pixelHeight: number) =>
  `splash/splash-${pixelWidth}x${pixelHeight}.png`;

/** The URL under the app's scope, e.g. icons/icon-192.png → /m/icons/icon-192.png. */
export const scoped = (file: string) => `${PWA_SCOPE}${file}`;
