import { expect, pickDiallingCode, test, uniquePhone } from "./firebase-emulator";
import { catalogue } from "./fixtures";

/** Tagged: only projects of merchants with auth.smsLogin "firebase" run these (playwright.config.ts). */
test.describe("SMS-code sign-in through firebase @sms-firebase @one-phone", () => {
  test("a member bound to the phone number signs in with the texted code", async ({
    page,
    merchant,
    firebase,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const phone = uniquePhone();
    await firebase.bind(phone.e164, "demo");
    await page.goto("/m/login");
    await page.getByRole("button", { name: texts("sms_sign_in") }).click();
    const sheet = page.getByRole("dialog", { name: texts("sms_sign_in") });
    await pickDiallingCode(page, sheet, phone.diallingCode);
    await sheet.getByLabel(texts("mobile_number")).fill(phone.number);
    await sheet.getByRole("button", { name: texts("send_code") }).click();
    // No expiry comes back from the provider: the resend button counts down from the fallback.
    const resend = sheet.getByRole("button", {
      name: new RegExp(texts("resend_in").replace("{seconds}", "\\d+")),
    });
    await expect(resend).toBeDisabled();
    await sheet.getByLabel(texts("verification_code")).fill(await firebase.phoneCode(phone.e164));
    await sheet.getByRole("button", { name: texts("login"), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId("top-bar-member")).toHaveText("demo");
  });

  test("a wrong code is explained with its provider code, and what was typed stays", async ({
    page,
    merchant,
    firebase,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const phone = uniquePhone();
    await page.goto("/m/login");
    await page.getByRole("button", { name: texts("sms_sign_in") }).click();
    const sheet = page.getByRole("dialog", { name: texts("sms_sign_in") });
    await pickDiallingCode(page, sheet, phone.diallingCode);
    await sheet.getByLabel(texts("mobile_number")).fill(phone.number);
    await sheet.getByRole("button", { name: texts("send_code") }).click();
    const sent = await firebase.phoneCode(phone.e164);
    const wrong = sent === "000000" ? "111111" : "000000";
    await sheet.getByLabel(texts("verification_code")).fill(wrong);
    await sheet.getByRole("button", { name: texts("login"), exact: true }).click();
    const alert = page.getByRole("alertdialog");
    await expect(alert).toContainText(texts("auth_invalid_code"));
    await expect(alert).toContainText("Code: auth/invalid-verification-code");
    await alert.getByRole("button").click();
    await expect(sheet.getByLabel(texts("mobile_number"))).toHaveValue(phone.number);
    await expect(sheet.getByLabel(texts("verification_code"))).toHaveValue(wrong);
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test("a code confirmed before any was sent reads as expired", async ({ page, merchant }) => {
    const texts = catalogue(merchant.languages.default);
    await page.goto("/m/login");
    await page.getByRole("button", { name: texts("sms_sign_in") }).click();
    const sheet = page.getByRole("dialog", { name: texts("sms_sign_in") });
    await sheet.getByLabel(texts("verification_code")).fill("123456");
    await sheet.getByRole("button", { name: texts("login"), exact: true }).click();
    const alert = page.getByRole("alertdialog");
    await expect(alert).toContainText(texts("auth_code_expired"));
    await expect(alert).toContainText("Code: auth/code-expired");
  });
});
