/**
 * The browser tests: `playwright test` (extra arguments passed on) beside firebase's Auth emulator
 * (firebase.json; offline, no login, no update check), which the firebase sign-in journeys need:
 * the one npm test started, or one `emulators:exec` starts around the run.
 * Playwright runs a worker per core against one reference server, each worker in its own test
 * scope (server/test-scopes.ts). Afterwards reports/e2e.html shows the results by merchant.
 * The one place that starts them: npm test, npm run test:e2e and npm run test:merchant all come here.
 */
import { $ } from "zx";
import { ensureChromium } from "./ensure-chromium";
import { ensureWebKit } from "./ensure-webkit";
import { authEmulatorAnswers, EMULATOR_ARGS, EMULATOR_ENV } from "./lib/auth-emulator";
import { writeSummary } from "./lib/e2e-summary";

// Here rather than in each caller: run bare on a fresh machine, every test failed in milliseconds.
await ensureChromium();
await ensureWebKit();

const args = process.argv.slice(2);
// One command line for emulators:exec, which hands it to /bin/sh: each argument in POSIX single
// quotes (a --grep with a space or a | in it; zx's quote writes bash's $'…', which dash reads wrong).
const shellQuoted = (arg: string) => `'${arg.replaceAll("'", "'\\''")}'`;
const playwright = ["node", "node_modules/@playwright/test/cli.js", "test", ...args]
  .map(shellQuoted)
  .join(" ");
const run = $({ env: EMULATOR_ENV, nothrow: true, stdio: "inherit" });
// npm test starts the emulator beside its checks (scripts/lib/auth-emulator.ts); one already up is used.
const result = (await authEmulatorAnswers())
  ? await run`node node_modules/@playwright/test/cli.js test ${args}`
  : await run`firebase emulators:exec ${EMULATOR_ARGS} ${playwright}`;
try {
  console.log(`Results by merchant, failures with their screenshots and traces: ${writeSummary()}`);
} catch (error) {
  // No report at all is counted as a failure by scripts/test.ts; the page is only a reading aid.
  console.log(`No results page: ${(error as Error).message}`);
}
process.exitCode = result.exitCode ?? 1;
