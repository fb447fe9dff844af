/**
 * The live journeys' test: the shared fixture (e2e/fixtures.ts) with nothing quieted, the page's
 * clock in the test's hands, and the monitor on every page. Each live test ends by holding what
 * the monitor saw to the screen's rules (overlay-record.ts); the record is attached to the test,
 * passed or failed, so a failure shows what the member saw.
 *
 * Each spec file says `test.use(EVERYTHING_LIVE)`: the options beat the project's own settings
 * only from a spec file (the browser's launch options are the project's otherwise).
 */
import type { LaunchOptions, WorkerInfo } from "@playwright/test";
import { pushSettings } from "../../engine/push/push-rules";
import { CHROME_PATH, CHROMIUM_FLAGS, testChromePath } from "../../scripts/ensure-chromium";
import { test as base, expect } from "../fixtures";
import { merchantConfig } from "../support/merchant-configs";
import { OverlayWatch } from "./monitor";
import { trackPage } from "./page-activity";

/**
 * The browser: where the merchant has push, the full Chromium, since the headless shell the other
 * journeys run in reads notifications as blocked and the push prompt would never come; elsewhere
 * the shell, which shows the rest alike at about 60 % of the cost (docs/decisions.md, "The live
 * journeys run in the browser that shows the merchant's prompts").
 */
const liveBrowser = async (
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  {},
  use: (options: LaunchOptions) => Promise<void>,
  workerInfo: WorkerInfo,
) => {
  const merchant = merchantConfig(String(workerInfo.project.metadata.merchant));
  await use({
    executablePath: pushSettings(merchant) ? CHROME_PATH : testChromePath(),
    args: CHROMIUM_FLAGS,
  });
};

export const test = base.extend<{ overlays: OverlayWatch }>({
  overlays: [
    async ({ context, page, quietPopups, installPrompt, pushPrompt }, use, testInfo) => {
      // A live journey with something quieted would prove less than it says.
      expect({ quietPopups, installPrompt, pushPrompt }, "a live journey quiets nothing").toEqual({
        quietPopups: false,
        installPrompt: "live",
        pushPrompt: "live",
      });
      const watch = await OverlayWatch.start(context);
      trackPage(page);
      await page.clock.install();
      await use(watch);
      const record = await watch.record();
      await testInfo.attach("overlays seen", {
        body: JSON.stringify({ record, states: watch.states }, null, 2),
        contentType: "application/json",
      });
      expect(record.breaches, "what the member's screen showed").toEqual([]);
      expect(record.maxDialogs).toBeLessThanOrEqual(1);
    },
    { auto: true },
  ],
});

/** The announcement popup, the install prompt and the push prompt as a member meets them. */
export const EVERYTHING_LIVE: Parameters<typeof test.use>[0] = {
  quietPopups: false,
  installPrompt: "live",
  pushPrompt: "live",
  launchOptions: [liveBrowser, { scope: "worker" }],
};

export { expect };
