import type { Page } from "@playwright/test";

/**
 * Stops the page's running fake clock `aheadMs` from its now; from then its timers move only with
 * runFor. The moment can pass before the call lands on a busy machine (Playwright then refuses a pause
 * in the past), so it aims again from the new now.
 */
export async function pauseSoon(page: Page, aheadMs = 300): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + aheadMs);
      return;
    } catch (error) {
      if (attempt >= 4 || !String(error).includes("past")) throw error;
    }
  }
}
