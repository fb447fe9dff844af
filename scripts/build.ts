/**
 * npm run build -- --merchant <code>|all [--merchants-dir <dir>] [--out <dir>] [--image-cache <dir>|none] [--local]
 *
 * Build once, stamp N: the app (and its service worker) is compiled once into <out>/.app/, then
 * every merchant gets its own <out>/<code>/m/ in parallel: index.html, manifest, icons, launch
 * images, config, theme, sw.js with its precache list, asset-manifest.json. An invalid merchant
 * prints the validator's lines and is not built; the others are; the exit code says one failed.
 * `--local`: each page's content security policy also allows the loopback origins on which the
 * reference setup plays other sites (docs/deploy.md); the tests, `npm start` and the gallery build
 * so. Without it the policy is the deploy's: only what the merchant's config names.
 */
import { join, resolve } from "node:path";
import { build } from "vite";
import { argv, chalk } from "zx";
import {
  formatProblem,
  InvalidMerchantError,
  type LoadedMerchant,
  listMerchantCodes,
  loadMerchant,
  MERCHANTS_DIR,
  ROOT,
} from "./lib/merchants";
import { compileServiceWorker } from "./lib/pwa/compile-service-worker";
import { settleEach } from "./lib/pwa/concurrency";
import { readCompiledApp, type StampResult, stampMerchant } from "./lib/pwa/stamp-merchant";

export const DIST = join(ROOT, "dist");
const IMAGE_CACHE = join(ROOT, ".cache/pwa-images");

export interface BuildOptions {
  /** Merchant codes, or "all". */
  merchants: string[] | "all";
  merchantsDir?: string;
  distDir?: string;
  /** null: draw every image afresh. */
  imageCache?: string | null;
  /** true for this machine's reference setup (--local): loopback origins in the content security policy. */
  cspLoopback?: boolean;
  log?: (line: string) => void;
  error?: (line: string) => void;
}

export interface BuildResult {
  built: Array<{ code: string } & StampResult>;
  failed: string[];
  ms: number;
}

export async function compileApp(distDir = DIST): Promise<string> {
  const appDir = join(distDir, ".app");
  // Vite warns that a future config loader will want file extensions; the bundled loader we use does not.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= "true";
  await build({
    root: ROOT,
    logLevel: "warn",
    configFile: join(ROOT, "vite.config.ts"),
    build: { outDir: appDir },
  });
  await compileServiceWorker(ROOT, appDir);
  return appDir;
}

export async function buildMerchants(options: BuildOptions): Promise<BuildResult> {
  const log = options.log ?? console.log;
  const error = options.error ?? console.error;
  const merchantsDir = options.merchantsDir ?? MERCHANTS_DIR;
  const distDir = options.distDir ?? DIST;
  const imageCache = options.imageCache === undefined ? IMAGE_CACHE : options.imageCache;
  const started = performance.now();

  const codes = options.merchants === "all" ? listMerchantCodes(merchantsDir) : options.merchants;
  const merchants: LoadedMerchant[] = [];
  const failed: string[] = [];
  for (const code of codes) {
    try {
      const merchant = loadMerchant(code, merchantsDir);
      for (const notice of merchant.notices) log(chalk.yellow(`! ${merchant.file}: ${notice}`));
      merchants.push(merchant);
    } catch (problem) {
      if (!(problem instanceof InvalidMerchantError)) throw problem;
      failed.push(code);
      error(chalk.red(`✗ ${code}: not built`));
      for (const line of problem.problems) error(`  ${formatProblem(line)}`);
    }
  }
  const built: BuildResult["built"] = [];
  if (merchants.length > 0) {
    const app = await readCompiledApp(await compileApp(distDir));
    const results = await settleEach(merchants, (merchant) =>
      stampMerchant(app, merchant, distDir, imageCache, options.cspLoopback ?? false),
    );
    results.forEach((result, index) => {
      const code = (merchants[index] as LoadedMerchant).code;
      if (result.status === "rejected") {
        failed.push(code);
        error(chalk.red(`✗ ${code}: ${(result.reason as Error).message}`));
        return;
      }
      const { out, precache } = result.value;
      built.push({ code, ...result.value });
      for (const warning of precache.warnings) log(chalk.yellow(`! ${code}: ${warning}`));
      log(
        `${chalk.green(`✓ ${code}`)} → ${out.startsWith(ROOT) ? out.slice(ROOT.length + 1) : out}/ ` +
          chalk.dim(`(precache ${precache.count} files, ${(precache.bytes / 1024).toFixed(0)} KB)`),
      );
    });
  }
  const ms = performance.now() - started;
  log(
    `built ${built.length} merchant(s) in ${(ms / 1000).toFixed(1)} s${failed.length ? `, ${failed.length} failed` : ""}`,
  );
  return { built, failed, ms };
}

async function main(): Promise<number> {
  const wanted = String(argv.merchant ?? "all");
  const cache = argv["image-cache"];
  const result = await buildMerchants({
    merchants: wanted === "all" ? "all" : wanted.split(","),
    merchantsDir: argv["merchants-dir"] ? resolve(String(argv["merchants-dir"])) : undefined,
    distDir: argv.out ? resolve(String(argv.out)) : undefined,
    imageCache: cache === undefined ? undefined : cache === "none" ? null : resolve(String(cache)),
    cspLoopback: Boolean(argv.local),
  });
  return result.failed.length > 0 || result.built.length === 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
