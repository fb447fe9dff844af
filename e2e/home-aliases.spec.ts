/**
 * Home's addresses (spec §2 and §4) are /m/home for the floating parts (issue 30: /m/index.html
 * showed 3 floating controls against home's 5).
 */
import type { Page } from "@playwright/test";
import type { MerchantConfig } from "../engine/config/merchant-config";
import { catalogue, expect, test } from "./fixtures";
import { expectedParts, partOf } from "./floating-parts";

const FLOATING_IDS = ["chat-button", "mini-game", "shortcut-button", "referral-entry"];

/**
 * The floating controls a page shows, once every one the merchant's settings give a member on home
 * has come (each waits for the page's load, then 1 s, and some for a call of their own).
 */
async function floatingControls(page: Page, merchant: MerchantConfig): Promise<string[]> {
  for (const part of expectedParts(merchant, "demo", true))
    await expect(partOf(page, part.name)).toBeVisible();
  const shown: string[] = [];
  for (const id of FLOATING_IDS) if (await page.getByTestId(id).isVisible()) shown.push(id);
  return shown;
}

test.describe("home's addresses", { tag: "@one-phone" }, () => {
  test("/m/index.html and / show the floating controls /m/home shows, for a member", async ({
    page,
    merchant,
    dev,
  }, testInfo) => {
    const texts = catalogue(merchant.languages.default);
    await dev.signIn(page, "demo");
    await page.goto("/m/home");
    const onHome = await floatingControls(page, merchant);
    expect(onHome).toContain("referral-entry");
    for (const address of ["/m/index.html", "/"]) {
      await page.goto(address);
      await expect(page.getByRole("navigation", { name: texts("nav_main") })).toBeVisible();
      const there = await floatingControls(page, merchant);
      // The report shows what each address had, not only that they agreed.
      await testInfo.attach(`floating controls on ${address}`, {
        body: JSON.stringify({ home: onHome, there }),
      });
      expect(there, address).toEqual(onHome);
    }
  });
});
