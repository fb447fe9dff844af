/**
 * The live SMS login where the merchant's codes go through firebase (docs/testing.md, "The live
 * journeys"): the same member as e2e/sms-sign-in.spec.ts, with every overlay at the merchant's own
 * settings. Firebase's servers are outside this machine, so the code comes from its Auth emulator
 * (e2e/firebase-emulator.ts), the one stand-in here.
 */
import { mergeTests } from "@playwright/test";
import { test as firebaseTest, pickDiallingCode, uniquePhone } from "../firebase-emulator";
import { catalogue } from "../fixtures";
import { EVERYTHING_LIVE, expect, test as liveTest } from "./live-test";
import { linger, look } from "./member";

const test = mergeTests(liveTest, firebaseTest);

test.use(EVERYTHING_LIVE);

test("live: a visitor logs in by a code firebase texts @sms-firebase @one-phone", async ({
  page,
  merchant,
  firebase,
}) => {
  const texts = catalogue(merchant.languages.default);
  const phone = uniquePhone();
  await firebase.bind(phone.e164, "demo");
  await page.goto("/m/login");
  await look(page, merchant);
  await page.getByRole("button", { name: texts("sms_sign_in") }).click();
  const sheet = page.getByRole("dialog", { name: texts("sms_sign_in") });
  await pickDiallingCode(page, sheet, phone.diallingCode);
  await sheet.getByLabel(texts("mobile_number")).fill(phone.number);
  await sheet.getByRole("button", { name: texts("send_code") }).click();
  // The text takes a moment to arrive: the page's time moves on while the sheet is half filled.
  await linger(page);
  await sheet.getByLabel(texts("verification_code")).fill(await firebase.phoneCode(phone.e164));
  await sheet.getByRole("button", { name: texts("login"), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await look(page, merchant);
  await expect(page.getByTestId("top-bar-member")).toHaveText("demo");
});
