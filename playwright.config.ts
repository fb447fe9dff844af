import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { LANGUAGES } from "./engine/i18n/languages";
import { pushSettings } from "./engine/push/push-rules";
import { networkId } from "./engine/tracking/load-network";
import { AD_NETWORKS } from "./engine/tracking/network";
import { CHROMIUM_FLAGS, testChromePath } from "./scripts/ensure-chromium";
import { dealingLeftOut, unknownMerchantTags } from "./scripts/lib/journey-dealing";
import { listMerchantCodes, loadMerchant } from "./scripts/lib/merchants";

/**
 * One project per sample merchant × phone, all against one reference server in test mode.
 * Each merchant is reached as <code>.localhost, which Chromium resolves to loopback and the
 * server maps to that merchant's bundle.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const merchants = listMerchantCodes();
/** The merchant's own market language, from its merged config (a merchant may inherit it). */
const defaultLocale = (code: string) => LANGUAGES[loadMerchant(code).config.languages.default].locale;
const phones = { iphone: devices["iPhone 13"], android: devices["Pixel 7"] };
/** Specs tagged for a sign-in or payment method run only in projects of merchants that offer it. */
const notOffered = (code: string): RegExp[] => {
  const { auth, firebase, currency } = loadMerchant(code).config;
  return [
    ...(!firebase?.apiKey || !auth?.socialChannels?.length ? [/@social\b/] : []),
    ...(!firebase?.apiKey || auth?.smsLogin !== "firebase" ? [/@sms-firebase\b/] : []),
    // The platform's own SMS code (sent by the reference backend, read at /__dev/sms/last).
    ...(auth?.smsLogin !== "platform" ? [/@sms-platform\b/] : []),
    // Pix is the Brazilian instant payment: only merchants in reais offer it.
    ...(currency.code !== "BRL" ? [/@pix\b/] : []),
    // Push journeys where the merchant has push, its absence where it has none (docs/push.md).
    ...(pushSettings(loadMerchant(code).config) ? [/@no-push\b/] : [/@push\b/]),
    // Ad-network journeys where the merchant has a network id, their absence where it has none (docs/tracking.md).
    ...(AD_NETWORKS.some((network) => networkId(loadMerchant(code).config.tracking, network))
      ? [/@no-ad-networks\b/]
      : [/@ad-networks\b/]),
  ];
};

/**
 * Journeys whose outcome no merchant setting changes (the engine's own rules: error handling,
 * sanitising, form keeping, dismissal clocks; tagged @one-merchant) run once, on the first phone
 * of the merchant their spec file is dealt to by its name (scripts/lib/journey-dealing.ts), so
 * every merchant's column carries a share of them and adding a file moves no other. A journey
 * whose outcome needs one merchant's settings names it (@merchant:<code>) and runs there only.
 */
const specFiles = readdirSync("e2e")
  .filter((file) => file.endsWith(".spec.ts"))
  .sort();
const strayTags = unknownMerchantTags(
  new Map(specFiles.map((file) => [file, readFileSync(join("e2e", file), "utf8")])),
  merchants,
);
if (strayTags.length) throw new Error(`Journeys naming an unknown merchant:\n${strayTags.join("\n")}`);

/**
 * What a project leaves out: journeys the merchant does not offer, those that name another
 * merchant, on the second phone the journeys whose logic does not depend on the phone (tagged
 * @one-phone) or on the merchant (@one-merchant), the @one-merchant journeys of files dealt to
 * other merchants, and everywhere but the first merchant's first phone the operator's preview
 * (@preview: it starts its own server on a temporary merchant, so neither the project's merchant
 * nor its phone changes what it tests).
 */
const leftOut = (code: string, firstPhone: boolean): RegExp[] => [
  ...notOffered(code),
  ...dealingLeftOut(code, firstPhone, specFiles, merchants),
  ...(firstPhone && code === merchants[0] ? [] : [/@preview\b/]),
];

const launchOptions = { executablePath: testChromePath(), args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: "e2e",
  // A worker per core and one more, tests dealt one by one: each worker names its own scope on the
  // one server (its own database and development state, server/test-scopes.ts), so none sees
  // another's. The extra worker fills the time the others wait on the app's timers and the server:
  // on two cores two workers left the CPU 17 % idle, three 7 % (brisa's column 3.6 → 3.4 min).
  workers: Number(process.env.E2E_WORKERS) || availableParallelism() + 1,
  fullyParallel: true,
  globalSetup: "./e2e/seed-scopes.ts",
  forbidOnly: true,
  // On CI one retry, so a test that failed once on a busy machine does not stop a landing; it is
  // reported as flaky (reports/e2e.html, npm test's last lines) and fixed next (docs/testing.md).
  // Locally none: what fails here fails.
  retries: process.env.CI === "true" ? 1 : 0,
  timeout: 30_000,
  // reports/e2e.json is counted by scripts/test.ts and laid out by merchant in reports/e2e.html
  // (scripts/e2e.ts); Playwright's own report, with each failure's screenshot and trace, beside it.
  reporter: [
    ["list"],
    ["json", { outputFile: "reports/e2e.json" }],
    ["html", { outputFolder: "reports/playwright", open: "never" }],
  ],
  outputDir: "test-results",
  // A failure keeps its trace (actions, network, DOM snapshots) and a screenshot; the trace's own
  // screencast and sources are left out: recording them for every passing test cost about a
  // tenth of the run's CPU. On CI the trace is recorded on the retry only: recording it for every
  // test made one merchant's column 9 % slower (341 s → 309 s without it), and a test that fails
  // twice still leaves the retry's trace; one that passed on its retry is named as flaky.
  use: {
    trace: {
      mode: process.env.CI === "true" ? "on-first-retry" : "retain-on-failure",
      screenshots: false,
      sources: false,
    },
    screenshot: "only-on-failure",
    // Two costs no journey but the installed app's and home's needs, paid in every test otherwise:
    // the service worker precaches every view a few seconds after load (about a second of CPU),
    // and the marquee animates for as long as home is open. e2e/pwa.spec.ts allows the worker,
    // e2e/home.spec.ts lets things move; the reduced-motion path is a member's setting too.
    serviceWorkers: "block",
    reducedMotion: "reduce",
  },
  projects: merchants.flatMap((merchant) =>
    Object.entries(phones).map(([phone, device]) => ({
      name: `${merchant}-${phone}`,
      grepInvert: leftOut(merchant, phone === Object.keys(phones)[0]),
      use: {
        ...device,
        // The phone's CSS viewport, agent and touch, drawn at one device pixel per CSS pixel: the app
        // reads the pixel ratio nowhere, and drawing at 3× cost about a tenth of the run's CPU
        // (docs/decisions.md). The visual diffs use the phone's own ratio.
        deviceScaleFactor: 1,
        browserName: "chromium" as const,
        // A phone set to the merchant's own market language, as its members' phones are.
        locale: defaultLocale(merchant),
        baseURL: `http://${merchant}.localhost:${PORT}`,
        launchOptions,
      },
      metadata: { merchant },
    })),
  ),
  webServer: {
    command: `tsx server/main.ts`,
    env: { PORT: String(PORT), MODE: "test", MERCHANT: merchants[0] ?? "" },
    url: `http://127.0.0.1:${PORT}/m/home`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
  },
});
