import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { merchantConfig as configOf, merchantConfigs } from "./e2e/support/merchant-configs";
import { LANGUAGES } from "./engine/i18n/languages";
import { CHROMIUM_FLAGS, testChromePath } from "./scripts/ensure-chromium";
import {
  dealingLeftOut,
  fileSpreads,
  namesAnotherMerchant,
  tagPattern,
  unknownMerchantTags,
} from "./scripts/lib/journey-dealing";
import { OFFER_TAGS } from "./scripts/lib/offer-tags";

/**
 * One project per sample merchant × phone, all against one reference server in test mode.
 * Each merchant is reached as <code>.localhost, which Chromium resolves to loopback and the
 * server maps to that merchant's bundle.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const merchants = [...merchantConfigs.keys()];
/** The merchant's own market language, from its merged config (a merchant may inherit it). */
const defaultLocale = (code: string) => LANGUAGES[configOf(code).languages.default].locale;
const phones = { iphone: devices["iPhone 13"], android: devices["Pixel 7"] };

/** Each offer tag's merchants: those that offer its method or setting. */
const offering = new Map(
  Object.entries(OFFER_TAGS).map(([tag, offers]) => [
    tag,
    merchants.filter((code) => offers(configOf(code))),
  ]),
);
/** Journeys for what the merchant does not offer (scripts/lib/offer-tags.ts). */
const notOffered = (code: string): RegExp[] =>
  [...offering]
    .filter(([, offeredBy]) => !offeredBy.includes(code))
    .map(([tag]) => new RegExp(tagPattern(tag)));

/**
 * Journeys whose outcome no merchant setting changes (the engine's own rules: error handling,
 * sanitising, form keeping, dismissal clocks; tagged @one-merchant) run once, on the first phone
 * of the merchant their spec file is dealt to by its name (scripts/lib/journey-dealing.ts), so
 * every merchant's column carries a share of them and adding a file moves no other. A journey
 * whose outcome needs one merchant's settings names it (@merchant:<code>) and runs there only.
 * The journeys that read the merchant run on the merchants their file is spread to: on the iPhone
 * its first merchant and more until each value of each setting the file branches on is met, on the
 * Pixel its second (docs/decisions.md, "Which merchants a journey meets"); E2E_MATRIX=full runs
 * them on every merchant (npm run test:merchant).
 */
const specsIn = (folder: string) =>
  readdirSync(join("e2e", folder))
    .filter((file) => file.endsWith(".spec.ts"))
    .map((file) => (folder ? `${folder}/${file}` : file));
const specFiles = [...specsIn(""), ...specsIn("live")].sort();
const specSources = new Map(specFiles.map((file) => [file, readFileSync(join("e2e", file), "utf8")]));
const strayTags = unknownMerchantTags(specSources, merchants);
if (strayTags.length) throw new Error(`Journeys naming an unknown merchant:\n${strayTags.join("\n")}`);
/**
 * The live journeys (e2e/live/) also branch on what their fixtures show: the push prompt where the
 * merchant has push, and the install prompt where it is not switched off. Each live file meets both
 * values of both; the WebKit set meets every merchant's overlays (docs/decisions.md, "The live set
 * is spread, now that WebKit meets every merchant").
 */
const LIVE_OVERLAY_SETTINGS = [{ path: "push.enabled" }, { path: "installPrompt.enabled", equals: "false" }];
const spreads = new Map(
  specFiles.map((file) => [
    file,
    fileSpreads(
      file,
      specSources.get(file) ?? "",
      configOf,
      merchants,
      offering,
      file.startsWith("live/") ? LIVE_OVERLAY_SETTINGS : [],
    ),
  ]),
);
const spreadsOf =
  process.env.E2E_MATRIX === "full" ? undefined : (file: string) => spreads.get(file) ?? new Map();

/**
 * What a project leaves out: journeys the merchant does not offer, those that name another
 * merchant, on the second phone the journeys whose logic does not depend on the phone (tagged
 * @one-phone) or on the merchant (@one-merchant), the @one-merchant journeys of files dealt to
 * other merchants, and the journeys that read the merchant in files spread to others.
 */
const leftOut = (code: string, firstPhone: boolean): RegExp[] => [
  ...notOffered(code),
  ...dealingLeftOut(code, firstPhone, specFiles, merchants, spreadsOf),
];

/** The WebKit journeys' files, which only the WebKit projects run. */
const WEBKIT_JOURNEYS = /[\\/]webkit[\\/][^\\/]+\.spec\.ts$/;

const launchOptions = { executablePath: testChromePath(), args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: "e2e",
  // A worker per core and one more, tests dealt one by one: each worker names its own scope on the
  // one server (its own database and development state, server/test-scopes.ts), so none sees
  // another's. The extra worker fills the time the others wait on the app's timers and the server:
  // on two cores two workers left the CPU 17 % idle, three 7 % (brisa's column 3.6 → 3.4 min). A
  // fourth, tried again with the WebKit set's real-time waits, finished no sooner (1,005 s against
  // 1,009 s) and made every test slower.
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
  projects: merchants.flatMap((merchant) => [
    ...Object.entries(phones).map(([phone, device]) => ({
      name: `${merchant}-${phone}`,
      testIgnore: WEBKIT_JOURNEYS,
      grepInvert: leftOut(merchant, phone === Object.keys(phones)[0]),
      // The second phone meets 2 to 10 short journeys: one worker runs them in turn while the
      // other slots go on to the next project's. Each slot that changes project starts a worker
      // (a node process, the config, a browser: about 5 s of a busy slot), and three slots each
      // starting one for four short tests cost more than the tests.
      ...(phone === "android" ? { workers: 1 } : {}),
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
      metadata: { merchant, engine: "Chromium" },
    })),
    // The WebKit set (e2e/webkit/): every merchant meets every journey it offers, in WebKitGTK's
    // MiniBrowser over WebDriver; its fixtures start the driver, the runner only deals the tests.
    {
      name: `${merchant}-webkit`,
      testMatch: WEBKIT_JOURNEYS,
      grepInvert: [...notOffered(merchant), namesAnotherMerchant(merchant)],
      // Real time passes in WebKit (no clock to move): the spec's seconds are waited out.
      timeout: 60_000,
      use: { baseURL: `http://${merchant}.localhost:${PORT}` },
      metadata: { merchant, engine: "WebKit" },
    },
  ]),
  webServer: {
    command: `tsx server/main.ts`,
    env: { PORT: String(PORT), MODE: "test", MERCHANT: merchants[0] ?? "" },
    url: `http://127.0.0.1:${PORT}/m/home`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
  },
});
