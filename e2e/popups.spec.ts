/**
 * The announcement popup and the welcome image popups (spec §4, §6, §9; docs/engagement/popups.md),
 * for a visitor, a member and a first login, against the reference server's seeded popups (one
 * per execution kind, server/seed-data/promotions.ts) or a list set by POST /__dev/content.
 * The page's clock is Playwright's: the 1 s show delay, the 20 s welcome delay and midnight pass
 * when the test says. Each merchant's own popups config decides what a test expects (royal:
 * registerFirst and forcePopup, sahara: forceRead, lite: the classic variant).
 */

import type { APIRequestContext, Page } from "@playwright/test";
import {
  POPUP_AUTOPLAY_MS,
  POPUP_SHOW_DELAY_MS,
  POPUP_TRANSITION_MS,
  TOAST_MS,
  WELCOME_POPUP_DELAY_DEFAULT_MS,
} from "../engine/constants";
import { control } from "./cashier";
import { pauseSoon } from "./clock";
import { catalogue, expect, serverRequest, test } from "./fixtures";

test.use({ quietPopups: false });

const popup = (page: Page) => page.getByTestId("announcement-popup");

/** The page has read its popup list and the show delay is over: the popup shows now if it is due. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.clock.runFor(POPUP_SHOW_DELAY_MS + 100);
}

/** Milliseconds from the page's now to its next local midnight. */
const toMidnight = (page: Page) =>
  page.evaluate(() => {
    const midnight = new Date();
    midnight.setHours(24, 0, 0, 0);
    return midnight.getTime() - Date.now();
  });

let request: APIRequestContext;
test.beforeEach(async ({ playwright, baseURL, page }) => {
  request = await serverRequest(playwright, baseURL);
  await page.clock.install({ time: new Date("2026-03-10T12:00:00Z") });
});
test.afterEach(async ({ merchant }) => {
  await control(request, "/__dev/content", { merchant: merchant.code, popup: null, banners: null });
  await request.dispose();
});

test.describe("announcement popup", () => {
  test("a visitor sees the B popup; 'go to activity' leads to sign-up or sign-in @one-phone", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await page.goto("/");
    await settle(page);
    await expect(popup(page)).toContainText("Join today");
    if (merchant.popups?.variant === "classic") {
      await expect(page.getByRole("dialog", { name: texts("popup_announcement") })).toBeVisible();
      await expect(popup(page).getByLabel(texts("popup_do_not_show_again"))).toBeVisible();
    } else {
      await expect(page.getByRole("dialog", { name: "Join today" })).toBeVisible();
    }
    await popup(page)
      .getByRole("button", { name: texts("popup_go_to_activity") })
      .click();
    await expect(page).toHaveURL(merchant.popups?.registerFirst ? /\/m\/register$/ : /\/m\/login$/);
    await expect(popup(page)).toHaveCount(0);
  });

  test("a member sees the A popup; 'go to activity' opens the reward centre @one-phone", async ({
    page,
    dev,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await dev.signIn(page, "demo");
    await page.goto("/");
    await settle(page);
    await expect(popup(page)).toContainText("Weekend reload bonus");
    await expect(popup(page)).not.toContainText("Join today");
    await expect(popup(page).getByRole("button", { name: texts("popup_know_it") })).toBeVisible();
    await popup(page)
      .getByRole("button", { name: texts("popup_go_to_activity") })
      .click();
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  });

  test("a first login sees F then A; forceRead makes close move on @one-phone", async ({
    page,
    dev,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await dev.signIn(page, "weak");
    await page.goto("/");
    await settle(page);
    await expect(popup(page)).toContainText("Welcome aboard");
    // A notice: no promo footer.
    await expect(popup(page).getByRole("button", { name: texts("popup_know_it") })).toHaveCount(0);
    await popup(page)
      .getByRole("button", { name: texts("close"), exact: true })
      .click();
    if (merchant.popups?.forceRead) {
      await expect(popup(page)).toContainText("Weekend reload bonus");
      await popup(page)
        .getByRole("button", { name: texts("popup_know_it") })
        .click();
    }
    await expect(popup(page)).toHaveCount(0);
  });

  test("autoplay turns the slides every 5 s until the member touches the popup @one-phone @one-merchant", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const items = ["One", "Two", "Three"].map((title, id) => ({
      id,
      title,
      content: `<p>${title} body</p>`,
      execution: "B",
    }));
    await control(request, "/__dev/content", { merchant: merchant.code, popup: items });
    await page.goto("/");
    await settle(page);
    const shows = (text: string) =>
      expect(popup(page).getByText(`${text} body`, { exact: true })).toBeVisible();
    await shows("One");
    await pauseSoon(page, 500);
    await page.clock.runFor(POPUP_AUTOPLAY_MS);
    await shows("Two");
    await popup(page)
      .getByRole("button", { name: texts("popup_next") })
      .click();
    await shows("Three");
    await page.clock.runFor(POPUP_AUTOPLAY_MS * 2);
    await shows("Three");
  });

  test("'do not show today' survives a reload and ends at midnight @one-phone @one-merchant", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const classic = merchant.popups?.variant === "classic";
    await page.goto("/");
    await settle(page);
    await expect(popup(page)).toBeVisible();
    await popup(page)
      .getByLabel(texts(classic ? "popup_do_not_show_again" : "popup_do_not_show_today"))
      .check();
    await popup(page)
      .getByRole("button", { name: texts("close"), exact: true })
      .click();
    await expect(popup(page)).toHaveCount(0);

    // Hidden on every page load of the day, forcePopup or not.
    await page.reload();
    await settle(page);
    await expect(popup(page)).toHaveCount(0);

    // The next local midnight ends today's hiding; classic's 'again' holds until the list changes.
    await page.clock.fastForward((await toMidnight(page)) + 60_000);
    await page.reload();
    await settle(page);
    if (classic) await expect(popup(page)).toHaveCount(0);
    else await expect(popup(page)).toContainText("Join today");
  });

  test("closed, it stays closed (forcePopup aside) until an item changes; content is sanitised @one-phone @one-merchant", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await page.goto("/");
    await settle(page);
    await expect(popup(page)).toBeVisible();
    await popup(page)
      .getByRole("button", { name: texts("close"), exact: true })
      .click();
    await expect(popup(page)).toHaveCount(0);

    await page.reload();
    await settle(page);
    if (merchant.popups?.forcePopup) await expect(popup(page)).toContainText("Join today");
    else await expect(popup(page)).toHaveCount(0);

    // The back office edits the item: script, handler and a missing picture in its HTML.
    await control(request, "/__dev/content", {
      merchant: merchant.code,
      popup: [
        {
          id: 1,
          title: "Join today — updated",
          content:
            '<p>New bonus</p><script>window.__popupXss = 1</script><img src="/missing.png" onerror="window.__popupXss = 2">',
          promotionType: null,
          execution: "B",
        },
      ],
    });
    await page.reload();
    await settle(page);
    await expect(popup(page)).toContainText("New bonus");
    await expect(popup(page)).toContainText("Join today — updated");
    expect(await page.evaluate(() => (window as { __popupXss?: number }).__popupXss)).toBeUndefined();
  });
});

test.describe("welcome image popups", () => {
  test("after 20 s on home only: the first with copy link, then the updated second; saving ends them @one-phone", async ({
    page,
    merchant,
    baseURL,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const image = (n: number) => `${baseURL}/wps/demo/banner/${merchant.code}/${n}.svg`;
    await control(request, "/__dev/content", {
      merchant: merchant.code,
      popup: [],
      banners: [
        { title: "Welcome gift", url: image(1), groupName: "m_popup1" },
        { title: "Keep us close", url: image(2), groupName: "m_popup2" },
      ],
    });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);

    // Not off home, whatever the wait.
    await page.goto("/m/login");
    await page.waitForLoadState("networkidle");
    await page.clock.runFor(WELCOME_POPUP_DELAY_DEFAULT_MS + 1_000);
    await expect(page.getByTestId("welcome-popup-1")).toHaveCount(0);

    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // From here the page's time moves only when the test says; the page took a few seconds at most.
    await pauseSoon(page, 500);
    await page.clock.runFor(WELCOME_POPUP_DELAY_DEFAULT_MS - 5_000);
    await expect(page.getByTestId("welcome-popup-1")).toHaveCount(0);
    // The popup's view renders with the page's frames: time flows again.
    await page.clock.resume();
    await page.clock.runFor(5_500);
    const first = page.getByTestId("welcome-popup-1");
    await expect(first.getByRole("img", { name: "Welcome gift" })).toBeVisible();
    await first.getByRole("button", { name: texts("welcome_copy_link") }).click();
    await expect(page.getByText(texts("copied"), { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(image(1));
    await page.clock.runFor(TOAST_MS + 100);
    await expect(page.getByText(texts("copied"), { exact: true })).toHaveCount(0);

    await first.getByRole("button", { name: texts("close"), exact: true }).click();
    const second = page.getByTestId("welcome-popup-2");
    await expect(second).toContainText(texts("welcome_save_description"));
    const download = page.waitForEvent("download");
    await second.getByRole("button", { name: texts("welcome_save") }).click();
    expect((await download).suggestedFilename()).toBe("2.svg");
    await page.clock.runFor(POPUP_TRANSITION_MS);
    await expect(second).toHaveCount(0);

    // Closed for this session: not again on home.
    await page.reload();
    await page.waitForLoadState("networkidle");
    await page.clock.runFor(WELCOME_POPUP_DELAY_DEFAULT_MS + 1_000);
    await expect(page.getByTestId("welcome-popup-1")).toHaveCount(0);
  });
});
