import type { APIRequestContext, Page } from "@playwright/test";
import type { MerchantConfig } from "../engine/config/merchant-config";
import { currencyCode, formatMinor, minorToTyped } from "../engine/i18n/money";
import { ledgerOf as ledger, control as post } from "./cashier";
import { catalogue, expect, serverRequest, sessionToken, test } from "./fixtures";

/**
 * The cashier's withdrawal as a member meets it, against the reference backend's ledger; the
 * payment gateway and the back office are its dev controls (docs/dev-controls.md, "Cashier").
 */
type Texts = (key: string) => string;

const SUBMIT = "/wps/relay/MCSFE_submitWithdraw";

/**
 * Money on the member's balance the way it gets there: the member asks for a deposit (from the
 * page, with their session) and the gateway makes it arrive.
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
        requestId: `fund-${Date.now()}`,
      });
      const order = await (
        await fetch("/wps/relay/MCSFE_submitDeposit", { method: "POST", headers, body })
      ).json();
      return order.value.reference as string;
    },
    { merchant, amount, token },
  );
  await post(request, "/__dev/deposits/settle", { merchant, reference, state: "ARRIVED" });
}

/** A catalogue text with its {amount} filled in, as the page shows it (amounts isolated for right to left). */
function said(template: string, amount: string): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s/g, "\\s");
  const [before = "", after = ""] = template.split("{amount}");
  return new RegExp(`${literal(before)}\\u2068?${literal(amount)}\\u2069?${literal(after)}`);
}

const amountField = (page: Page, texts: Texts, merchant: MerchantConfig) =>
  page.getByLabel(`${texts("withdraw_amount")} (${merchant.currency.symbol.trim()})`, { exact: true });

test.describe("withdrawal @one-phone", () => {
  test("a member with no account adds a card on the way, withdraws, and the history says paid once the gateway pays", async ({
    page,
    merchant,
    dev,
    playwright,
    baseURL,
  }) => {
    dev.resetAfterTest();
    const texts = catalogue(merchant.languages.default);
    const request = await serverRequest(playwright, baseURL);
    await post(request, "/__dev/reset", {});
    await dev.signIn(page, "agent2");
    // fund() asks for the deposit from the page, with its session.
    await page.goto("/m/home");
    await fund(page, request, merchant.code, 50_000);

    await page.goto("/m/withdraw");
    if (currencyCode(merchant.currency.code) === "BRL") {
      // In reais the member chooses: a Pix key or a bank card.
      await page.getByRole("link", { name: texts("bank_card_title") }).click();
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
    await page.getByLabel(texts("bank_card_number"), { exact: true }).fill("6222 0200 0000 9876");
    await page.getByRole("button", { name: texts("bank_card_submit"), exact: true }).click();

    await expect(page).toHaveURL(/\/m\/withdraw$/);
    await expect(page.getByTestId("toast")).toHaveText(texts("bank_card_saved"));
    await expect(page.getByTestId("withdraw-balance")).toHaveText(formatMinor(50_000, merchant.currency));
    await expect(page.getByRole("radio", { name: /\*\*\*\* 9876/ })).toBeChecked();

    await amountField(page, texts, merchant).fill(minorToTyped(12_345, merchant.currency));
    await page.getByRole("button", { name: texts("withdraw_submit"), exact: true }).click();
    const receipt = page.getByTestId("withdraw-receipt");
    await expect(receipt).toContainText(texts("withdraw_state_pending"));
    const [order] = (await ledger(request, merchant.code, "agent2")).withdrawals;
    expect(order).toMatchObject({ amount: 12_345, state: "PENDING" });
    await expect(receipt).toContainText(order?.reference ?? "?");
    await expect(page.getByTestId("withdraw-balance")).toHaveText(
      formatMinor(50_000 - 12_345, merchant.currency),
    );

    await post(request, "/__dev/withdrawals/settle", {
      merchant: merchant.code,
      reference: order?.reference,
      state: "PAID",
    });
    await page.reload();
    const history = page.getByTestId("withdraw-history").getByRole("listitem");
    await expect(history).toHaveCount(1);
    await expect(history.first()).toContainText(texts("withdraw_state_paid"));
    await expect(history.first()).toContainText(order?.reference ?? "?");
    await expect(page.getByTestId("withdraw-balance")).toHaveText(
      formatMinor(50_000 - 12_345, merchant.currency),
    );
    await request.dispose();
  });
});

test.describe("withdrawal rules", { tag: "@one-phone" }, () => {
  test("the limits are kept: too little is refused before sending, and a limit that moved is named when the server refuses", async ({
    page,
    merchant,
    dev,
    playwright,
    baseURL,
  }) => {
    dev.resetAfterTest();
    const texts = catalogue(merchant.languages.default);
    const request = await serverRequest(playwright, baseURL);
    await post(request, "/__dev/reset", {});
    await dev.signIn(page, "demo");
    const before = await ledger(request, merchant.code, "demo");
    await page.goto("/m/withdraw");
    const amount = amountField(page, texts, merchant);

    await amount.fill(minorToTyped(9_999, merchant.currency));
    await page.getByRole("button", { name: texts("withdraw_submit"), exact: true }).click();
    await expect(
      page.getByText(said(texts("withdraw_below_min"), formatMinor(10_000, merchant.currency))),
    ).toBeVisible();
    await expect(amount).toBeFocused();
    await expect(amount).toHaveAttribute("aria-invalid", "true");

    // The back office raises the minimum while the page is open.
    await post(request, "/__dev/withdraw-limits", { merchant: merchant.code, min: 20_000 });
    await amount.fill(minorToTyped(15_000, merchant.currency));
    await page.getByRole("button", { name: texts("withdraw_submit"), exact: true }).click();
    await expect(
      page.getByText(said(texts("withdraw_below_min"), formatMinor(20_000, merchant.currency))),
    ).toBeVisible();
    await expect(amount).toHaveValue(minorToTyped(15_000, merchant.currency));
    expect((await ledger(request, merchant.code, "demo")).withdrawals).toHaveLength(
      before.withdrawals.length,
    );
    await request.dispose();
  });

  test("a server failure keeps the form, and trying again makes one withdrawal @one-merchant", async ({
    page,
    merchant,
    dev,
    playwright,
    baseURL,
  }) => {
    dev.resetAfterTest();
    const texts = catalogue(merchant.languages.default);
    const request = await serverRequest(playwright, baseURL);
    await post(request, "/__dev/reset", {});
    await dev.signIn(page, "demo");
    const before = await ledger(request, merchant.code, "demo");
    await page.goto("/m/withdraw");
    await dev.fault({ path: SUBMIT, status: 500, times: 1 });
    const amount = amountField(page, texts, merchant);
    await amount.fill(minorToTyped(10_000, merchant.currency));
    const submit = page.getByRole("button", { name: texts("withdraw_submit"), exact: true });
    await submit.click();
    await expect(page.getByRole("alert")).toHaveText(texts("withdraw_failed"));
    await expect(amount).toHaveValue(minorToTyped(10_000, merchant.currency));
    await submit.dblclick();
    await expect(page.getByTestId("withdraw-receipt")).toContainText(texts("withdraw_state_pending"));
    const after = await ledger(request, merchant.code, "demo");
    expect(after.withdrawals).toHaveLength(before.withdrawals.length + 1);
    expect(after.balance).toBe(before.balance - 10_000);
    await request.dispose();
  });

  test("a Pix key is checked by its kind before it is added (only for merchants in reais)", async ({
    page,
    merchant,
    dev,
    playwright,
    baseURL,
  }) => {
    dev.resetAfterTest();
    const texts = catalogue(merchant.languages.default);
    const request = await serverRequest(playwright, baseURL);
    await post(request, "/__dev/reset", {});
    await dev.signIn(page, "agent2");
    await page.goto("/m/securityCenter/addBankCardPix?from=%2Fm%2Fwithdraw");
    if (currencyCode(merchant.currency.code) !== "BRL") {
      await expect(page.getByText(texts("pix_brl_only"))).toBeVisible();
      await page.getByRole("link", { name: texts("back"), exact: true }).click();
      await expect(page).toHaveURL(/\/m\/securityCenter\/addBankCard\?from=%2Fm%2Fwithdraw$/);
      return;
    }
    const key = page.getByLabel(texts("pix_key"), { exact: true });
    await key.fill("529.982.247-24");
    await page.getByLabel(texts("bank_card_holder"), { exact: true }).fill("Agent Two");
    await page.getByRole("button", { name: texts("pix_submit"), exact: true }).click();
    await expect(key).toHaveAttribute("aria-invalid", "true");
    await expect(key).toBeFocused();
    expect((await ledger(request, merchant.code, "agent2")).accounts).toHaveLength(0);

    await key.fill("529.982.247-25");
    await page.getByRole("button", { name: texts("pix_submit"), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/withdraw$/);
    await expect(page.getByTestId("toast")).toHaveText(texts("pix_saved"));
    await expect(page.getByRole("radio", { name: /\*\*\*\* 4725/ })).toBeChecked();
    expect((await ledger(request, merchant.code, "agent2")).accounts).toEqual([
      expect.objectContaining({ kind: "PIX", key_type: "CPF", number: "52998224725" }),
    ]);
    await request.dispose();
  });
});
