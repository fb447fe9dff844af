/**
 * npm run bench: builds every merchant, serves them with the reference backend, opens each
 * merchant's /m/home on a phone profile in Debian's Chromium and sums the gzip size of every
 * JavaScript file the page loaded, against the first-route budget. Figures only: never a test.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium, devices } from "@playwright/test";
import { $, chalk } from "zx";
import { LANGUAGES } from "../engine/i18n/languages";
import type { WidgetDefinition } from "../engine/registry/registry";
import { CHROME_PATH, CHROMIUM_FLAGS, ensureChromium } from "../scripts/ensure-chromium";
import { listMerchantCodes, loadMerchant } from "../scripts/lib/merchants";
import type { ViteManifest } from "../scripts/lib/pwa/first-routes";
import { withStandIns } from "../server/dev/stand-ins";
import { BENCH_PORT as PORT, startServer, stopServer } from "./lib/server";

// docs/decisions.md "First-route JavaScript": moved from 145 by issue 15.
const FIRST_ROUTE_JS_BUDGET_KB = 150;
/** Issue 18's goal, printed beside the budget: over it is marked, not failed (docs/decisions.md). */
const FIRST_ROUTE_JS_GOAL_KB = 130;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * The chunks only the page's deliberately deferred work loads: the floating layer and the floating
 * widgets' views (shown FLOATING_WIDGETS_DELAY_MS after the load event), the engagement overlays (their rules start after
 * the load event, engine/engagement/engagements.tsx), the PWA's background work (the update check
 * and the service worker) and ad-conversion tracking (its start and the networks' adapters), both
 * started from engine/background-work.ts after the load event, with what nothing else imports. Read from the build's manifest, so whether network idle
 * comes before or after that work (image timing, machine load) does not move the figure.
 */
async function deferredChunks(): Promise<(loaded: Iterable<string>) => Set<string>> {
  const manifest = JSON.parse(readFileSync("dist/.app/.vite/manifest.json", "utf8")) as ViteManifest;
  const deferredFolders: string[] = [];
  const deferredParts = new Set<string>();
  /** The parts each first-page widget folder reads: they count where the page loaded its code. */
  const firstPartsOf = new Map<string, string[]>();
  for (const folder of readdirSync("widgets")) {
    if (!existsSync(`widgets/${folder}/register.ts`)) continue;
    const declared = (await import(`../widgets/${folder}/register.ts`)).default as
      | WidgetDefinition
      | WidgetDefinition[];
    // Floating widgets show a second after load; engagement overlays' rules start after load.
    const deferred = [declared]
      .flat()
      .some((widget) => "slot" in widget && (widget.slot === "floating" || widget.engagement));
    if (deferred) deferredFolders.push(folder);
    const parts = [declared].flat().flatMap((widget) => widget.messages ?? []);
    if (deferred) for (const part of parts) deferredParts.add(part);
    else firstPartsOf.set(folder, parts);
  }
  // A catalogue part only deferred widgets read (the overlays' `engage`) is fetched by them, unless a
  // widget of this page's own reads it too (the login form's texts are first-route on login, not on
  // home, where only Google's one-tap overlay reads them).
  let firstParts = new Set<string>();
  const onlyDeferredPart = (part: string | undefined) =>
    part !== undefined && deferredParts.has(part) && !firstParts.has(part);
  const partOf = (key: string) => /compiled-messages\/[a-z-]+\.([a-z]+)\.json/.exec(key)?.[1];
  const isDeferredRoot = (key: string) =>
    key.startsWith("engine/pwa/") ||
    key.startsWith("engine/engagement/start-") ||
    key === "engine/background-work.ts" ||
    // The back office's live settings, imported by the background work once the status is in.
    key === "engine/config/back-office-settings.ts" ||
    // The floating layer mounts after the load event and places the floating widgets (engine/app.tsx).
    key === "engine/layout/floating-layer.tsx" ||
    key === "engine/tracking/start-tracking.ts" ||
    key.startsWith("engine/tracking/networks/") ||
    onlyDeferredPart(partOf(key)) ||
    /^widgets\/[^/]+\/engage\.ts$/.test(key) ||
    deferredFolders.some((folder) => key.startsWith(`widgets/${folder}/`));
  const reach = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    for (const root of roots) visit(root);
    return seen;
  };
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [`/m/${chunk.file}`, key]));
  /** Of the scripts a page loaded, those only its deferred work needed. */
  return (loaded: Iterable<string>): Set<string> => {
    const keys = [...loaded].flatMap((path) => keyOf.get(path) ?? []);
    firstParts = new Set(
      [...firstPartsOf].flatMap(([folder, parts]) =>
        keys.some((key) => key.startsWith(`widgets/${folder}/`)) ? parts : [],
      ),
    );
    const roots = keys.filter((key) => manifest[key]?.isEntry || manifest[key]?.isDynamicEntry);
    // The table of catalogue parts is fetched with the first part a page needs: deferred work's
    // when every part the page loaded is.
    const parts = keys.filter((key) => partOf(key) !== undefined);
    const partsDeferred = parts.length > 0 && parts.every((key) => onlyDeferredPart(partOf(key)));
    const isDeferred = (key: string) =>
      isDeferredRoot(key) || (partsDeferred && key === "engine/i18n/catalogue-parts.ts");
    const needed = reach(roots.filter((key) => !isDeferred(key)));
    const deferred = [...reach(roots.filter(isDeferred))].filter((key) => !needed.has(key));
    return new Set(deferred.map((key) => `/m/${manifest[key]?.file}`));
  };
}

/** The scripts /m/home loads until the network is idle, the deferred ones apart. */
async function firstRouteJs(code: string, deferredOf: (loaded: Iterable<string>) => Set<string>) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROMIUM_FLAGS,
  });
  // A phone in the merchant's own market language, so its catalogue is counted too.
  const locale = LANGUAGES[loadMerchant(code).config.languages.default].locale;
  const context = await browser.newContext({ ...devices["Pixel 7"], locale });
  const page = await context.newPage();
  const sizes = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body().catch(() => null);
    if (body) sizes.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(`http://${code}.localhost:${PORT}/m/home`);
  await page.locator("[data-testid=vendor-lane]").first().waitFor();
  await page.waitForLoadState("networkidle");
  await browser.close();
  // The ad networks' scripts come from tracking, itself started after the load event (docs/tracking.md),
  // and Google's one-tap script from its overlay, whose rules start after it too (widgets/google-one-tap);
  // the bench's server plays them, at the addresses its stand-ins give the merchant's config.
  const served = withStandIns(loadMerchant(code).config);
  const networkScripts = Object.values(served.tracking?.sources ?? {});
  const oneTapScript = served.firebase?.googleIdentityScriptUrl;
  const deferredFiles = new Set([
    ...deferredOf(sizes.keys()),
    ...networkScripts,
    ...(oneTapScript ? [oneTapScript] : []),
  ]);
  const first = new Map([...sizes].filter(([path]) => !deferredFiles.has(path)));
  const deferred = new Map([...sizes].filter(([path]) => deferredFiles.has(path)));
  return { first, deferred };
}

await ensureChromium();
$.verbose = false;
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= "true";
await $`tsx scripts/build.ts --merchant all --local`;
const server = await startServer();
const deferredOf = await deferredChunks();
let over = 0;
try {
  console.log(
    chalk.bold(
      `First-route JavaScript (gzip -9), /m/home, budget ${FIRST_ROUTE_JS_BUDGET_KB} KB (✗ over), goal ${FIRST_ROUTE_JS_GOAL_KB} KB (! over)`,
    ),
  );
  for (const code of listMerchantCodes()) {
    const { first: scripts, deferred } = await firstRouteJs(code, deferredOf);
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const ok = total / 1024 <= FIRST_ROUTE_JS_BUDGET_KB;
    if (!ok) over++;
    const mark = !ok
      ? chalk.red("✗")
      : total / 1024 <= FIRST_ROUTE_JS_GOAL_KB
        ? chalk.green("✓")
        : chalk.yellow("!");
    console.log(`${mark} ${code.padEnd(12)} ${kb(total).padStart(7)} KB in ${scripts.size} files`);
    for (const [path, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
      console.log(chalk.dim(`    ${kb(size).padStart(7)} KB  ${path}`));
    }
    for (const [path, size] of deferred) {
      console.log(chalk.dim(`    ${kb(size).padStart(7)} KB  ${path}  (deferred, not counted)`));
    }
  }
} finally {
  stopServer(server);
}
process.exitCode = over ? 1 : 0;
