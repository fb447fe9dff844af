import { expect, type Page } from "@playwright/test";
import { trackPage } from "./live/page-activity";

/**
 * Follows the page's requests in flight (live/page-activity.ts) from the moment it is called, so an
 * absence check can wait until whatever the app set off has arrived: an overlay wrongly given the
 * screen starts loading its view (code and texts) at once, and the check must come after that view
 * could have mounted. For a page on Playwright's clock (its frames move only with the clock).
 */
export function watchNetwork(page: Page): { quiet: () => Promise<void> } {
  const activity = trackPage(page);
  return {
    async quiet() {
      // A few frames for the app to decide and start its requests, all of them to arrive, a few
      // frames more for what they bring to render.
      await page.clock.runFor(100);
      await expect.poll(() => activity.open.size, { message: "requests still in flight" }).toBe(0);
      await page.clock.runFor(100);
    },
  };
}
