/**
 * npm test: type check, lint, unit and integration tests, then the browser tests in Debian's
 * Chromium, and the WebKit set in WebKitGTK (e2e/webkit/), against freshly built bundles. Every step runs even when an earlier one failed (but
 * the browser tests need a build), and the last line counts every test: "N passed, N failed".
 * On CI a browser test gets one retry; one that passed only on it counts as passed and is named
 * in the lines just above, as flaky (docs/testing.md, "Flaky tests").
 */
import { readFileSync, rmSync } from "node:fs";
import { $, chalk } from "zx";
import { ensureChromium } from "./ensure-chromium";
import { ensureWebKit } from "./ensure-webkit";
import { startAuthEmulator } from "./lib/auth-emulator";
import { flakyTests, outcomes, testName } from "./lib/e2e-summary";

$.verbose = true;
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= "true";
process.env.FORCE_COLOR ??= "1";

// Counts must come from this run only.
rmSync("reports", { recursive: true, force: true });
const failures: string[] = [];
async function step(name: string, run: () => Promise<unknown>): Promise<boolean> {
  console.log(chalk.bold(`\n▶ ${name}`));
  const started = performance.now();
  try {
    await run();
    console.log(chalk.green(`✓ ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`));
    return true;
  } catch (error) {
    failures.push(name);
    console.log(chalk.red(`✗ ${name}: ${(error as Error).message.split("\n")[0]}`));
    return false;
  }
}

interface UnitReport {
  numPassedTests: number;
  numFailedTests: number;
}
interface BrowserReport {
  stats: { expected: number; unexpected: number; flaky: number };
}

/** [passed, failed] from a report; a missing or unreadable one counts nothing. */
function counts<Report>(file: string, read: (report: Report) => [number, number]): [number, number] {
  try {
    return read(JSON.parse(readFileSync(file, "utf8")) as Report);
  } catch {
    return [0, 0];
  }
}

/** The names of the browser tests that passed only on their retry; none when there is no report. */
function readFlaky(file: string): string[] {
  try {
    return flakyTests(outcomes([JSON.parse(readFileSync(file, "utf8"))])).map(testName);
  } catch {
    return [];
  }
}

/** A promise's failure kept for later, so it is reported by the step that needs it, not as unhandled. */
const kept = (work: Promise<void>): Promise<Error | undefined> =>
  work.then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
const rethrow = async (result: Promise<Error | undefined>) => {
  const error = await result;
  if (error) throw error;
};
// On a fresh machine the browsers come from apt (about a minute, most of it download and
// unpacking): they install while the checks and unit tests run, one apt at a time.
const chromiumInstall = kept(ensureChromium());
const webkitInstall = chromiumInstall.then(() => kept(ensureWebKit()));
// Beside the checks, which leave a core free most of their time (the type check runs on one):
// the bundles are built (its output printed in its own step) and firebase's Auth emulator starts
// for the browser tests (about 12 s, most of it firebase-tools loading; scripts/lib/auth-emulator.ts).
const building = $({ quiet: true, nothrow: true })`tsx scripts/build.ts --merchant all --local`;
const emulator = startAuthEmulator();
const emulatorUp = kept(emulator.ready);

await step("types are generated from the schema", () => $`tsx scripts/gen-types.ts --check`);
await step("type check", () => $`tsc --noEmit -p tsconfig.json`);
await step("lint", () => $`biome check .`);
// Before the unit tests, some of which read the bundles, and so that nothing else shares their CPU.
const built = await step("build every merchant", async () => {
  const output = await building;
  process.stdout.write(output.stdout + output.stderr);
  if (output.exitCode !== 0) throw new Error(`the build exited with ${output.exitCode}`);
});
await step(
  "unit and integration tests",
  () => $`vitest run --reporter=default --reporter=json --outputFile.json=reports/unit.json`,
);
const chromiumReady = await step("Debian's Chromium is installed", () => rethrow(chromiumInstall));
// The WebKit journeys run in the same browser step; a machine without WebKit fails it, never skips it.
const webkitReady = await step("WebKitGTK's WebDriver and a virtual display are installed", () =>
  rethrow(webkitInstall),
);
const browserReady = chromiumReady && webkitReady;
// One that did not come up is named; the browser tests then start their own around the run.
const emulatorProblem = await emulatorUp;
if (emulatorProblem)
  console.log(
    chalk.yellow(`The Auth emulator started beside the checks is not up: ${emulatorProblem.message}`),
  );
if (browserReady && built) await step("browser tests", () => $`tsx scripts/e2e.ts`);
else failures.push("browser tests (not run)");
await emulator.stop();

const [unitPassed, unitFailed] = counts<UnitReport>("reports/unit.json", (r) => [
  r.numPassedTests,
  r.numFailedTests,
]);
const [e2ePassed, e2eFailed] = counts<BrowserReport>("reports/e2e.json", (r) => [
  r.stats.expected + r.stats.flaky,
  r.stats.unexpected,
]);
const flaky = readFlaky("reports/e2e.json");
// A run that was killed or crashed leaves no report: zero tests is a failure, never a pass.
if (unitPassed + unitFailed === 0) failures.push("unit tests (no report)");
if (browserReady && built && e2ePassed + e2eFailed === 0) failures.push("browser tests (no report)");
console.log(
  `\nunit ${unitPassed} passed, ${unitFailed} failed; browser ${e2ePassed} passed${flaky.length ? ` (${flaky.length} flaky)` : ""}, ${e2eFailed} failed`,
);
for (const name of flaky) console.log(chalk.yellow(`flaky (passed on retry): ${name}`));
if (failures.length) console.log(chalk.red(`failed steps: ${failures.join(", ")}`));
console.log(`${unitPassed + e2ePassed} passed, ${unitFailed + e2eFailed + failures.length} failed`);
process.exitCode = failures.length ? 1 : 0;
