/**
 * The browser tests: `playwright test` (extra arguments passed on) inside firebase's Auth emulator
 * (firebase.json; offline, no login, no update check), which the firebase sign-in journeys need.
 * Playwright runs a worker per core against one reference server, each worker in its own test
 * scope (server/test-scopes.ts). Afterwards reports/e2e.html shows the results by merchant.
 * The one place that starts them: npm test, npm run test:e2e and npm run test:merchant all come here.
 */
import { $ } from "zx";
import { ensureChromium } from "./ensure-chromium";
import { ensureWebKit } from "./ensure-webkit";
import { writeSummary } from "./lib/e2e-summary";

// Here rather than in each caller: run bare on a fresh machine, every test failed in milliseconds.
await ensureChromium();
await ensureWebKit();

const playwright = ["node node_modules/@playwright/test/cli.js test", ...process.argv.slice(2)].join(" ");
const result = await $({
  env: { ...process.env, NO_UPDATE_NOTIFIER: "1" },
  nothrow: true,
  stdio: "inherit",
})`firebase emulators:exec --only auth --project demo-royal --non-interactive ${playwright}`;
try {
  console.log(`Results by merchant, failures with their screenshots and traces: ${writeSummary()}`);
} catch (error) {
  // No report at all is counted as a failure by scripts/test.ts; the page is only a reading aid.
  console.log(`No results page: ${(error as Error).message}`);
}
process.exitCode = result.exitCode ?? 1;
