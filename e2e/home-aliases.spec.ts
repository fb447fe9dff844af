/**
 * Home's addresses (spec §2 and §4) are /m/home for the floating parts (issue 30: /m/index.html
 * showed 3 floating controls against home's 5).
 */
import type { Page } from "@playwright/test";
import { catalogue, expect, test } from "./fixtures";

const FLOATING_IDS = ["chat-button", "mini-game", "shortcut-button", "referral-entry"];

/** The floating controls a page shows once they have come (each waits for the page's load, then 1 s). */
async function floatingControls(page: Page, expected?: string[]): Promise<string[]> {
  if (expected) for (const id of expected) await expect(page.getByTestId(id)).toBeVisible();
  // Home always has its referral gift: the floating parts have come once it has.
  else await expect(page.getByTestId("referral-entry")).toBeVisible();
  const shown: string[] = [];
  for (const id of FLOATING_IDS) if (await page.getByTestId(id).isVisible()) shown.push(id);
  return shown;
}

test.describe("home's addresses", { tag: "@one-phone" }, () => {
  test("/m/index.html and / show the floating controls /m/home shows, for a member", async ({
    page,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await dev.signIn(page, "demo");
    await page.goto("/m/home");
    const onHome = await floatingControls(page);
    expect(onHome).toContain("referral-entry");
    for (const address of ["/m/index.html", "/"]) {
      await page.goto(address);
      await expect(page.getByRole("navigation", { name: texts("nav_main") })).toBeVisible();
      expect(await floatingControls(page, onHome), address).toEqual(onHome);
    }
  });
});
