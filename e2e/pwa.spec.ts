import { ASSET_HASH_FIRST_CHECK_MS, ASSET_HASH_VISIBILITY_DEBOUNCE_MS } from "../engine/constants";
import { catalogue, expect, test } from "./fixtures";

/** Resolves once the merchant's worker controls the page (it claims the page once installed). */
async function controlledByServiceWorker(page: import("@playwright/test").Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "");
}

test.describe("installed web app", () => {
  // The other journeys run without the worker (playwright.config.ts); these are about it.
  test.use({ serviceWorkers: "allow" });

  test("the service worker takes control of /m/, and the app opens offline after one visit", async ({
    page,
    context,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await page.goto("/m/home");
    await expect(page.getByTestId("vendor-lane").first()).toBeVisible();

    const worker = new URL(await controlledByServiceWorker(page));
    expect(worker.pathname).toBe("/m/sw.js");
    expect(worker.searchParams.get("merchant")).toBe(merchant.code);
    expect(worker.searchParams.get("env")).toBe("production");
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toMatch(/\/m\/$/);

    await context.setOffline(true);
    await page.reload();
    // The brand paints from the cached page, and React (cached JavaScript) takes over.
    await expect(page.locator(".wl-brand")).toHaveText(merchant.name);
    await expect(page.getByRole("navigation", { name: texts("nav_main") })).toBeVisible();
    await expect(page.getByRole("link", { name: texts("login"), exact: true })).toBeVisible();
    await context.setOffline(false);
  });

  // The update journeys run on one phone per merchant (see playwright.config.ts): they test the
  // page's logic, which is the same on both.
  test("a new build shows the update notice once it is noticed; Refresh reloads the page", {
    tag: "@one-phone",
  }, async ({ page, dev, merchant }) => {
    const texts = catalogue(merchant.languages.default);
    await page.clock.install();
    await page.goto("/m/home");
    await expect(page.getByTestId("vendor-lane").first()).toBeVisible();
    await page.clock.runFor(ASSET_HASH_FIRST_CHECK_MS);
    await expect(page.getByTestId("update-notice")).toHaveCount(0);

    await dev.assetManifestHash("a-newer-build");
    // Coming back to the app (spec §4): the check runs 300 ms after the page is visible again.
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await page.clock.runFor(ASSET_HASH_VISIBILITY_DEBOUNCE_MS);
    const notice = page.getByTestId("update-notice");
    await expect(notice.getByRole("heading", { name: texts("pwa_update_title") })).toBeVisible();
    await expect(notice).toContainText(texts("pwa_update_msg"));

    await page.evaluate(() => Object.assign(window, { wlBeforeRefresh: true }));
    await notice.getByRole("button", { name: texts("refresh") }).click();
    await page.waitForFunction(() => !("wlBeforeRefresh" in window));
    expect(new URL(page.url()).pathname).toBe("/m/home");
  });

  test("Refresh from a page that cannot start afresh goes to /m/home", {
    tag: ["@one-phone", "@one-merchant"],
  }, async ({ page, dev, merchant }) => {
    const texts = catalogue(merchant.languages.default);
    await dev.assetManifestHash("a-newer-build");
    await page.clock.install();
    await page.goto("/m/no-such-page");
    await page.clock.runFor(ASSET_HASH_FIRST_CHECK_MS);
    const notice = page.getByTestId("update-notice");
    await notice.getByRole("button", { name: texts("refresh") }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
