import type { APIRequestContext, Page } from "@playwright/test";
import { control } from "./cashier";
import { catalogue, type DevControls, expect, logIn, serverRequest, sessionToken, test } from "./fixtures";
import { XSS_HTML } from "./xss-corpus";

/**
 * The reward centre and one promotion's page as a member and a visitor meet them, against the
 * reference backend's promotions and claims; the back office is its dev controls
 * (docs/dev-controls.md, "Reward centre"). Every test sets REWCEN3 itself (a live flag over the
 * merchant file, undone after the test), so each runs for every merchant, lite included.
 */

let request: APIRequestContext;

test.beforeEach(async ({ playwright, baseURL, merchant, dev }) => {
  request = await serverRequest(playwright, baseURL);
  await control(request, "/__dev/promotions/claims/reset", { merchant: merchant.code });
  await dev.state({ whitelabel: { REWCEN3: true } });
});

test.afterEach(async ({ merchant }) => {
  await control(request, "/__dev/promotions/claims/reset", { merchant: merchant.code });
  await request.dispose();
});

async function promotionNamed(merchant: string, title: string): Promise<{ id: number; title: string }> {
  const response = await request.get("/wps/relay/PROMOFE_getPromotionList", {
    headers: { Merchant: merchant },
  });
  const { promotions } = (await response.json()).value as {
    promotions: Array<{ id: number; title: string }>;
  };
  const found = promotions.find((promotion) => promotion.title === title);
  if (!found) throw new Error(`no promotion "${title}" in ${merchant}`);
  return found;
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

async function homeAsDemo(page: Page, dev: DevControls) {
  await dev.signIn(page, "demo");
  await page.goto("/m/home");
  await expect(page.getByTestId("top-bar-member")).toBeVisible();
}

test.describe("reward center @one-phone", () => {
  test("a member claims a promotion, sees it claimed after a reload, and is told in words when a claim is refused", async ({
    dev,
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await homeAsDemo(page, dev);
    await page
      .getByRole("navigation", { name: texts("nav_main") })
      .getByRole("link", { name: texts("nav_promotions") })
      .click();
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);
    await expect(page.getByRole("heading", { level: 1, name: texts("reward_title") })).toBeVisible();
    await expect(page.getByTestId("reward-login-prompt")).toHaveCount(0);

    const checkIn = card(page, "Daily check-in bonus");
    await checkIn.getByRole("button", { name: texts("reward_claim"), exact: true }).click();
    await expect(checkIn.getByTestId("claim-state")).toHaveText(texts("reward_claimed"));
    await page.reload();
    await expect(card(page, "Daily check-in bonus").getByTestId("claim-state")).toHaveText(
      texts("reward_claimed"),
    );
    // An application waits for review; an ended promotion and an automatic one offer no button.
    const apply = card(page, "First deposit 100%");
    await apply.getByRole("button", { name: texts("reward_apply"), exact: true }).click();
    await expect(apply.getByTestId("claim-state")).toHaveText(texts("reward_applied"));
    await expect(card(page, "New Year red packet").getByTestId("claim-state")).toHaveText(
      texts("reward_ended"),
    );
    await expect(card(page, "Daily lucky draw").getByTestId("claim-state")).toHaveText(
      texts("reward_automatic"),
    );

    // The gift is claimed elsewhere (another phone) while this page still offers it.
    const gift = await promotionNamed(merchant.code, "VIP birthday gift");
    const token = await sessionToken(page);
    const status = await page.evaluate(
      async ({ merchant, id, token }) => {
        const response = await fetch("/wps/relay/PROMOFE_claimPromotion", {
          method: "POST",
          headers: { Merchant: merchant, Authorization: token, "Content-Type": "application/json" },
          body: JSON.stringify({ promotionId: id }),
        });
        return response.status;
      },
      { merchant: merchant.code, id: gift.id, token },
    );
    expect(status).toBe(200);
    const giftCard = card(page, "VIP birthday gift");
    await giftCard.getByRole("button", { name: texts("reward_claim"), exact: true }).click();
    await expect(giftCard.getByRole("alert")).toHaveText(texts("reward_err_claimed"));
    await expect(giftCard.getByTestId("claim-state")).toHaveText(texts("reward_claimed"));

    const claims = await (await request.get(`/__dev/promotions/claims/${merchant.code}/demo`)).json();
    expect(claims.value.map((claim: { state: string }) => claim.state).sort()).toEqual([
      "APPLIED",
      "CLAIMED",
      "CLAIMED",
    ]);
  });

  test("a visitor browses, is asked to log in to claim, and comes back to the reward center after logging in", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await page.goto("/m/rewardCenter");
    // The first visit loads the status, the catalogue and the lazy view: slower on a busy machine.
    await expect(page.getByRole("heading", { level: 1, name: texts("reward_title") })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTestId("reward-login-prompt")).toBeVisible();
    await expect(page.getByTestId("reward-category").first()).toBeVisible();
    const reload = card(page, "Weekend reload 20%");
    await expect(reload.getByRole("button", { name: texts("reward_claim"), exact: true })).toHaveCount(0);
    await reload.getByRole("button", { name: texts("reward_login"), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/login\?from=%2Fm%2FrewardCenter$/);
    await logIn(page, texts, "demo", "Demo@1234");
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);
    await expect(page.getByTestId("reward-login-prompt")).toHaveCount(0);
    await card(page, "Weekend reload 20%")
      .getByRole("button", { name: texts("reward_claim"), exact: true })
      .click();
    await expect(card(page, "Weekend reload 20%").getByTestId("claim-state")).toHaveText(
      texts("reward_claimed"),
    );
  });

  test("an activity opens by its id with its rules and claim; an unknown or missing id is not found, with a way home @one-phone", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const reload = await promotionNamed(merchant.code, "Weekend reload 20%");
    await page.goto(`/m/activity?id=${reload.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Weekend reload 20%" })).toBeVisible();
    await expect(page.getByText("Not combined with other deposit bonuses.")).toBeVisible();
    await expect(page.getByRole("button", { name: texts("reward_login"), exact: true })).toBeVisible();
    await page.getByRole("link", { name: texts("activity_all_promotions") }).click();
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);

    for (const address of ["/m/activity?id=999999", "/m/activity?id=abc", "/m/activity"]) {
      await page.goto(address);
      await expect(page.getByTestId("activity-not-found")).toHaveText(texts("activity_not_found"));
    }
    await page.getByRole("link", { name: texts("back_home"), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test("with REWCEN3 off the reward center is not found and nothing leads to it @one-phone", async ({
    page,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await homeAsDemo(page, dev);
    const tabs = page.getByRole("navigation", { name: texts("nav_main") });
    await expect(tabs.getByRole("link", { name: texts("nav_promotions") })).toBeVisible();

    await dev.state({ whitelabel: { REWCEN3: false } });
    await page.goto("/m/home");
    await expect(tabs.getByRole("link").first()).toBeVisible();
    await expect(tabs.getByRole("link", { name: texts("nav_promotions") })).toHaveCount(0);
    await page.goto("/m/member/home");
    await expect(page.getByTestId("member-vip")).toBeVisible();
    await expect(page.getByRole("link", { name: texts("member_rewards") })).toHaveCount(0);
    await page.goto("/m/rewardCenter");
    await expect(page.getByRole("heading", { name: texts("not_found_title") })).toBeVisible();
    await expect(page.getByTestId("reward-category")).toHaveCount(0);
    // One promotion's page stays (home banners open it), without a claim or a way to the centre.
    const gift = await promotionNamed(merchant.code, "VIP birthday gift");
    await page.goto(`/m/activity?id=${gift.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "VIP birthday gift" })).toBeVisible();
    await expect(page.getByRole("button", { name: texts("reward_claim"), exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: texts("activity_all_promotions") })).toHaveCount(0);
  });

  test("rules carrying scripts, event handlers and javascript: links render as text and run nothing @one-phone @one-merchant", async ({
    page,
    merchant,
    dev,
  }) => {
    dev.resetAfterTest();
    const texts = catalogue(merchant.languages.default);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // The shared corpus (e2e/xss-corpus.ts), led by a readable paragraph.
    const payload = XSS_HTML;
    const added = await control(request, "/__dev/promotions", {
      merchant: merchant.code,
      title: "Hostile rules",
      content: payload,
    });

    await page.goto(`/m/activity?id=${added.id}`);
    const rules = page.getByTestId("activity");
    await expect(rules.getByTestId("xss-safe")).toHaveText("Safe text survives");
    await rules.getByText("link", { exact: true }).click();
    await page.goto("/m/rewardCenter");
    const hostile = card(page, "Hostile rules");
    await hostile.getByText(texts("reward_rules"), { exact: true }).click();
    await expect(hostile.getByTestId("xss-safe")).toHaveText("Safe text survives");
    // Give any handler that slipped through time to fire (an image error, a toggle) before looking.
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(
      await hostile.evaluate(
        (element) =>
          element.querySelectorAll("script, iframe, [onerror], [onload], [ontoggle], a[href^='javascript']")
            .length,
      ),
    ).toBe(0);
  });
});
