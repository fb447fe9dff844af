/**
 * Browser tests drive Debian's Chromium: nothing can download a browser here. When
 * /usr/bin/chromium (or CHROME_PATH) is missing, install it with apt, which needs root.
 */
import { existsSync } from "node:fs";
import { $ } from "zx";

export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

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
  if (existsSync(CHROME_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${CHROME_PATH} is missing and installing it needs root: run \`sudo apt-get install -y chromium\`.`,
    );
  }
  console.log("Installing Debian's Chromium for the browser tests (about 30 s)…");
  await $`apt-get update -qq`;
  await $`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`;
  if (!existsSync(CHROME_PATH)) throw new Error(`apt installed chromium but ${CHROME_PATH} is still missing`);
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureChromium();
