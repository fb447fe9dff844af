/**
 * Live journeys (docs/testing.md, "The live journeys"): a member's money, with every overlay at
 * the merchant's own settings: a deposit and a game from its card; a withdrawal to a bank card
 * added on the way; each form filled at a member's pace while the page's time moves on. The
 * payment gateway and the back office are the cashier's development controls.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { currencyCode, formatMinor, minorToTyped } from "../../engine/i18n/money";
import { WITHDRAW_LIMITS } from "../../server/seed-data/money";
import { control, ledgerOf } from "../cashier";
import { catalogue, serverRequest, sessionToken } from "../fixtures";
import { EVERYTHING_LIVE, expect, test } from "./live-test";
import { linger, look } from "./member";

test.use(EVERYTHING_LIVE);

/**
 * Money on the member's balance the way it gets there, before this journey: the member's deposit
 * (asked from the page, with its session, as on another visit) and the gateway making it arrive.
 */
async function fund(page: Page, request: APIRequestContext, merchant: string, amount: number) {
  const token = await sessionToken(page);
  const reference = await page.evaluate(
    async ({ merchant, amount, token }) => {
      const headers = {
        Merchant: merchant,
        Authorization: token,
        "Content-Type": "application/json",
      };
      const settings = await (await fetch("/wps/relay/MCSFE_getDepositSettings", { headers })).json();
      const body = JSON.stringify({
        channelId: settings.value.channels[0].id,
        amount,
        requestId: `live-${amount}`,
      });
      const order = await (
        await fetch("/wps/relay/MCSFE_submitDeposit", { method: "POST", headers, body })
      ).json();
      return order.value.reference as string;
    },
    { merchant, amount, token },
  );
  await control(request, "/__dev/deposits/settle", { merchant, reference, state: "ARRIVED" });
}

test.describe("live: money", { tag: "@one-phone" }, () => {
  test("a member deposits, then plays a game from its card", async ({
    page,
    merchant,
    dev,
    playwright,
    baseURL,
  }) => {
    dev.resetAfterTest();
    const texts = catalogue(merchant.languages.default);
    const request = await serverRequest(playwright, baseURL);
    // agent2 has never deposited.
    await dev.signIn(page, "agent2");
    await page.goto("/m/home");
    await look(page, merchant);

    await page
      .getByRole("navigation", { name: texts("nav_main") })
      .getByRole("link", { name: texts("nav_deposit"), exact: true })
      .click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    await look(page, merchant);
    await page
      .getByRole("group", { name: texts("deposit_channel") })
      .getByRole("radio")
      .first()
      .check({ force: true });
    await page
      .getByLabel(new RegExp(texts("deposit_amount")))
      .fill(minorToTyped(2 * WITHDRAW_LIMITS.min, merchant.currency));
    await linger(page);
    await page.getByRole("button", { name: texts("deposit_submit") }).click();
    await expect(page.getByTestId("pending-deposit")).toBeVisible();
    const [order] = (await ledgerOf(request, merchant.code, "agent2")).deposits;
    expect(order).toMatchObject({ amount: 2 * WITHDRAW_LIMITS.min, state: "PENDING" });
    await expect(page.getByTestId("pending-deposit")).toContainText(order?.reference ?? "?");
    await control(request, "/__dev/deposits/settle", {
      merchant: merchant.code,
      reference: order?.reference,
      state: "ARRIVED",
    });
    await page.getByRole("button", { name: texts("deposit_done") }).click();

    // With money on the balance, a game from home's cards.
    await page
      .getByRole("navigation", { name: texts("nav_main") })
      .getByRole("link", { name: texts("nav_home"), exact: true })
      .click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await look(page, merchant);
    await page
      .getByRole("region", { name: texts("hot_games") })
      .getByRole("button", { name: "Dragon Reels", exact: true })
      .click();
    await expect(page).toHaveURL(/\/m\/game$/);
    await page.frameLocator("iframe").getByRole("button", { name: "Spin" }).click();
    await linger(page);
    await page.getByRole("button", { name: texts("back"), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await look(page, merchant);
    await request.dispose();
  });

  test("a member withdraws to a bank card added on the way", async ({
    page,
    merchant,
    dev,
    playwright,
    baseURL,
  }) => {
    dev.resetAfterTest();
    const texts = catalogue(merchant.languages.default);
    const request = await serverRequest(playwright, baseURL);
    // agent2 has no payout account yet: the withdrawal asks for one.
    await dev.signIn(page, "agent2");
    await page.goto("/m/home");
    await look(page, merchant);
    await fund(page, request, merchant.code, 2 * WITHDRAW_LIMITS.min);

    // The withdrawal, from the member's page.
    await page
      .getByRole("navigation", { name: texts("nav_main") })
      .getByRole("link", { name: texts("nav_member"), exact: true })
      .click();
    await look(page, merchant);
    await page.getByRole("link", { name: texts("member_withdraw") }).click();
    await look(page, merchant);
    if (currencyCode(merchant.currency.code) === "BRL") {
      // In reais the member chooses: a Pix key or a bank card.
      await page.getByRole("link", { name: texts("bank_card_title") }).click();
      await look(page, merchant);
    }
    await expect(page).toHaveURL(/\/m\/securityCenter\/addBankCard\?from=%2Fm%2Fwithdraw$/);
    await page.getByLabel(texts("bank_card_holder"), { exact: true }).fill("Agent Two");
    await page
      .getByRole("button", {
        name: `${texts("bank_card_bank")} ${texts("bank_card_choose_bank")}`,
        exact: true,
      })
      .click();
    await page
      .getByRole("dialog", { name: texts("bank_card_choose_bank") })
      .getByRole("button")
      .first()
      .click();
    await linger(page);
    await page.getByLabel(texts("bank_card_number"), { exact: true }).fill("6222 0200 0000 9876");
    await page.getByRole("button", { name: texts("bank_card_submit"), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/withdraw$/);
    await look(page, merchant);

    const balance = (await ledgerOf(request, merchant.code, "agent2")).balance;
    await expect(page.getByTestId("withdraw-balance")).toHaveText(formatMinor(balance, merchant.currency));
    const amount = WITHDRAW_LIMITS.min;
    await page
      .getByLabel(`${texts("withdraw_amount")} (${merchant.currency.symbol.trim()})`, { exact: true })
      .fill(minorToTyped(amount, merchant.currency));
    await linger(page);
    await page.getByRole("button", { name: texts("withdraw_submit"), exact: true }).click();
    await expect(page.getByTestId("withdraw-receipt")).toContainText(texts("withdraw_state_pending"));
    expect((await ledgerOf(request, merchant.code, "agent2")).withdrawals[0]).toMatchObject({
      amount,
      state: "PENDING",
    });
    await request.dispose();
  });
});
