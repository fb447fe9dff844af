/**
 * The back office's settings are live (docs/decisions.md, "The back office's settings are live"):
 * an operator's change reaches the status call, and the next page load shows it without a new
 * build; the merchant file's values show until then.
 */
import { MEMBER_HOME_PATH } from "../engine/routing/aliases";
import { LOGO_URL } from "../engine/ui/brand-url";
import { catalogue, expect, test } from "./fixtures";

test.describe("back-office settings", () => {
  test("the operator's profile-picture count and in-app logo show at the next page load, without a rebuild @one-phone @one-merchant", async ({
    page,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const liveLogo = `/wps/demo/banner/${merchant.code}/1.svg`;
    await dev.signIn(page, "demo");
    await page.goto(MEMBER_HOME_PATH);
    const topBarLogo = page.locator(".wl-top-bar img").first();
    await expect(topBarLogo).toHaveAttribute("src", LOGO_URL);
    await page.getByRole("button", { name: texts("member_change_picture") }).click();
    const pictures = page.getByRole("dialog").getByRole("radio");
    // The merchant file's count (the spec's default of 9 for every sample merchant).
    await expect(pictures).toHaveCount(9);

    await dev.backOffice({ gw: { PROFILE_ICON_COUNT: 4 }, mobileTemplate: { image_logo: liveLogo } });
    await page.reload();
    await expect(topBarLogo).toHaveAttribute("src", liveLogo);
    await expect(topBarLogo).toHaveJSProperty("complete", true);
    expect(await topBarLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole("button", { name: texts("member_change_picture") }).click();
    await expect(pictures).toHaveCount(4);
  });

  test("the operator switching the SMS provider off takes its sign-in away at the next page load @one-phone @merchant:brisa", async ({
    page,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await page.goto("/m/login");
    const smsSignIn = page.getByRole("button", { name: texts("sms_sign_in") });
    await expect(smsSignIn).toBeVisible();

    // The logo changes with it: once it shows, the page has read the back office's settings.
    const liveLogo = `/wps/demo/banner/${merchant.code}/1.svg`;
    await dev.backOffice({ smsProvider: { flag: false }, mobileTemplate: { image_logo: liveLogo } });
    await page.reload();
    await expect(page.locator(".wl-hero img")).toHaveAttribute("src", liveLogo);
    // Every sign-in method's view is a chunk of its own: once none is on its way, all are shown.
    await page.waitForLoadState("networkidle");
    await expect(
      page.getByRole("button", { name: texts("sign_in_with").replace("{provider}", "Google") }),
    ).toBeVisible();
    await expect(smsSignIn).toHaveCount(0);
    await expect(page.getByRole("button", { name: texts("login"), exact: true })).toBeVisible();
  });
});
