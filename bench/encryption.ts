/**
 * npx tsx bench/encryption.ts: what the legacy request encryption costs. Two figures against
 * their budgets, never a test (timings vary by machine):
 * - the time to build one encrypted request body once the RSA key is cached and the cipher
 *   loaded (median of many runs after a warm-up), which every login and register pays;
 * - the gzip size of the lazily loaded crypto code, which the first encrypted call downloads.
 *   It is bundled here from engine/http/legacy-cipher.ts with vite's build API into a temp
 *   folder, so the figure reflects the source as it is now, not whatever dist/ last held.
 */
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { RequestEncryption } from "../engine/http/encryption";

const BODY_BUDGET_MS = 2;
const CHUNK_BUDGET_KB = 25;
const WARM_UP_RUNS = 50;
const MEASURED_RUNS = 500;

const verdict = (ok: boolean) => (ok ? "✓" : "✗");

/** A 1024-bit modulus like the server's, in the hex form the key call answers. */
function serverModulusHex(): string {
  const { publicKey } = generateKeyPairSync("rsa", { modulusLength: 1024, publicExponent: 0x10001 });
  const n = publicKey.export({ format: "jwk" }).n ?? "";
  return Buffer.from(n, "base64url").toString("hex");
}

async function medianBodyMs(): Promise<number> {
  const modulus = serverModulusHex();
  // The same path the client takes, with the key call answered locally.
  const encryption = new RequestEncryption(async () => `"${modulus}"`);
  const body = {
    username: "demo_player",
    password: "s3cret-Passw0rd",
    captcha: "4821",
    type: "username",
    loginDeviceId: "6f1c2b9e-6d3a-4b8e-9a51-0c7d2e4f8a10",
    isOfficialAppLogin: false,
    device: "PWA",
  };
  for (let i = 0; i < WARM_UP_RUNS; i++) await encryption.encrypt("/wps/session/login", body);
  const times: number[] = [];
  for (let i = 0; i < MEASURED_RUNS; i++) {
    const start = performance.now();
    await encryption.encrypt("/wps/session/login", body);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

async function cryptoChunkGzipBytes(): Promise<{ raw: number; gzip: number }> {
  const outDir = mkdtempSync(join(tmpdir(), "wl-bench-cipher-"));
  try {
    // An application build with the cipher as its only entry, minified as the app's own build
    // minifies its lazy chunks. (Library mode would keep the whitespace of an ES bundle and so
    // overstate the size.)
    await build({
      configFile: false,
      logLevel: "silent",
      build: {
        outDir,
        emptyOutDir: true,
        target: "es2022",
        minify: true,
        rolldownOptions: {
          input: resolve(import.meta.dirname, "../engine/http/legacy-cipher.ts"),
          preserveEntrySignatures: "exports-only",
        },
      },
    });
    const code = readdirSync(outDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(join(outDir, file)));
    const all = Buffer.concat(code);
    return { raw: all.length, gzip: gzipSync(all, { level: 9 }).length };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const medianMs = await medianBodyMs();
const chunk = await cryptoChunkGzipBytes();
const chunkKb = chunk.gzip / 1024;
const bodyOk = medianMs <= BODY_BUDGET_MS;
const chunkOk = chunkKb <= CHUNK_BUDGET_KB;

console.log("Legacy request encryption");
console.log(
  `${verdict(bodyOk)} one encrypted body, key cached: median ${medianMs.toFixed(3)} ms over ${MEASURED_RUNS} runs (budget ${BODY_BUDGET_MS} ms)`,
);
console.log(
  `${verdict(chunkOk)} crypto chunk (vite build of legacy-cipher.ts alone, gzip -9): ${chunkKb.toFixed(1)} KB, ${(chunk.raw / 1024).toFixed(1)} KB minified (budget ${CHUNK_BUDGET_KB} KB)`,
);
process.exitCode = bodyOk && chunkOk ? 0 : 1;
