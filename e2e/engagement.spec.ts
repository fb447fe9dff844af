/**
 * The engagement conductor in the browser (docs/engagement.md): on a visitor's home the
 * announcement popup (1 s) and the install prompt (after the 20 × 150 ms poll) are both due; the
 * page shows one, never both, and after the member closes it the other waits for their next page
 * (one unrequested modal per page view). The page's clock is Playwright's, so the spec's delays
 * pass when the test says; every absence is checked once the page's requests have settled, when a
 * wrongly granted view would have mounted.
 */
import type { Page } from "@playwright/test";
import {
  INSTALL_PROMPT_POLL_INTERVAL_MS,
  INSTALL_PROMPT_POLL_TRIES,
  MODAL_FADE_MS,
  POPUP_SHOW_DELAY_MS,
} from "../engine/constants";
import { catalogue, expect, test } from "./fixtures";
import { watchNetwork } from "./quiet-network";

test.use({ quietPopups: false, installPrompt: "live" });

/** Past the popups' show delay after the install prompt's poll, with room for their lazy code. */
const BOTH_DUE_MS = INSTALL_PROMPT_POLL_TRIES * INSTALL_PROMPT_POLL_INTERVAL_MS + POPUP_SHOW_DELAY_MS + 1_000;

interface Overlaps {
  /** The most dialogs in the page at one moment. */
  most: number;
  /** The install prompt was ever in the page beside the announcement popup. */
  together: boolean;
}

/**
 * Watches every change of the page from its first paint: an overlay granted by mistake is caught
 * whenever it mounts, even after the moment a check looked (its code arrives late).
 */
async function recordOverlaps(page: Page): Promise<() => Promise<Overlaps>> {
  await page.addInitScript(() => {
    const seen = { most: 0, together: false };
    Object.assign(window, { __wlOverlaps: seen });
    const look = () => {
      seen.most = Math.max(
        seen.most,
        document.querySelectorAll('[role="dialog"], [role="alertdialog"]').length,
      );
      if (
        document.querySelector('[data-testid="install-prompt"]') &&
        document.querySelector('[data-testid="announcement-popup"]')
      )
        seen.together = true;
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __wlOverlaps: Overlaps }).__wlOverlaps);
}

// Needs a merchant that offers installing (lite does not): the prompt is the second overlay.
test("@one-phone @merchant:sunrise the announcement and the install prompt both due: the announcement, then the prompt on the next page", async ({
  page,
  merchant,
}) => {
  const texts = catalogue(merchant.languages.default);
  expect(merchant.installPrompt?.enabled).not.toBe(false);
  // Only the app's own rules decide: Chromium's own install event (the page has a manifest) is kept out.
  await page.addInitScript(() => {
    window.addEventListener("beforeinstallprompt", (event) => event.stopImmediatePropagation(), true);
  });
  const overlaps = await recordOverlaps(page);
  const network = watchNetwork(page);
  await page.clock.install({ time: new Date("2026-03-10T12:00:00Z") });
  await page.goto("/m/home");
  await page.waitForLoadState("networkidle");
  await page.clock.runFor(BOTH_DUE_MS);

  const popup = page.getByTestId("announcement-popup");
  const prompt = page.getByTestId("install-prompt");
  await expect(popup).toBeVisible();
  // The prompt is due too, and waits: time passing changes nothing while the popup is open, once
  // whatever the page asked for has arrived and been drawn.
  await page.clock.runFor(BOTH_DUE_MS);
  await network.quiet();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(1);

  // Closed (with forceRead, close moves through the slides first), the popup gives the screen over.
  for (let slide = 0; slide < 5 && (await popup.count()) > 0; slide++) {
    await popup.getByRole("button", { name: texts("close"), exact: true }).click();
    await page.clock.runFor(MODAL_FADE_MS + 50);
  }
  await expect(popup).toHaveCount(0);
  await page.clock.runFor(MODAL_FADE_MS + 50);
  // One unrequested modal on this page: the prompt, due all along, waits.
  await network.quiet();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The member moves on (a tab) and comes back home: a new page, where the prompt may show.
  const tabs = page.getByRole("navigation", { name: texts("nav_main") });
  await tabs.getByRole("link", { name: texts("nav_member"), exact: true }).click();
  await expect(page).not.toHaveURL(/\/m\/home/);
  await tabs.getByRole("link", { name: texts("nav_home"), exact: true }).click();
  await page.clock.runFor(BOTH_DUE_MS);
  await network.quiet();
  await expect(prompt).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  // The prompt's view mounts when granted (just now): it never did while the popup was up.
  expect(await overlaps()).toEqual({ most: 1, together: false });
});
