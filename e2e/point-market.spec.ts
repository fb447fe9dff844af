import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { backOffice, fill, number, setPoints, setStock, signedIn, storedPoints } from "./points";

/**
 * The point market (/m/mall/mallHome) as a member meets it, against the reference backend's
 * points; the back office is its dev controls (docs/dev-controls.md, "Points"). The seeded demo
 * member has 1,200 points; the seeded items are the same codes in every merchant, named in its
 * language: FREE_SPINS 300 points, BONUS_VOUCHER 800, HEADSET 1,000 with none in stock.
 */
const REDEEM = "/wps/relay/MCSFE_redeemPointItem";

const itemCard = (page: Page, code: string) =>
  page.locator(`[data-testid="market-item"][data-code="${code}"]`);

/** Counts the redeem calls the page makes, so a test can say nothing was sent. */
function countRedeems(page: Page): () => number {
  let sent = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === REDEEM) sent += 1;
  });
  return () => sent;
}

test.describe("point market @one-phone", () => {
  test("redeeming an item takes its cost off the points and shows it in the history", async ({
    page,
    merchant,
    dev,
    playwright,
    baseURL,
  }) => {
    dev.resetAfterTest();
    const request = await backOffice(playwright, baseURL);
    const texts = await signedIn(page, dev, merchant.languages.default, "demo");
    await page.goto("/m/mall/mallHome");

    await expect(page.getByRole("heading", { level: 1, name: texts("mall_title") })).toBeVisible();
    const balance = page.getByTestId("points-balance");
    await expect(balance).toContainText(await number(page, 1_200));
    await expect(page.getByText(texts("mall_history_empty"))).toBeVisible();

    const card = itemCard(page, "FREE_SPINS");
    await expect(card.locator("img")).toHaveAttribute("src", /\/wps\/demo\/market-item\//);
    const name = (await card.getByTestId("item-name").textContent()) ?? "";
    await expect(card.getByTestId("item-cost")).toContainText(await number(page, 300));
    await expect(card.getByTestId("item-stock")).toHaveText(
      fill(texts("mall_stock"), { stock: await number(page, 50) }),
    );
    await card.getByRole("button", { name: fill(texts("mall_redeem_item"), { name }) }).click();

    const dialog = page.getByRole("dialog", { name: fill(texts("mall_confirm_title"), { name }) });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(await number(page, 900));
    await dialog.getByRole("button", { name: texts("confirm"), exact: true }).click();

    await expect(dialog).toBeHidden();
    await expect(balance).toContainText(await number(page, 900));
    await expect(card.getByTestId("item-stock")).toHaveText(
      fill(texts("mall_stock"), { stock: await number(page, 49) }),
    );
    const history = page.getByTestId("redemption-history").getByRole("listitem");
    await expect(history).toHaveCount(1);
    await expect(history.first()).toContainText(name);
    await expect(history.first()).toContainText(await number(page, 300));

    const stored = await storedPoints(request, merchant.code, "demo");
    expect(stored.points).toBe(900);
    expect(stored.redemptions).toMatchObject([{ item_name: name, cost: 300 }]);

    // After a reload the page tells the same story from the server.
    await page.reload();
    await expect(balance).toContainText(await number(page, 900));
    await expect(page.getByTestId("redemption-history").getByRole("listitem")).toHaveCount(1);
  });

  test("not enough points is said before anything is sent, and the server's refusal is said the same way @one-merchant", async ({
    page,
    merchant,
    dev,
    playwright,
    baseURL,
  }) => {
    dev.resetAfterTest();
    const request = await backOffice(playwright, baseURL);
    await setPoints(request, merchant.code, "demo", 500);
    const texts = await signedIn(page, dev, merchant.languages.default, "demo");
    const redeems = countRedeems(page);
    await page.goto("/m/mall/mallHome");
    const balance = page.getByTestId("points-balance");
    await expect(balance).toContainText(await number(page, 500));

    // 800 points with 500: the card says how many are missing, the tap says why, nothing is sent.
    const voucher = itemCard(page, "BONUS_VOUCHER");
    const name = (await voucher.getByTestId("item-name").textContent()) ?? "";
    const cost = (await voucher.getByTestId("item-cost").textContent()) ?? "";
    await expect(voucher.getByTestId("item-stock")).toContainText(await number(page, 300));
    await voucher.getByRole("button", { name: fill(texts("mall_redeem_item"), { name }) }).click();
    const alert = page.getByRole("alertdialog", { name: texts("mall_cannot_redeem") });
    await expect(alert.getByTestId("redeem-blocked")).toHaveText(
      fill(texts("mall_not_enough"), { name, cost, points: (await balance.textContent()) ?? "" }),
    );
    await alert.getByRole("button", { name: texts("close"), exact: true }).click();
    await expect(alert).toBeHidden();
    expect(redeems()).toBe(0);

    // The points go down in the back office while the page still shows 500: the server refuses.
    await setPoints(request, merchant.code, "demo", 100);
    const spins = itemCard(page, "FREE_SPINS");
    const spinsName = (await spins.getByTestId("item-name").textContent()) ?? "";
    const spinsCost = (await spins.getByTestId("item-cost").textContent()) ?? "";
    await spins.getByRole("button", { name: fill(texts("mall_redeem_item"), { name: spinsName }) }).click();
    await page
      .getByRole("dialog", { name: fill(texts("mall_confirm_title"), { name: spinsName }) })
      .getByRole("button", { name: texts("confirm"), exact: true })
      .click();
    // The refusal names today's figures: the market reloaded under the dialog.
    await expect(balance).toContainText(await number(page, 100));
    await expect(page.getByTestId("redeem-blocked")).toHaveText(
      fill(texts("mall_not_enough"), {
        name: spinsName,
        cost: spinsCost,
        points: (await balance.textContent()) ?? "",
      }),
    );
    expect(redeems()).toBe(1);
    expect((await storedPoints(request, merchant.code, "demo")).points).toBe(100);
    await expect(page.getByText(texts("mall_history_empty"))).toBeVisible();
  });

  test("an item out of stock is said before anything is sent, and one sold out meanwhile is refused @one-merchant", async ({
    page,
    merchant,
    dev,
    playwright,
    baseURL,
  }) => {
    dev.resetAfterTest();
    const request = await backOffice(playwright, baseURL);
    const texts = await signedIn(page, dev, merchant.languages.default, "demo");
    const redeems = countRedeems(page);
    await page.goto("/m/mall/mallHome");
    await expect(page.getByTestId("points-balance")).toContainText(await number(page, 1_200));

    const headset = itemCard(page, "HEADSET");
    const name = (await headset.getByTestId("item-name").textContent()) ?? "";
    await expect(headset.getByTestId("item-stock")).toHaveText(texts("mall_out_of_stock"));
    await headset.getByRole("button", { name: fill(texts("mall_redeem_item"), { name }) }).click();
    const alert = page.getByRole("alertdialog", { name: texts("mall_cannot_redeem") });
    await expect(alert.getByTestId("redeem-blocked")).toHaveText(fill(texts("mall_sold_out"), { name }));
    await alert.getByRole("button", { name: texts("close"), exact: true }).click();
    expect(redeems()).toBe(0);

    // The last free spins go to someone else while the page still shows 50.
    await setStock(request, merchant.code, "FREE_SPINS", 0);
    const spins = itemCard(page, "FREE_SPINS");
    const spinsName = (await spins.getByTestId("item-name").textContent()) ?? "";
    await spins.getByRole("button", { name: fill(texts("mall_redeem_item"), { name: spinsName }) }).click();
    await page
      .getByRole("dialog", { name: fill(texts("mall_confirm_title"), { name: spinsName }) })
      .getByRole("button", { name: texts("confirm"), exact: true })
      .click();
    await expect(page.getByTestId("redeem-blocked")).toHaveText(
      fill(texts("mall_sold_out"), { name: spinsName }),
    );
    await expect(spins.getByTestId("item-stock")).toHaveText(texts("mall_out_of_stock"));
    expect(redeems()).toBe(1);
    const stored = await storedPoints(request, merchant.code, "demo");
    expect(stored.points).toBe(1_200);
    expect(stored.redemptions).toHaveLength(0);
  });

  test("a visitor is sent to log in @one-phone @one-merchant", async ({ page }) => {
    await page.goto("/m/mall/mallHome");
    await expect(page).toHaveURL(/\/m\/login/);
  });
});
