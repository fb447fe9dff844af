/**
 * Browser tests drive Debian's Chromium: nothing can download a browser here. When
 * /usr/bin/chromium (or CHROME_PATH) or its headless shell is missing, install them with apt,
 * which needs root.
 */
import { existsSync } from "node:fs";

export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/**
 * The browser tests' Chromium: Debian's build of the same release without the desktop browser
 * around it (chromium-headless-shell, what Playwright itself runs headless). The same Blink and
 * V8, at about 60% of the full browser's cost per test on two cores (docs/decisions.md).
 * Lighthouse and the bench keep the full browser.
 */
export const TEST_CHROME_PATH = process.env.TEST_CHROME_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

/** The switches Debian's Chromium runs headless with here (../shared/toolchain.md): tests, bench, Lighthouse. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function ensureChromium(): Promise<void> {
  const missing = [CHROME_PATH, TEST_CHROME_PATH].filter((path) => !existsSync(path));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    if (existsSync(CHROME_PATH)) return warnNoShell();
    throw new Error(
      `${CHROME_PATH} is missing and installing it needs root: run \`sudo apt-get install -y chromium chromium-headless-shell\`.`,
    );
  }
  // zx only here: the browser tests' workers import this file for its paths, about sixty times a run.
  const { $ } = await import("zx");
  console.log("Installing Debian's Chromium and its headless shell for the browser tests (about 30 s)…");
  await $`apt-get update -qq`;
  await $`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`;
  if (!existsSync(CHROME_PATH)) throw new Error(`apt installed chromium but ${CHROME_PATH} is still missing`);
  await $`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell`.nothrow();
  if (!existsSync(TEST_CHROME_PATH)) warnNoShell();
}

/** Without the shell the tests run in the full browser: the same results, slower. */
function warnNoShell() {
  console.warn(
    `${TEST_CHROME_PATH} is missing: the browser tests run in ${CHROME_PATH}, about 1.7 times slower.`,
  );
}

/** The Chromium that Playwright launches: the headless shell where it is installed. */
export const testChromePath = (): string => (existsSync(TEST_CHROME_PATH) ? TEST_CHROME_PATH : CHROME_PATH);

if (import.meta.url === `file://${process.argv[1]}`) await ensureChromium();
