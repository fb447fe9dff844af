/**
 * npm run bench -- --lighthouse [--merchant royal,brisa] [--route /m/home] [--runs 3] [--detail]
 *
 * Lighthouse 12 (mobile form factor, simulated slow 4G and 4× CPU, headless Debian Chromium)
 * over every sample merchant's routed screens, each in the role that reaches it
 * (bench/lib/lighthouse-cases.ts), the median of `--runs` runs each. The member is logged in
 * through the API as the app does (encrypted body) and the session is handed over as `?token=`,
 * the way native shells open the app: Lighthouse
 * clears the origin's storage before every run, so nothing else survives into the page.
 * Figures only, never a test: a row under its goal is marked, and the exit code says so.
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { $, argv, chalk } from "zx";
import { registeredRoutes } from "../e2e/registered-routes";
import { RequestEncryption } from "../engine/http/encryption";
import { CHROME_PATH, CHROMIUM_FLAGS, ensureChromium } from "../scripts/ensure-chromium";
import { listMerchantCodes } from "../scripts/lib/merchants";
import { GOALS, lighthouseCases, pickRoutes } from "./lib/lighthouse-cases";
import { BENCH_PORT, startServer, stopServer } from "./lib/server";

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  lcpElement: string;
  longestTasks: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};
const list = (value: unknown) => (value === undefined ? null : String(value).split(","));

async function memberToken(code: string): Promise<string> {
  const origin = `http://127.0.0.1:${BENCH_PORT}`;
  const headers = { merchant: code };
  const encryption = new RequestEncryption(async () =>
    (await fetch(`${origin}/wps/session/key/rsa?_=${Date.now()}`, { headers })).text(),
  );
  const sealed = await encryption.encrypt("/wps/session/login", { username: "demo", password: "Demo@1234" });
  const response = await fetch(`${origin}/wps/session/login`, {
    method: "POST",
    headers: { ...headers, ...sealed.headers, "content-type": "application/json" },
    body: JSON.stringify({ value: sealed.value }),
  });
  const envelope = (await response.json()) as { value?: { token?: string } };
  const token = envelope.value?.token;
  if (!token) throw new Error(`login of ${code}/demo failed: ${response.status} ${JSON.stringify(envelope)}`);
  return token;
}

async function measure(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpItems = (lhr.audits["largest-contentful-paint-element"]?.details as { items?: unknown[] })?.items;
  const lcpNode =
    (lcpItems?.[0] as { items?: Array<{ node?: { snippet?: string } }> } | undefined)?.items?.[0]?.node
      ?.snippet ?? "?";
  const tasks = (lhr.audits["long-tasks"]?.details as { items?: Array<{ url: string; duration: number }> })
    ?.items;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    lcpElement: lcpNode,
    longestTasks: (tasks ?? []).slice(0, 3).map((task) => `${Math.round(task.duration)} ms ${task.url}`),
  };
}

const registered = await registeredRoutes();
await ensureChromium();
$.verbose = false;
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= "true";
const merchants = list(argv.merchant) ?? listMerchantCodes();
const cases = (() => {
  try {
    return pickRoutes(lighthouseCases(registered), list(argv.route));
  } catch (error) {
    console.error(chalk.red((error as Error).message));
    process.exit(2);
  }
})();
const runs = Number(argv.runs ?? 3);
if (!argv["no-build"]) await $`tsx scripts/build.ts --merchant ${merchants.join(",")} --local`;
const server = await startServer();
// chrome-launcher, as Lighthouse's own CLI does: a browser that carries no automation profile.
const chrome = await launch({
  chromePath: CHROME_PATH,
  chromeFlags: CHROMIUM_FLAGS,
});
let under = 0;
try {
  console.log(
    chalk.bold(
      `Lighthouse mobile performance, median of ${runs} (goal ${GOALS.firstPage} on home and login, ${GOALS.publicScreen} on the other public screens, ${GOALS.memberScreen} on a member's)`,
    ),
  );
  console.log(
    chalk.dim(
      `  ${"merchant".padEnd(9)} ${"address".padEnd(28)} ${"as".padEnd(7)} score   FCP ms   LCP ms   TBT ms   CLS`,
    ),
  );
  for (const code of merchants) {
    const token = cases.some((item) => item.member) ? await memberToken(code) : "";
    for (const item of cases) {
      const address = new URL(item.url, `http://${code}.localhost:${BENCH_PORT}`);
      if (item.member) address.searchParams.set("token", token);
      const url = address.href;
      const measured: Run[] = [];
      for (let i = 0; i < runs; i++) measured.push(await measure(url, chrome.port));
      const score = median(measured.map((run) => run.score));
      const ok = score >= item.goal;
      if (!ok) under++;
      const pick = (key: "fcp" | "lcp" | "tbt") =>
        String(Math.round(median(measured.map((run) => run[key]))));
      console.log(
        `${ok ? chalk.green("✓") : chalk.red("✗")} ${code.padEnd(9)} ${item.url.padEnd(28)} ${(item.member ? "member" : "visitor").padEnd(7)} ${String(score).padStart(5)} ${pick("fcp").padStart(8)} ${pick("lcp").padStart(8)} ${pick("tbt").padStart(8)}   ${median(measured.map((run) => run.cls)).toFixed(3)}  ${chalk.dim(`(${measured.map((run) => run.score).join(", ")})`)}`,
      );
      if (argv.detail) {
        const middle = measured.find((run) => run.score === score) as Run;
        console.log(chalk.dim(`      LCP element: ${middle.lcpElement}`));
        for (const task of middle.longestTasks) console.log(chalk.dim(`      long task: ${task}`));
      }
    }
  }
} finally {
  chrome.kill();
  stopServer(server);
}
process.exitCode = under ? 1 : 0;
