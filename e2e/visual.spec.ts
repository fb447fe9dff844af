import { devices, type Page } from "@playwright/test";
import { DOWNLOAD_BAR_CLOSED_KEY } from "../engine/engagement/rules/download";
import { FROZEN_TIME, VOLATILE } from "../gallery/plan";
import { catalogue, expect, test } from "./fixtures";

/**
 * Visual diffs of the key screens per merchant against committed baselines
 * (e2e/visual.spec.ts-snapshots; `npm run gallery -- --update` refreshes them). On the iPhone only
 * (@one-phone), to keep the committed pictures small: the Pixel's layout is checked by the layout
 * journeys and pictured, every screen, in the gallery. The clock is frozen and volatile parts (marquee, times, the rotating banners) are
 * masked; the tolerance absorbs font anti-aliasing, not a moved or recoloured element.
 */
const tolerance = { maxDiffPixelRatio: 0.015, scale: "css", animations: "disabled", caret: "hide" } as const;
// Pictures at the iPhone's own pixel ratio (the journeys draw at 1×, playwright.config.ts).
test.use({ deviceScaleFactor: devices["iPhone 13"].deviceScaleFactor });

async function open(page: Page, path: string) {
  await page.clock.setFixedTime(FROZEN_TIME);
  // The baselines picture the screens themselves: the download bar (e2e/download.spec.ts) is
  // closed for the session, as a member who closed it sees them.
  await page.addInitScript((key) => window.sessionStorage.setItem(key, "1"), DOWNLOAD_BAR_CLOSED_KEY);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

const volatile = (page: Page, extra: string[] = []) =>
  [...VOLATILE, ...extra].map((selector) => page.locator(selector));

test.describe("visual @one-phone", { tag: "@every-merchant" }, () => {
  test("home, as a visitor sees it", async ({ page, merchant }) => {
    await open(page, "/m/home");
    const texts = catalogue(merchant.languages.default);
    await expect(page.getByTestId("vendor-lane").first()).toBeVisible();
    await expect(page).toHaveScreenshot("home.png", {
      ...tolerance,
      mask: [...volatile(page), page.getByRole("region", { name: texts("banners") })],
    });
  });

  test("login, as a visitor sees it", async ({ page, merchant }) => {
    await open(page, "/m/login");
    const texts = catalogue(merchant.languages.default);
    await expect(page.getByLabel(texts("username"), { exact: true })).toBeVisible();
    await expect(page).toHaveScreenshot("login.png", { ...tolerance, mask: volatile(page) });
  });
});
