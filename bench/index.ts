/**
 * npm run bench [-- --lighthouse [--merchant a,b] [--route /m/home] [--runs 3] [--detail]]
 *
 * Every figure against its budget, one part after the other (each builds what it measures, and
 * the machine's two cores are not shared between them): first-route JavaScript, the splash in
 * the native shell, the per-merchant
 * build and its service-worker precache, the request encryption, and with --lighthouse the
 * Lighthouse table. The exit code says whether any figure missed its budget.
 */
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const parts = ["bench/run.ts", "bench/splash.ts", "bench/build.ts", "bench/encryption.ts"];
if (args.includes("--lighthouse")) parts.push("bench/lighthouse.ts");

let failed = 0;
for (const part of parts) {
  const partArgs = part === "bench/lighthouse.ts" ? args.filter((arg) => arg !== "--lighthouse") : [];
  const result = spawnSync("node_modules/.bin/tsx", [part, ...partArgs], { stdio: "inherit" });
  if (result.status !== 0) failed++;
  console.log();
}
process.exitCode = failed ? 1 : 0;
