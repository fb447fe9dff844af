/**
 * Live journeys (docs/testing.md, "The live journeys"): a member's own corner, with every overlay
 * at the merchant's own settings: the language changed from the top bar, a reward claimed in the
 * reward centre (where the merchant has one, REWCEN3), and feedback sent.
 */
import type { MerchantConfig } from "../../engine/config/merchant-config";
import { LANGUAGES } from "../../engine/i18n/languages";
import { control } from "../cashier";
import { catalogue, serverRequest } from "../fixtures";
import { EVERYTHING_LIVE, expect, test } from "./live-test";
import { linger, look } from "./member";

test.use(EVERYTHING_LIVE);

/** A language the merchant offers besides its default (every sample merchant offers several). */
function otherLanguage(merchant: MerchantConfig) {
  // Any language but the first will do: every merchant offers two or more, and which one is no branch.
  const { supported, default: first } = merchant.languages;
  const other = supported.find((code) => code !== first);
  if (!other) throw new Error(`${merchant.code} offers one language: this journey needs two`);
  return other;
}

test.describe("live: a member", { tag: "@one-phone" }, () => {
  test("changes the language, claims a reward where the merchant has the reward centre, and sends feedback", async ({
    page,
    merchant,
    dev,
    playwright,
    baseURL,
  }) => {
    // The platform keeps demo's new language, and the claim: both are given back after the test.
    dev.resetAfterTest();
    const request = await serverRequest(playwright, baseURL);
    await control(request, "/__dev/promotions/claims/reset", { merchant: merchant.code });
    await dev.signIn(page, "demo");
    await page.goto("/m/home");
    await look(page, merchant);

    const other = otherLanguage(merchant);
    await page
      .getByRole("button", { name: new RegExp(catalogue(merchant.languages.default)("language")) })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: LANGUAGES[other].nativeName }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGES[other].locale);
    await look(page, merchant);
    const texts = catalogue(other);

    const promotions = page
      .getByRole("navigation", { name: texts("nav_main") })
      .getByRole("link", { name: texts("nav_promotions"), exact: true });
    if (merchant.features?.REWCEN3 === false) {
      // No reward centre here: nothing leads to one.
      await expect(promotions).toHaveCount(0);
    } else {
      await promotions.click();
      await expect(page).toHaveURL(/\/m\/rewardCenter$/);
      await look(page, merchant);
      const checkIn = page.getByRole("article", { name: "Daily check-in bonus" });
      await checkIn.getByRole("button", { name: texts("reward_claim"), exact: true }).click();
      await expect(checkIn.getByTestId("claim-state")).toHaveText(texts("reward_claimed"));
    }

    await page.goto("/m/feedback");
    await expect(page.getByRole("heading", { level: 1, name: texts("feedback_title") })).toBeVisible();
    await look(page, merchant);
    const message = `Live journey feedback ${Date.now()}`;
    await page
      .getByTestId("feedback-form")
      .getByText(texts("feedback_category_game"), { exact: true })
      .click();
    await page.getByLabel(texts("feedback_message"), { exact: true }).fill(message);
    await linger(page);
    await page.getByRole("button", { name: texts("feedback_submit") }).click();
    await expect(page.getByText(texts("feedback_sent"))).toBeVisible();
    await expect(page.getByTestId("feedback-history").getByTestId("feedback-item").first()).toContainText(
      message,
    );
    await control(request, "/__dev/promotions/claims/reset", { merchant: merchant.code });
    await request.dispose();
  });
});
