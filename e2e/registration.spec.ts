/**
 * Registration journeys, apart from the sign-in ones (identity.spec.ts): each file meets the
 * merchants whose settings its own journeys branch on (docs/testing.md), so registration's
 * settings no longer spread the logins to a fourth merchant, nor the logins' spread registration.
 */
import type { Page } from "@playwright/test";
import { catalogue, expect, test } from "./fixtures";

/** A username the backend has not seen: 4–16 letters or digits. */
const freshName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);
const freshMobile = () => `139${String(Date.now()).slice(-8)}`;

async function confirmNotice(page: Page) {
  await page.getByRole("alertdialog").getByRole("button").click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
}

test.describe("registration", { tag: "@one-phone" }, () => {
  test("a visitor from a referral link registers by username and lands on home logged in", async ({
    page,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const username = freshName("new");
    await page.goto("/m/home?r=FRIEND42&affiliateCode=AFF7&twclid=tw-click-1&utm_source=newsletter");
    // The app keeps the landing link's codes once it has started, as a member sees home appear.
    await expect(page.getByTestId("vendor-lane").first()).toBeVisible();
    await page.goto("/m/register");
    if (merchant.features?.MOBILENUMREG3)
      await page.getByRole("tab", { name: texts("register_by_username") }).click();
    await expect(page.getByLabel(texts("referral_code"))).toHaveValue("FRIEND42");
    await page.getByLabel(texts("username"), { exact: true }).fill(username);
    await page.getByLabel(texts("password"), { exact: true }).fill("Fresh@2024");
    await page.getByLabel(texts("confirm_password")).fill("Fresh@2024");
    await page.getByRole("button", { name: texts("register"), exact: true }).click();
    await expect(page.getByRole("alertdialog")).toContainText(texts("register_success"));
    await expect(page).toHaveURL(/\/m\/home$/);
    await confirmNotice(page);
    await expect(page.getByTestId("top-bar-member")).toHaveText(username);

    const stored = await dev.member(username);
    expect(stored).toMatchObject({
      referralCode: "FRIEND42",
      affiliateCode: "AFF7",
      registerMethod: "H5",
      pixelTrack: expect.objectContaining({ twclid: "tw-click-1", utm_source: "newsletter" }),
    });
    expect(String(stored.loginDeviceId)).toHaveLength(36);
  });

  test("a failed registration shows the server's reason and keeps everything typed", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await page.goto("/m/register");
    if (merchant.features?.MOBILENUMREG3)
      await page.getByRole("tab", { name: texts("register_by_username") }).click();
    await page.getByLabel(texts("username"), { exact: true }).fill("demo");
    await page.getByLabel(texts("password"), { exact: true }).fill("Fresh@2024");
    await page.getByLabel(texts("confirm_password")).fill("Fresh@2024");
    await page.getByLabel(texts("referral_code")).fill("MYCODE");
    await page.getByRole("button", { name: texts("register"), exact: true }).click();
    await expect(page.getByRole("alertdialog")).toContainText("taken");
    await confirmNotice(page);
    await expect(page).toHaveURL(/\/m\/register$/);
    await expect(page.getByLabel(texts("username"), { exact: true })).toHaveValue("demo");
    await expect(page.getByLabel(texts("password"), { exact: true })).toHaveValue("Fresh@2024");
    await expect(page.getByLabel(texts("referral_code"))).toHaveValue("MYCODE");
  });

  test("mobile registration sends an SMS code and uses the merchant's default password, replaced at once", async ({
    page,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const mobile = freshMobile();
    await page.goto("/m/register");
    if (!merchant.features?.MOBILENUMREG3) {
      // Only username registration: no tabs, no mobile number field.
      await expect(page.getByLabel(texts("username"), { exact: true })).toBeVisible();
      await expect(page.getByRole("tab")).toHaveCount(0);
      await expect(page.getByLabel(texts("mobile_number"))).toHaveCount(0);
      return;
    }
    await page.getByRole("tab", { name: texts("register_by_mobile") }).click();
    // UPDATEMOBILEICC3: the dialling code is picked from the country list, the home country first.
    await expect(page.getByRole("button", { name: /\+\d+/ })).toBeVisible();
    await page.getByLabel(texts("mobile_number")).fill(mobile);
    await page.getByRole("button", { name: texts("send_code") }).click();
    const countdown = new RegExp(texts("resend_in").replace("{seconds}", "\\d+"));
    await expect(page.getByRole("button", { name: countdown })).toBeDisabled();
    await page.getByLabel(texts("verification_code")).fill((await dev.lastSmsCode(mobile)).code);
    const asksPassword = !merchant.auth?.defaultMobilePassword;
    if (asksPassword) {
      await page.getByLabel(texts("password"), { exact: true }).fill("Fresh@2024");
      await page.getByLabel(texts("confirm_password")).fill("Fresh@2024");
    } else {
      await expect(page.getByLabel(texts("password"), { exact: true })).toHaveCount(0);
    }
    await page.getByRole("button", { name: texts("register"), exact: true }).click();
    if (!asksPassword) {
      // The default password is weak by rule (spec §5): it is replaced first, and never asked for.
      await expect(page).toHaveURL(/\/m\/changePsw$/);
      await confirmNotice(page);
      await expect(page.getByLabel(texts("old_password"))).toHaveCount(0);
      await page.getByLabel(texts("new_password")).fill("Stronger@2024");
      await page.getByLabel(texts("confirm_password")).fill("Stronger@2024");
      await page.getByRole("button", { name: texts("change_password_submit") }).click();
    }
    await expect(page).toHaveURL(/\/m\/home$/);
    if (asksPassword) await confirmNotice(page);
    await expect(page.getByTestId("top-bar-member")).toBeVisible();
  });
});
