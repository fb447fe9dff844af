/**
 * npm run bench (part): the splash inside the native shell (spec §4; docs/decisions.md, "The splash
 * paints with the first paint"). Builds every merchant, serves them with the reference backend,
 * and opens each one's /m/home in its fake native shell (/__dev/native-shell) on a phone whose user
 * agent carries the shell's marks, as a member's first launch of the app. Prints, from the app
 * frame's navigation: when the shell's launch screen closed, when the splash was hidden; and the
 * member's wait between the two, whose budget is the splash's own time (SPLASH_DELAY_MS plus the
 * fade): after the launch screen, the splash and nothing more. Each moment is seen at the frame
 * that shows it (±1 frame); the median of three launches per merchant. Also the stamped page's gzip size, which the splash's markup adds to.
 * Figures only: never a test.
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium, devices, type Frame } from "@playwright/test";
import { $, chalk } from "zx";
import { MODAL_FADE_MS, SPLASH_DELAY_MS } from "../engine/constants";
import { CHROME_PATH, CHROMIUM_FLAGS, ensureChromium } from "../scripts/ensure-chromium";
import { listMerchantCodes } from "../scripts/lib/merchants";
import { FAKE_SHELL_DEVICE_ID, fakeShellUserAgentMarks } from "../server/dev/native-shell-controls";
import { BENCH_PORT as PORT, startServer, stopServer } from "./lib/server";

const SPLASH_OWN_MS = SPLASH_DELAY_MS + MODAL_FADE_MS;
/** Launches per merchant; the median is printed (the machine's other work moves single runs). */
const RUNS = 3;
/** Each moment is seen at the next animation frame. */
const FRAME_MS = 17;

interface Moments {
  launchClosed: number | null;
  splashShown: number | null;
  splashHidden: number | null;
}

/**
 * Runs in every document of the page before its own scripts: the shell page notes when its launch
 * screen goes, the app's frame when a splash is first visible and when it no longer is (removed,
 * or faded to nothing), each as a time since the epoch so the two documents' clocks agree.
 */
// Plain text: a function handed over would carry the bundler's helpers, unknown in the page.
const WATCH_MOMENTS = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  if (location.pathname === "/__dev/native-shell") {
    const watch = () => {
      const screen = document.getElementById("launch-screen");
      if (screen && screen.hidden) window.__launchClosedAt = now();
      else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
    return;
  }
  if (!location.pathname.startsWith("/m/")) return;
  const look = () => {
    const splash = document.querySelector('[data-testid="splash"]');
    const style = splash ? getComputedStyle(splash) : null;
    const visible = style !== null && style.display !== "none" && style.visibility !== "hidden" && Number(style.opacity) > 0;
    if (visible && window.__splashShownAt === undefined) window.__splashShownAt = now();
    if (!visible && window.__splashShownAt !== undefined) {
      window.__splashHiddenAt = now();
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

async function splashInShell(code: string): Promise<Moments> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
  try {
    const phone = devices["Pixel 7"];
    const frameUrl = `http://127.0.0.1:${PORT}/__dev/native-shell/device-frame?id=${FAKE_SHELL_DEVICE_ID}`;
    const context = await browser.newContext({
      ...phone,
      userAgent: `${phone.userAgent} ${fakeShellUserAgentMarks("android", frameUrl)}`,
    });
    await context.addInitScript(WATCH_MOMENTS);
    const page = await context.newPage();
    await page.goto(`http://${code}.localhost:${PORT}/__dev/native-shell?platform=android&app=/m/home`);
    let app: Frame | undefined;
    for (let look = 0; look < 100 && !app; look++) {
      app = page.frames().find((frame) => new URL(frame.url()).pathname.startsWith("/m/"));
      if (!app) await page.waitForTimeout(50);
    }
    if (!app) throw new Error(`${code}: the fake shell opened no app`);
    await app
      .waitForFunction(() => "__splashHiddenAt" in window, undefined, { timeout: 20_000 })
      .catch(() => {});
    const [origin, shown, hidden] = await app.evaluate(() => {
      const w = window as unknown as Record<string, number | undefined>;
      return [performance.timeOrigin, w.__splashShownAt ?? null, w.__splashHiddenAt ?? null];
    });
    const closed = await page.evaluate(
      () => (window as unknown as Record<string, number | undefined>).__launchClosedAt ?? null,
    );
    const since = (at: number | null) => (at === null || origin === null ? null : at - origin);
    return { launchClosed: since(closed), splashShown: since(shown), splashHidden: since(hidden) };
  } finally {
    await browser.close();
  }
}

const ms = (value: number | null) => (value === null ? "never" : `${Math.round(value)} ms`);

await ensureChromium();
$.verbose = false;
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= "true";
await $`tsx scripts/build.ts --merchant all --local`;
const server = await startServer();
let over = 0;
try {
  console.log(
    chalk.bold(
      `Splash in the native shell (fake shell, Pixel 7, median of ${RUNS} launches): from the app's navigation; the wait after the launch screen, budget ${SPLASH_OWN_MS} ms (SPLASH_DELAY_MS ${SPLASH_DELAY_MS} + fade ${MODAL_FADE_MS}, ±${FRAME_MS} ms)`,
    ),
  );
  for (const code of listMerchantCodes()) {
    const runs: Moments[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await splashInShell(code));
    // The run with the median wait after the launch screen (a run where something never happened counts as the longest).
    const waitOf = (m: Moments) =>
      m.launchClosed !== null && m.splashHidden !== null
        ? m.splashHidden - m.launchClosed
        : Number.POSITIVE_INFINITY;
    const median = [...runs].sort((a, b) => waitOf(a) - waitOf(b))[Math.floor(RUNS / 2)] as Moments;
    const { launchClosed, splashShown, splashHidden } = median;
    const waited = Number.isFinite(waitOf(median)) ? waitOf(median) : null;
    const ok = waited !== null && splashShown !== null && waited <= SPLASH_OWN_MS + FRAME_MS;
    if (!ok) over++;
    const html = gzipSync(readFileSync(`dist/${code}/m/index.html`), { level: 9 }).length;
    console.log(
      `${ok ? chalk.green("✓") : chalk.red("✗")} ${code.padEnd(12)} launch screen closed ${ms(launchClosed).padStart(8)}, splash shown ${ms(splashShown).padStart(8)}, hidden ${ms(splashHidden).padStart(8)}; waited after the launch screen ${ms(waited).padStart(8)}; page ${(html / 1024).toFixed(2)} KB gzip`,
    );
  }
} finally {
  stopServer(server);
}
process.exitCode = over ? 1 : 0;
