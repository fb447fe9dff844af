/**
 * Build figures (never assertions):
 * - "build once, stamp N": the time to build 1 merchant and 20 merchants, each a fresh
 *   `scripts/build.ts` process as an operator runs it, and their ratio against its goal (1.3 with a
 *   warm image cache, 2.0 with none: every merchant's images are then drawn once). The
 *   20 are generated from the samples in a temporary folder, each with its own code, name and
 *   background colour, so no two draw the same images. Measured twice: with no image cache (a
 *   first build, or new logos) and with a warm one (the usual deploy: code changed, logos not).
 * - what each sample merchant's service worker downloads on first install (brotli), against 350 KB.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { chalk } from "zx";
import { DIST } from "../scripts/build";
import { listMerchantCodes, MERCHANTS_DIR, ROOT } from "../scripts/lib/merchants";

const RATIO_GOAL = { cold: 2.0, warm: 1.3 } as const;
const PRECACHE_BROTLI_BUDGET_KB = 350;
const GENERATED = 20;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function generateMerchants(dir: string): string[] {
  // Bases only: a merchant that extends another would need its base in the folder too.
  const bases = listMerchantCodes(MERCHANTS_DIR).filter(
    (code) =>
      JSON.parse(readFileSync(join(MERCHANTS_DIR, code, "merchant.json"), "utf8")).extends === undefined,
  );
  const codes: string[] = [];
  for (let i = 0; i < GENERATED; i++) {
    const base = bases[i % bases.length] as string;
    const code = `${base}${i}`;
    cpSync(join(MERCHANTS_DIR, base), join(dir, code), { recursive: true });
    const config = JSON.parse(readFileSync(join(dir, code, "merchant.json"), "utf8"));
    config.code = code;
    config.name = `${config.name} ${i}`;
    config.pwa = {
      ...config.pwa,
      title: `${config.pwa.title} ${i}`,
      backgroundColor: `#F0F0${(i * 12).toString(16).padStart(2, "0")}`,
    };
    writeFileSync(join(dir, code, "merchant.json"), JSON.stringify(config, null, 2));
    codes.push(code);
  }
  return codes;
}

function timeBuild(merchant: string, merchantsDir: string, out: string, imageCache: string): number {
  const started = performance.now();
  execFileSync(
    join(ROOT, "node_modules/.bin/tsx"),
    [
      "scripts/build.ts",
      "--merchant",
      merchant,
      "--merchants-dir",
      merchantsDir,
      "--out",
      out,
      "--image-cache",
      imageCache,
    ],
    { cwd: ROOT, stdio: "ignore", env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" } },
  );
  return (performance.now() - started) / 1000;
}

function buildTimes(): void {
  const work = mkdtempSync(join(tmpdir(), "wl-bench-build-"));
  try {
    const merchants = join(work, "merchants");
    const codes = generateMerchants(merchants);
    const first = codes[0] as string;
    console.log(
      chalk.bold(
        `Build once, stamp N: 1 vs ${codes.length} merchants (goal ratio ≤ ${RATIO_GOAL.cold} cold, ≤ ${RATIO_GOAL.warm} warm)`,
      ),
    );
    const cold1 = timeBuild(first, merchants, join(work, "dist1"), "none");
    const cold20 = timeBuild("all", merchants, join(work, "dist20"), "none");
    const cache = join(work, "image-cache");
    timeBuild("all", merchants, join(work, "warm-up"), cache);
    const warm1 = timeBuild(first, merchants, join(work, "dist1"), cache);
    const warm20 = timeBuild("all", merchants, join(work, "dist20"), cache);
    for (const [label, one, many, goal] of [
      ["no image cache", cold1, cold20, RATIO_GOAL.cold],
      ["warm image cache", warm1, warm20, RATIO_GOAL.warm],
    ] as const) {
      const ratio = many / one;
      const mark = ratio <= goal ? chalk.green("✓") : chalk.red("✗");
      console.log(
        `${mark} ${label.padEnd(17)} 1 merchant ${one.toFixed(2)} s, ${codes.length} merchants ${many.toFixed(2)} s, ratio ${ratio.toFixed(2)}`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function precacheSizes(): number {
  execFileSync(join(ROOT, "node_modules/.bin/tsx"), ["scripts/build.ts", "--merchant", "all"], {
    cwd: ROOT,
    stdio: "ignore",
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" },
  });
  console.log(
    chalk.bold(`Service-worker precache on first install (brotli), budget ${PRECACHE_BROTLI_BUDGET_KB} KB`),
  );
  let over = 0;
  for (const code of listMerchantCodes()) {
    const out = join(DIST, code, "m");
    const worker = readFileSync(join(out, "sw.js"), "utf8");
    const urls = [...worker.matchAll(/"url":"\/m\/([^"]+)"/g)].map((match) => match[1] as string);
    const raw = urls.map((file) => readFileSync(join(out, file)));
    const brotli = raw.reduce((sum, content) => sum + brotliCompressSync(content).length, 0);
    const bytes = raw.reduce((sum, content) => sum + content.length, 0);
    const ok = brotli / 1024 <= PRECACHE_BROTLI_BUDGET_KB;
    if (!ok) over++;
    console.log(
      `${ok ? chalk.green("✓") : chalk.red("✗")} ${code.padEnd(12)} ${kb(brotli).padStart(7)} KB brotli (${kb(bytes)} KB raw) in ${urls.length} files`,
    );
  }
  return over;
}

buildTimes();
process.exitCode = precacheSizes() ? 1 : 0;
