import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { devices, expect, test } from "@playwright/test";
import { networkId } from "../engine/tracking/load-network";
import { SCRIPT_NETWORKS } from "../server/dev/stand-ins";
import { defaultMerchant } from "../server/merchants";
import { merchantConfig } from "./support/merchant-configs";

/**
 * A newcomer's first start (README: `npm start`, then /m/home): scripts/start.ts itself, on the
 * build this run already made (`--no-build`: the same `build.ts --merchant <code> --local`), a
 * fresh database and its own port, opened in a phone with nothing quieted and the service worker
 * allowed. Not one request may fail and the console may hold no error or warning, once everything
 * a first visit sets going has happened: every ad network's script has run and reported, the
 * announcement popup is up, the service worker has precached and taken over. It starts its own
 * server, so the project's merchant and phone change nothing: one run.
 */
interface Started {
  process: ChildProcess;
  url: Promise<string>;
}

function startAsNewcomer(dataDir: string): Started {
  const { MERCHANT: _merchant, MODE: _mode, ...env } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts", "--no-build"], {
    env: { ...env, PORT: "0", DATA_DIR: dataDir, FORCE_COLOR: "0" },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: start.ts runs the server as a child of its own.
    detached: true,
  });
  const url = new Promise<string>((resolve, reject) => {
    let output = "";
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Serving .* at (http:\S+) \(mode (\w+)\)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.on("exit", (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  return { process: child, url };
}

/** Ends the start and its server (which closes its database cleanly on SIGTERM). */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
}

test("npm start's default merchant: home makes no failing request and logs no error or warning @one-phone @one-merchant", async ({
  browser,
}) => {
  // A seeded database of its own on two busy cores, then a whole first visit.
  test.setTimeout(180_000);
  const merchant = merchantConfig(defaultMerchant());
  const dataDir = mkdtempSync(join(tmpdir(), "wl-first-start-"));
  const started = startAsNewcomer(dataDir);
  const context = await browser.newContext({ ...devices["iPhone 13"], serviceWorkers: "allow" });
  try {
    const home = await started.url;
    const origin = new URL(home).origin;
    const failures: string[] = [];
    const out = new Set<object>();
    context.on("request", (request) => out.add(request));
    context.on("requestfinished", (request) => out.delete(request));
    context.on("requestfailed", (request) => {
      out.delete(request);
      failures.push(`${request.url()}: ${request.failure()?.errorText}`);
    });
    context.on("response", (response) => {
      if (response.status() >= 400) failures.push(`${response.url()}: ${response.status()}`);
    });
    const page = await context.newPage();
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning")
        logged.push(`${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => logged.push(`uncaught: ${error.message}`));

    await page.goto(home);
    // Every script network the merchant has an id for has loaded and reported to its stand-in.
    const networks = SCRIPT_NETWORKS.filter((network) => networkId(merchant.tracking, network));
    expect(networks.length).toBeGreaterThan(0);
    await expect
      .poll(
        async () => {
          const response = await page.request.get(
            `${origin}/__dev/ad-networks/calls?merchant=${merchant.code}`,
          );
          const calls = ((await response.json()).value ?? []) as Array<{ network: string }>;
          return [...new Set(calls.map((call) => call.network))].sort();
        },
        { timeout: 60_000 },
      )
      .toEqual(expect.arrayContaining(networks));
    // What a first visit shows on its own, and the installed app's worker, precached and in charge.
    await expect(page.getByTestId("announcement-popup")).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
        timeout: 60_000,
      })
      .toBe("activated");
    await expect.poll(() => out.size, { timeout: 30_000 }).toBe(0);

    expect(failures).toEqual([]);
    expect(logged).toEqual([]);
  } finally {
    await context.close();
    await stop(started.process);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
