/**
 * npm run build -- --merchant <code>|all
 * Compiles the app once, then writes dist/<code>/m/ for each merchant: the shared assets, the
 * merchant's stamped index.html and its logo. An invalid merchant fails alone; the exit code says so.
 */
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { build } from "vite";
import { argv, chalk } from "zx";
import {
  formatProblem,
  InvalidMerchantError,
  type LoadedMerchant,
  listMerchantCodes,
  loadMerchant,
  ROOT,
} from "./lib/merchants";
import { stampHtml } from "./lib/stamp-html";

export const DIST = join(ROOT, "dist");
const APP_DIR = join(DIST, ".app");

export async function compileApp(): Promise<void> {
  // Vite warns that a future config loader will want file extensions; the bundled loader we use does not.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= "true";
  await build({ root: ROOT, logLevel: "warn", configFile: join(ROOT, "vite.config.ts") });
}

export async function stampMerchant(merchant: LoadedMerchant): Promise<string> {
  const out = join(DIST, merchant.code, "m");
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  await cp(APP_DIR, out, { recursive: true, filter: (src) => !src.endsWith("/index.html") });
  const template = await readFile(join(APP_DIR, "index.html"), "utf8");
  await writeFile(join(out, "index.html"), stampHtml(template, merchant.config));
  await mkdir(join(out, "brand"), { recursive: true });
  await cp(merchant.logoPath, join(out, "brand/logo.svg"));
  return out;
}

async function main(): Promise<number> {
  const wanted = String(argv.merchant ?? "all");
  const codes = wanted === "all" ? listMerchantCodes() : wanted.split(",");
  const merchants: LoadedMerchant[] = [];
  let failed = 0;
  for (const code of codes) {
    try {
      const merchant = loadMerchant(code);
      for (const notice of merchant.notices) console.warn(chalk.yellow(`! ${merchant.file}: ${notice}`));
      merchants.push(merchant);
    } catch (error) {
      failed++;
      if (!(error instanceof InvalidMerchantError)) throw error;
      console.error(chalk.red(`✗ ${code}: not built`));
      for (const problem of error.problems) console.error(`  ${formatProblem(problem)}`);
    }
  }
  if (merchants.length === 0) return 1;
  const started = performance.now();
  await compileApp();
  for (const merchant of merchants) {
    const out = await stampMerchant(merchant);
    console.log(chalk.green(`✓ ${merchant.code}`), `→ ${out.slice(ROOT.length + 1)}/`);
  }
  console.log(
    `built ${merchants.length} merchant(s) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
