/**
 * Axe on the screens every member meets first, /m/home and /m/login, on every merchant: WCAG 2.1
 * A and AA, contrast included (e2e/axe.ts). A serious or critical violation fails the test with
 * each element and, for contrast, its colours and ratio. The whole app, every screen and language,
 * is checked by the gallery (npm run gallery); this keeps the first screens, and each merchant's
 * theme on them, checked on every change. What it checks is the merchant's, not the phone's.
 */
import type { Page } from "@playwright/test";
import { animationsDone, axeViolations, describeViolation, isBlocking } from "./axe";
import { catalogue, expect, test } from "./fixtures";

/** The serious and critical violations on the page once it is still, one line per element. */
async function blockingViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  await animationsDone(page);
  const violations = await axeViolations(page);
  return violations.filter((violation) => isBlocking(violation.impact)).flatMap((v) => describeViolation(v));
}

test.describe("accessibility of the first screens", { tag: ["@one-phone", "@every-merchant"] }, () => {
  test("home, as a visitor", async ({ page }) => {
    await page.goto("/m/home");
    await expect(page.getByTestId("vendor-lane").first()).toBeVisible();
    expect(await blockingViolations(page), "axe on a visitor's /m/home").toEqual([]);
  });

  test("login, as a visitor", async ({ page, merchant }) => {
    const texts = catalogue(merchant.languages.default);
    await page.goto("/m/login");
    await expect(page.getByRole("button", { name: texts("login"), exact: true })).toBeVisible();
    expect(await blockingViolations(page), "axe on /m/login").toEqual([]);
  });

  test("home, as a member", async ({ page, dev }) => {
    await dev.signIn(page, "demo");
    await page.goto("/m/home");
    await expect(page.getByTestId("top-bar-member")).toBeVisible();
    await expect(page.getByTestId("vendor-lane").first()).toBeVisible();
    expect(await blockingViolations(page), "axe on a member's /m/home").toEqual([]);
  });

  test.describe("with the overlays live", () => {
    test.use({ quietPopups: false });

    test("the announcement a visitor meets on home", async ({ page }) => {
      await page.goto("/m/home");
      // Every sample merchant greets a visitor with it (e2e/popups.spec.ts).
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await blockingViolations(page), "axe on /m/home with its announcement").toEqual([]);
    });
  });
});
