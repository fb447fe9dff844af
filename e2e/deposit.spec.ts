import { DEPOSIT_WITHDRAW_POLL_MS } from "../engine/constants";
import { formatMinor } from "../engine/i18n/money";
import { control, ledgerOf } from "./cashier";
import { catalogue, expect, serverRequest, test } from "./fixtures";

test.describe("deposit @one-phone", () => {
  test("a member pays in by every channel the merchant offers; each arrival shows in the balance and the counts within one poll", async ({
    page,
    merchant,
    dev,
    playwright,
    baseURL,
  }) => {
    dev.resetAfterTest();
    const request = await serverRequest(playwright, baseURL);
    const texts = catalogue(merchant.languages.default);
    await page.clock.install();
    await dev.signIn(page, "demo");
    await page.goto("/m/home");
    const before = await ledgerOf(request, merchant.code, "demo");

    // The Deposit tab is there once the screen is.
    await page
      .getByRole("navigation")
      .getByRole("link", { name: texts("nav_deposit") })
      .click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    const methods = page.getByRole("group", { name: texts("deposit_channel") }).getByRole("radio");
    await expect(methods.first()).toBeAttached();
    const count = await methods.count();
    expect(count).toBeGreaterThanOrEqual(3);

    let paid = 0;
    for (let index = 0; index < count; index += 1) {
      if (index > 0) await page.getByRole("tab", { name: texts("deposit_tab_new") }).click();
      await page
        .getByRole("group", { name: texts("deposit_channel") })
        .getByRole("radio")
        .nth(index)
        .check({ force: true });
      // The smallest round amount the channel offers.
      await page
        .getByRole("group", { name: texts("deposit_quick_amounts") })
        .getByRole("radio")
        .first()
        .check({ force: true });
      await page.getByRole("button", { name: texts("deposit_submit") }).click();
      await expect(page.getByTestId("pending-deposit")).toBeVisible();
      const newest = (await ledgerOf(request, merchant.code, "demo")).deposits[0];
      if (!newest) throw new Error("the order was not made");
      expect(newest.state).toBe("PENDING");
      await expect(page.getByTestId("pending-deposit")).toContainText(newest.reference);
      await page.getByRole("button", { name: texts("deposit_done") }).click();
      await control(request, "/__dev/deposits/settle", {
        merchant: merchant.code,
        reference: newest.reference,
        state: "ARRIVED",
      });
      paid += newest.amount;

      // The next poll sees the arrival: its answer carries the new count.
      const poll = page.waitForResponse(
        async (response) =>
          response.url().includes("MCSFE_getDepositSettings") &&
          (await response.json()).value.totalDepositSuccessCount === before.counts.deposits + index + 1,
      );
      await page.clock.runFor(DEPOSIT_WITHDRAW_POLL_MS);
      await poll;
    }

    const after = await ledgerOf(request, merchant.code, "demo");
    expect(after.balance).toBe(before.balance + paid);
    expect(after.counts.deposits).toBe(before.counts.deposits + count);
    // The history, opened again, says so in words; the member page shows the new balance.
    await page.getByRole("tab", { name: texts("deposit_tab_new") }).click();
    await page.getByRole("tab", { name: texts("deposit_tab_history") }).click();
    await expect(
      page.getByTestId("deposit-history").getByText(texts("deposit_state_arrived"), { exact: true }),
    ).toHaveCount(before.counts.deposits + count);
    await page.getByTestId("top-bar-member").click();
    await expect(page.getByTestId("member-balance")).toHaveText(
      formatMinor(after.balance, merchant.currency),
    );
  });

  test("a Pix deposit shows its QR code and copies its code @pix @one-phone", async ({
    page,
    merchant,
    context,
    dev,
  }) => {
    dev.resetAfterTest();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const texts = catalogue(merchant.languages.default);
    await dev.signIn(page, "demo");
    await page.goto("/m/voucherCenter");
    await page
      .getByRole("group", { name: texts("deposit_channel") })
      .getByRole("radio", { name: "Pix" })
      .check({ force: true });
    await page.getByLabel(new RegExp(texts("deposit_amount"))).fill("25,50");
    await page.getByRole("button", { name: texts("deposit_submit") }).click();
    await expect(page.getByRole("img", { name: texts("deposit_pix_qr") })).toBeVisible();
    const code = (await page.getByTestId("pix-code").textContent()) ?? "";
    expect(code).toMatch(/^000201.*br\.gov\.bcb\.pix.*540525\.50.*6304[0-9A-F]{4}$/);
    await page
      .getByTestId("pending-deposit")
      .getByRole("button", { name: texts("copy_named").replace("{what}", texts("deposit_pix_code")) })
      .click();
    await expect(page.getByText(texts("copied"))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });
});
