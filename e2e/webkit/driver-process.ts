/**
 * One WebKitWebDriver per test worker, on a virtual X display of an iPhone's size (MiniBrowser has
 * no headless mode; full screen on a 390 × 844 display gives the page an iPhone 13's CSS viewport,
 * where a window would keep the toolbar's 447 px minimum width). The worker's sessions come and go
 * on it; it goes with the worker.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { INSTALL_COMMAND, WEBKIT_DRIVER, webkitMissing, XVFB_RUN } from "../../scripts/ensure-webkit";

/** The phone's CSS viewport (iPhone 13), which is the whole virtual screen. */
export const PHONE_SCREEN = { width: 390, height: 844 };

/** How long a driver may take to say it is ready (it starts in about a second). */
const READY_WITHIN_MS = 20_000;

export interface DriverProcess {
  /** The driver's W3C WebDriver address. */
  url: string;
  stop(): Promise<void>;
}

/*
 * WEBKIT_DISABLE_DMABUF_RENDERER: a virtual display has no GPU, and WebKitGTK's DMA-BUF renderer
 * then draws every composited frame in software through Mesa, which kept the page's process busy
 * for about four seconds after each load (5.5 CPU-seconds against 1.0 without it, on lite's home).
 * Layers are still composited; only how their buffers reach the display changes.
 */

/**
 * A GTK settings folder with animations off, which WebKitGTK reports to pages as
 * `prefers-reduced-motion: reduce`: as the Chromium projects' `reducedMotion` (playwright.config.ts),
 * a member's setting that stops the marquee and the carousel's autoplay, which otherwise kept the
 * page process busy for as long as home was open (about a seventh of the set's CPU).
 */
function reducedMotionSettings(): string {
  const folder = mkdtempSync(join(tmpdir(), "wl-webkit-gtk-"));
  mkdirSync(join(folder, "gtk-3.0"));
  writeFileSync(join(folder, "gtk-3.0", "settings.ini"), "[Settings]\ngtk-enable-animations=false\n");
  return folder;
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the driver; a missing package, or a driver that exits or never answers, fails with what
 * happened and how to put it right, never by leaving the engine out.
 */
export async function startDriver(): Promise<DriverProcess> {
  const missing = webkitMissing();
  if (missing.length)
    throw new Error(
      `WebKit journeys cannot run: ${missing.join(", ")} missing. Install with \`${INSTALL_COMMAND}\` (npm test does it when it runs as root).`,
    );
  const port = await freePort();
  const settings = reducedMotionSettings();
  const screen = `-screen 0 ${PHONE_SCREEN.width}x${PHONE_SCREEN.height}x24`;
  const child = spawn(XVFB_RUN, ["-a", "-s", screen, WEBKIT_DRIVER, `--port=${port}`], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, XDG_CONFIG_HOME: settings, WEBKIT_DISABLE_DMABUF_RENDERER: "1" },
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child);
    rmSync(settings, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const until = Date.now() + READY_WITHIN_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`WebKitWebDriver exited with ${child.exitCode} before it was ready:\n${output()}`);
    try {
      const answer = await fetch(`${url}/status`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `WebKitWebDriver did not answer ${url}/status within ${READY_WITHIN_MS / 1000} s:\n${output()}`,
  );
}

/** xvfb-run, the display and the driver share a process group: all of it goes. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }, 3_000);
  await exited;
  clearTimeout(timer);
}
