/**
 * The WebKit journeys' test: Playwright's runner (one report, the same scopes and server, the same
 * retries), but the browser is WebKitGTK's MiniBrowser over classic WebDriver, since no WebKit
 * can be downloaded here. Each worker starts its own driver on its own virtual display
 * (driver-process.ts); each test gets a new browser session, an iPhone's user agent and screen,
 * and the worker's test scope by cookie (WebDriver cannot add headers). Nothing is quieted: the
 * announcement popup, the install prompt and the push rules meet the member at the merchant's
 * own settings, and the live monitor's record is judged at the end of every test.
 */
import { writeFileSync } from "node:fs";
import { devices } from "@playwright/test";
import { Builder } from "selenium-webdriver";
import { miniBrowserPath } from "../../scripts/ensure-webkit";
import { NO_SERVICE_WORKER_COOKIE, SCOPE_COOKIE } from "../../server/test-scopes";
import { test as base, expect } from "../fixtures";
import { scopedHosts, TEST_SCOPE } from "../support/scope";
import { type DriverProcess, PHONE_SCREEN, startDriver } from "./driver-process";
import { plainPage, WebKitPhone } from "./phone";

/** Mobile Safari's own words: the app reads iOS from them (the iOS install guide, no install event). */
export const IPHONE_USER_AGENT = devices["iPhone 13"].userAgent;

export const test = base.extend<{ phone: WebKitPhone }, { webkitDriver: DriverProcess }>({
  webkitDriver: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      // The phone speaks US English: WebKitGTK takes its languages from the system's locale, and a
      // test machine has only C (docs/testing.md). The app picks its language from that list.
      const driver = await startDriver();
      await use(driver);
      await driver.stop();
    },
    { scope: "worker" },
  ],
  phone: async ({ webkitDriver, merchant, baseURL }, use, testInfo) => {
    const origin = baseURL ?? "";
    const driver = await new Builder()
      .usingServer(webkitDriver.url)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": {
          binary: miniBrowserPath(),
          args: ["--automation", "--full-screen", `--user-agent=${IPHONE_USER_AGENT}`],
        },
      })
      .build()
      .catch((problem: Error) => {
        throw new Error(
          `WebKitWebDriver at ${webkitDriver.url} started no MiniBrowser session: ${problem.message}`,
        );
      });
    const phone = new WebKitPhone(driver, origin, merchant);
    try {
      // Full screen on the phone-sized display; the window is asked for the same size, as without
      // a window manager the full-screen request alone leaves MiniBrowser's 1024 × 768.
      await driver.manage().window().setRect(PHONE_SCREEN);
      const viewport = await phone.run(
        () => [innerWidth, innerHeight, matchMedia("(prefers-reduced-motion: reduce)").matches],
        null,
      );
      expect(viewport, "the iPhone's CSS viewport, motion reduced").toEqual([
        PHONE_SCREEN.width,
        PHONE_SCREEN.height,
        true,
      ]);
      // Cookies can be set only on a page of their site: a plain 404 of each host serves. The
      // service worker is refused, as Playwright's projects block it (playwright.config.ts), but
      // for the journey about it (phone.allowServiceWorker).
      for (const site of scopedHosts(origin)) {
        await driver.get(plainPage(site));
        await driver.manage().addCookie({ name: SCOPE_COOKIE, value: TEST_SCOPE, path: "/" });
        await driver.manage().addCookie({ name: NO_SERVICE_WORKER_COOKIE, value: "1", path: "/" });
      }
      await use(phone);
      const { record, states } = await phone.record();
      await testInfo.attach("overlays seen", {
        body: JSON.stringify({ record, states }, null, 2),
        contentType: "application/json",
      });
      expect(record.breaches, "what the member's screen showed").toEqual([]);
    } finally {
      if (testInfo.status !== testInfo.expectedStatus) await keepEvidence(phone, testInfo);
      await driver.quit().catch(() => undefined);
    }
  },
});

/** What a failed WebKit journey leaves for the report: the screen and where it was. */
async function keepEvidence(phone: WebKitPhone, testInfo: Parameters<Parameters<typeof test>[2]>[1]) {
  try {
    const screenshot = testInfo.outputPath("webkit-screen.png");
    writeFileSync(screenshot, Buffer.from(await phone.driver.takeScreenshot(), "base64"));
    await testInfo.attach("webkit screen", { path: screenshot, contentType: "image/png" });
    await testInfo.attach("webkit address", {
      body: await phone.driver.getCurrentUrl(),
      contentType: "text/plain",
    });
  } catch {
    // The session itself died: the error already says so.
  }
}

export { expect };
