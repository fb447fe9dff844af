/**
 * Writes one merchant's dist/<code>/m/ from the compiled app: the only per-merchant work of a
 * build (spec: build once, stamp N). The shared hashed files are copied as they are; what differs
 * is written: index.html, the manifest, icons and launch images, config and theme, the precache
 * list in sw.js and asset-manifest.json.
 */
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { MerchantConfig } from "../../../engine/config/merchant-config";
import { PWA_COLOR_DEFAULT } from "../../../engine/constants";
import { LANGUAGES } from "../../../engine/i18n/languages";
import {
  ASSET_MANIFEST_FILE,
  CONFIG_FILE,
  SERVICE_WORKER_FILE,
  THEME_FILE,
  WEB_MANIFEST_FILE,
} from "../../../engine/pwa/files";
import { builtIcons, webManifest } from "../../../engine/pwa/web-manifest";
import { themeVariables, variablesToCss } from "../../../engine/theme/tokens";
import { LOGO_URL } from "../../../engine/ui/brand-url";
import { applyCsp } from "../csp";
import type { LoadedMerchant } from "../merchants";
import { runtimeConfig, stampHtml } from "../stamp-html";
import { buildAssetManifest } from "./asset-manifest";
import { firstRouteFiles, type ViteManifest } from "./first-routes";
import { pwaHeadTags } from "./head-tags";
import { imageJobs, writeImages } from "./images";
import { linkTree } from "./link-tree";
import { type PrecacheReport, writeServiceWorker } from "./service-worker";

/** What every merchant shares: read once per build. */
export interface CompiledApp {
  dir: string;
  template: string;
  viteManifest: ViteManifest;
  entrypoints: string[];
}

export interface StampResult {
  out: string;
  precache: PrecacheReport & { files: string[] };
  imagesDrawn: number;
  /** The page's content security policy as its header rule (written to dist/<code>/csp.txt). */
  cspHeader: string;
}

/** Beside the deployed folder, not in it: the operator's copy of the header rule (docs/deploy.md). */
export const CSP_HEADER_FILE = "csp.txt";

const VITE_MANIFEST = ".vite/manifest.json";
/** Written per merchant, never copied from the compiled app. */
const PER_MERCHANT = new Set(["index.html", SERVICE_WORKER_FILE, ".vite"]);
/** The merchant's own files a first visit needs besides the shared JavaScript. */
const PRECACHED_OWN_FILES = ["index.html", WEB_MANIFEST_FILE, LOGO_URL.replace(/^\/m\//, "")];

export async function readCompiledApp(dir: string): Promise<CompiledApp> {
  const viteManifest = JSON.parse(await readFile(join(dir, VITE_MANIFEST), "utf8")) as ViteManifest;
  const entry = Object.values(viteManifest).find((chunk) => chunk.isEntry);
  return {
    dir,
    template: await readFile(join(dir, "index.html"), "utf8"),
    viteManifest,
    entrypoints: entry ? [entry.file, ...(entry.css ?? [])] : [],
  };
}

function writeJson(file: string, value: unknown) {
  return writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

export async function stampMerchant(
  app: CompiledApp,
  merchant: LoadedMerchant,
  distDir: string,
  imageCache: string | null,
  cspLoopback = false,
): Promise<StampResult> {
  const config: MerchantConfig = merchant.config;
  const out = join(distDir, merchant.code, "m");
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  await linkTree(app.dir, out, PER_MERCHANT);

  await mkdir(join(out, "brand"), { recursive: true });
  await cp(merchant.logoPath, join(out, LOGO_URL.replace(/^\/m\//, "")));
  await writeJson(join(out, CONFIG_FILE), runtimeConfig(config));
  await writeFile(join(out, THEME_FILE), `${variablesToCss(":root", themeVariables(config.theme))}\n`);
  const language = LANGUAGES[config.languages.default];
  await writeJson(
    join(out, WEB_MANIFEST_FILE),
    webManifest(config.pwa, { icons: builtIcons(), lang: language.locale, dir: language.dir }),
  );
  const imagesDrawn = await writeImages(
    merchant.logoPath,
    imageJobs(config.pwa.backgroundColor ?? PWA_COLOR_DEFAULT),
    out,
    imageCache,
  );

  const assetManifest = await buildAssetManifest(out, app.entrypoints);
  await writeJson(join(out, ASSET_MANIFEST_FILE), assetManifest);
  const page = applyCsp(
    stampHtml(app.template, config, pwaHeadTags(config, assetManifest.hash)),
    config,
    cspLoopback,
  );
  await writeFile(join(out, "index.html"), page.html);
  await writeFile(join(distDir, merchant.code, CSP_HEADER_FILE), `${page.header}\n`);

  const files = [...PRECACHED_OWN_FILES, ...firstRouteFiles(app.viteManifest, config.languages.supported)];
  const report = await writeServiceWorker(join(app.dir, SERVICE_WORKER_FILE), out, files);
  return { out, precache: { ...report, files }, imagesDrawn, cspHeader: page.header };
}
