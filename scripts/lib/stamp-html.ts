/**
 * Writes one merchant into the compiled index.html: title, theme colour, the config the engine
 * reads, the theme's CSS variables and a static branded shell that paints before any JavaScript.
 * Used by the build for every merchant and by the dev server for the one being worked on.
 */
import type { MerchantConfig } from "../../engine/config/merchant-config";
import { EMBEDDED_CONFIG_ELEMENT_ID } from "../../engine/config/merchant-config";
import { LANGUAGES } from "../../engine/i18n/languages";
import { INSTALL_EVENT_CATCHER } from "../../engine/platform/install-event";
import { REFERRER_POLICY } from "../../engine/security/referrer-policy";
import { tokenHandoverScript } from "../../engine/security/token-handover";
import { downloadRoomScript } from "../../engine/shell/download-room";
import { SHELL_LEAD_ATTRIBUTE, shellLoaderScript } from "../../engine/shell/shell-loader";
import { shellRouteScript } from "../../engine/shell/shell-route";
import { splashShellCss, splashShellMarkup } from "../../engine/shell/splash-shell";
import { baseCss, LAYOUT, SHELL_PAGE_CLASS } from "../../engine/theme/layout";
import { themeVariables, variablesToCss } from "../../engine/theme/tokens";
import { LOGO_URL } from "../../engine/ui/brand-url";

export const HEAD_MARKER = "<!--wl:head-->";
export const SHELL_MARKER = "<!--wl:shell-->";
/** Before #root: React replaces what is inside it, and the splash must outlive that (engine/shell/splash-shell.ts). */
export const SPLASH_MARKER = "<!--wl:splash-->";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that cannot close the script element it sits in. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** What the browser needs of the config: the editor's `$schema` pointer is left behind. */
export function runtimeConfig(config: MerchantConfig): MerchantConfig {
  const { $schema: _editorOnly, ...rest } = config;
  return rest;
}

/**
 * What the page paints before any script: the top bar, then home's page (the lead banner, else
 * its skeleton, and the lanes) or the sign-in page's (the brand and the form), chosen by the
 * one-line script in front of them (engine/shell/shell-route.ts), which also reserves the download
 * bar's room when the merchant's settings say it will show (engine/shell/download-room.ts). engine/ui/page-skeleton.tsx
 * draws the same boxes when React takes over.
 */
export function shellMarkup(config: MerchantConfig): string {
  const { heroLogoSize, bannerWidth, bannerHeight } = LAYOUT;
  const lead = config.banners?.lead;
  const banner = lead
    ? `<img class="wl-banner" src="${escapeHtml(lead)}" alt="" width="${bannerWidth}" height="${bannerHeight}" fetchpriority="high" ${SHELL_LEAD_ATTRIBUTE}>`
    : '<div class="wl-skeleton wl-banner" aria-hidden="true"></div>';
  const lane = '<div class="wl-skeleton wl-lane" aria-hidden="true"></div>';
  const field = '<div class="wl-skeleton wl-field" aria-hidden="true"></div>';
  const scripts = [shellRouteScript(), downloadRoomScript(config.downloadBar)].filter(Boolean).join(";");
  return [
    `<script>${scripts}</script>`,
    `<header class="wl-top-bar"><img src="${LOGO_URL}" alt="" width="32" height="32"><p class="wl-brand">${escapeHtml(config.name)}</p></header>`,
    `<main class="wl-page ${SHELL_PAGE_CLASS.home}">${banner}${lane}${lane}</main>`,
    `<main class="wl-page ${SHELL_PAGE_CLASS.signIn}"><div class="wl-hero"><img src="${LOGO_URL}" alt="" width="${heroLogoSize}" height="${heroLogoSize}" ${SHELL_LEAD_ATTRIBUTE}></div>${field}${field}${field}</main>`,
    '<nav class="wl-tab-bar" aria-hidden="true"></nav>',
  ].join("");
}

/** `extraHead`: more tags for the head, such as the build's PWA links (scripts/lib/pwa/head-tags.ts). */
export function stampHtml(
  template: string,
  config: MerchantConfig,
  extraHead: readonly string[] = [],
): string {
  if (!template.includes(HEAD_MARKER) || !template.includes(SHELL_MARKER)) {
    throw new Error(`index.html template lost its ${HEAD_MARKER} or ${SHELL_MARKER} marker`);
  }
  const language = LANGUAGES[config.languages.default];
  const head = [
    // Both before the first subresource: the preload scanner fetches the icon and the lead banner
    // before any script runs, and the address may still hold a handed-over token until the next line.
    `<meta name="referrer" content="${REFERRER_POLICY}" />`,
    `<script>${tokenHandoverScript()}</script>`,
    `<title>${escapeHtml(config.pwa.title)}</title>`,
    `<meta name="theme-color" content="${config.theme.primary}" />`,
    `<meta name="application-name" content="${escapeHtml(config.pwa.shortName ?? config.name)}" />`,
    `<link rel="icon" type="image/svg+xml" href="${LOGO_URL}" />`,
    `<style id="wl-shell-css">${variablesToCss(":root", themeVariables(config.theme))}\n${baseCss()}${splashShellCss()}</style>`,
    ...extraHead,
    `<script id="${EMBEDDED_CONFIG_ELEMENT_ID}" type="application/json">${scriptSafeJson(runtimeConfig(config))}</script>`,
  ].join("\n    ");
  const { page, entry } = deferEntry(template);
  // The install-event catcher runs right after the loader, long before the entry it adds.
  const loader = entry
    ? `<script>${shellLoaderScript(entry)}</script><script>${INSTALL_EVENT_CATCHER}</script>`
    : "";
  return page
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${language.locale}" dir="${language.dir}">`)
    .replace(HEAD_MARKER, head)
    .replace(SPLASH_MARKER, splashShellMarkup(LOGO_URL, escapeHtml(config.name)))
    .replace(SHELL_MARKER, shellMarkup(config) + loader);
}

const BUILT_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const BUILT_PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/**
 * Takes the built page's entry script and its module preloads out of the head: the shell's
 * loader adds the entry once the shell has painted (engine/shell/shell-loader.ts), and the entry
 * fetches its imports then. The dev server's page has no built entry and is left as it is.
 */
function deferEntry(template: string): { page: string; entry: string | null } {
  const entry = BUILT_ENTRY.exec(template)?.[1] ?? null;
  if (!entry) return { page: template, entry: null };
  return { page: template.replace(BUILT_ENTRY, "").replace(BUILT_PRELOAD, ""), entry };
}

/** What the dev server shows instead of the app when the merchant's config is invalid. */
export function invalidMerchantPage(error: { code: string; lines(): string[] }): string {
  const items = error
    .lines()
    .map((line) => `<li><code>${escapeHtml(line)}</code></li>`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Invalid merchant config</title></head><body style="font-family:system-ui,sans-serif;margin:24px;background:#fff5f5;color:#3b0a0a"><h1>Merchant "${escapeHtml(error.code)}" has an invalid config</h1><p>Fix these lines and save; the page reloads by itself. <code>npm run merchant -- validate ${escapeHtml(error.code)}</code> prints the same.</p><ul style="line-height:1.8">${items}</ul></body></html>`;
}
