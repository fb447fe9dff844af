/**
 * Live journeys (docs/testing.md, "The live journeys"): a visitor's first visit and registration,
 * and the login (wrong, right, by SMS code), with every overlay at the merchant's own settings.
 */
import { LOGIN_REQUEST_LOCK_MS } from "../../engine/constants";
import { catalogue } from "../fixtures";
import { EVERYTHING_LIVE, expect, test } from "./live-test";
import { hurriedTap, linger, look } from "./member";

test.use(EVERYTHING_LIVE);

/** A username the backend has not seen: 4–16 letters or digits. */
const freshName = () => `live${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.slice(0, 16);

test.describe("live: a visitor", { tag: "@one-phone" }, () => {
  test("first visit to home, then registers and lands on home as a member", async ({ page, merchant }) => {
    const texts = catalogue(merchant.languages.default);
    // The address a visitor types: the site's root, one of home's paths.
    await page.goto("/");
    await look(page, merchant);
    // The page behind: the brand and the games the backend sent, and nothing covers the way on.
    await expect(page.getByTestId("vendor-lane").first()).toBeVisible();
    await page
      .getByRole("link", { name: texts("register"), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/m\/register$/);
    await look(page, merchant);

    if (merchant.features?.MOBILENUMREG3)
      await page.getByRole("tab", { name: texts("register_by_username") }).click();
    const username = freshName();
    await page.getByLabel(texts("username"), { exact: true }).fill(username);
    await page.getByLabel(texts("password"), { exact: true }).fill("Fresh@2024");
    // The visitor takes a moment before confirming: what falls due now waits for the form.
    await linger(page);
    await page.getByLabel(texts("confirm_password")).fill("Fresh@2024");
    await page.getByRole("button", { name: texts("register"), exact: true }).click();
    const notice = page.getByRole("alertdialog");
    await expect(notice).toContainText(texts("register_success"));
    await notice.getByRole("button").click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await look(page, merchant);
    await expect(page.getByTestId("top-bar-member")).toHaveText(username);
  });

  test("logs in: a wrong password typed at once, then the right one", async ({ page, merchant }) => {
    const texts = catalogue(merchant.languages.default);
    // The visitor opens the login page and starts typing as soon as the form is there.
    await page.goto("/m/login");
    const username = page.getByLabel(texts("username"), { exact: true });
    // The tap into the field: from then on the page knows a form is being filled.
    await hurriedTap(page, merchant, username);
    await username.fill("demo");
    await page.getByLabel(texts("password"), { exact: true }).fill("not-the-password");
    await linger(page);
    await page.getByRole("button", { name: texts("login"), exact: true }).click();
    const notice = page.getByRole("alertdialog");
    await expect(notice).toBeVisible();
    await linger(page);
    await notice.getByRole("button").click();
    await expect(username).toHaveValue("demo");

    await page.getByLabel(texts("password"), { exact: true }).fill("Demo@1234");
    await linger(page, LOGIN_REQUEST_LOCK_MS);
    await page.getByRole("button", { name: texts("login"), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await look(page, merchant);
    await expect(page.getByTestId("top-bar-member")).toHaveText("demo");
  });

  // Where the codes go through firebase, the live journey is live-sms-firebase.spec.ts (its Auth emulator).
  test("logs in by a code the platform texts @sms-platform", async ({ page, merchant, dev }) => {
    const texts = catalogue(merchant.languages.default);
    await page.goto("/m/login");
    await look(page, merchant);
    await page.getByRole("tab", { name: texts("login_with_sms_code") }).click();
    await page.getByLabel(texts("mobile_number")).fill("13800138000");
    await page.getByRole("button", { name: texts("send_code") }).click();
    // The text takes a moment to arrive: the page's time moves on while the form is half filled.
    await linger(page);
    await page.getByLabel(texts("verification_code")).fill((await dev.lastSmsCode("13800138000")).code);
    await page.getByRole("button", { name: texts("login"), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await look(page, merchant);
    await expect(page.getByTestId("top-bar-member")).toHaveText("demo");
  });
});
