/**
 * The install prompt, its iOS guide and the install banner (spec §2, §4, §9;
 * docs/engagement/install.md) as a member sees them, on the fake clock: at init with the browser's
 * install event, without it (iOS), after login, after a deposit count, forced, and where it never
 * shows. The lite merchant has switched installing off: there every journey checks it stays away.
 */

import type { APIRequestContext, Page } from "@playwright/test";
import {
  INSTALL_PROMPT_POLL_INTERVAL_MS,
  INSTALL_PROMPT_POLL_TRIES,
  POPUP_SHOW_DELAY_MS,
  PROMPT_AFTER_LOGIN_MS,
} from "../engine/constants";
import { control } from "./cashier";
import { pauseSoon } from "./clock";
import { catalogue, expect, logIn, serverRequest, test } from "./fixtures";

/** Past the init poll (20 × 150 ms) and the popup's 1 s, the settings call and the lazy overlay's arrival. */
const PAST_INIT_MS = INSTALL_PROMPT_POLL_TRIES * INSTALL_PROMPT_POLL_INTERVAL_MS + POPUP_SHOW_DELAY_MS + 500;

/** A browser that offers installing: a `beforeinstallprompt` of our own once the page has loaded. */
async function offerInstall(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener("load", () => {
      const event = new Event("beforeinstallprompt", { cancelable: true });
      Object.assign(event, {
        prompt: async () => {
          (window as unknown as { installAsked: boolean }).installAsked = true;
        },
        userChoice: Promise.resolve({ outcome: "accepted" }),
      });
      window.dispatchEvent(event);
    });
  });
}

/** The install settings the back office would set, given back after the test. */
async function withSettings(
  request: APIRequestContext,
  merchant: string,
  settings: Record<string, { enabled: boolean; value?: string | number }>,
) {
  await control(request, "/__dev/install-settings", { merchant, settings });
  return () =>
    control(request, "/__dev/install-settings", {
      merchant,
      settings: Object.fromEntries(Object.keys(settings).map((name) => [name, null])),
    });
}

const promptOf = (page: Page) => page.getByRole("dialog").filter({ has: page.getByTestId("install-prompt") });

test.use({ installPrompt: "live" });

/**
 * Chromium may offer installing the test page itself (it has a manifest): its own event, arriving
 * at a moment of its choosing, would make these journeys depend on the browser's mood. The page
 * meets only the events a test dispatches.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.addEventListener(
      "beforeinstallprompt",
      (event) => {
        if (event.isTrusted) event.stopImmediatePropagation();
      },
      true,
    );
  });
});

test.describe("install prompt", () => {
  test("@one-phone a visitor on home gets the prompt at init with the browser's event; Install asks the browser and says it is installing", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await offerInstall(page);
    await page.clock.install();
    await page.goto("/m/home");
    await page.clock.runFor(PAST_INIT_MS);
    const prompt = promptOf(page);
    if (merchant.installPrompt?.enabled === false) {
      await expect(page.getByTestId("install-banner")).toHaveCount(0);
      await expect(prompt).toHaveCount(0);
      return;
    }
    await expect(prompt).toBeVisible();
    await expect(page.getByTestId("install-prompt")).toHaveAttribute(
      "data-theme",
      merchant.installPrompt?.theme ?? "light",
    );
    // Time stands still from here, so the 1.5 s toast cannot leave before it is read.
    await pauseSoon(page, 100);
    await prompt.getByRole("button", { name: texts("install_button"), exact: true }).click();
    await expect(page.getByText(texts("install_installing"))).toBeVisible();
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { installAsked?: boolean }).installAsked)).toBe(
      true,
    );
  });

  test("without the browser's event the prompt shows after the poll; Install opens the two-step guide on an iPhone, the menu's way elsewhere", async ({
    page,
    merchant,
  }, testInfo) => {
    const texts = catalogue(merchant.languages.default);
    await page.clock.install();
    await page.goto("/m/home");
    await page.clock.runFor(PAST_INIT_MS);
    const prompt = promptOf(page);
    if (merchant.installPrompt?.enabled === false) {
      await expect(prompt).toHaveCount(0);
      return;
    }
    await prompt.getByRole("button", { name: texts("install_button"), exact: true }).click();
    if (!testInfo.project.name.endsWith("-iphone")) {
      await expect(prompt.getByText(texts("install_how_browser"))).toBeVisible();
      return;
    }
    await expect(prompt.getByRole("heading", { name: texts("ios_guide_title") })).toBeVisible();
    await expect(prompt.getByRole("listitem")).toHaveText([
      texts("ios_guide_step_share"),
      texts("ios_guide_step_add"),
    ]);
    // The iPhone 13 profile runs iOS 15: after the native app download, the setup profile.
    const download = page.waitForEvent("popup");
    await prompt.getByRole("button", { name: texts("install_download_app") }).click();
    await (await download).close();
    await expect(prompt.getByText(texts("app_goto_setting"))).toBeVisible();
    await prompt.getByRole("button", { name: texts("install_continue") }).click();
    await expect(page).toHaveURL(/\/wps\/demo\/app\?.*platform=MOBILECONFIG/);
  });

  test("@one-phone after a login it shows on home once 2 s have passed, not on the login page", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await page.clock.install();
    await page.goto("/m/login");
    await page.clock.runFor(PAST_INIT_MS);
    const prompt = promptOf(page);
    await expect(prompt).toHaveCount(0);
    await logIn(page, texts, "demo", "Demo@1234");
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.clock.runFor(PROMPT_AFTER_LOGIN_MS);
    if (merchant.installPrompt?.enabled === false) {
      await expect(prompt).toHaveCount(0);
      return;
    }
    await expect(prompt).toBeVisible();
  });

  test("@one-phone a deposit count fires it, shown back on home; closed, it stays away for the session until the banner asks", async ({
    page,
    merchant,
    dev,
    playwright,
    baseURL,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const request = await serverRequest(playwright, baseURL);
    // demo has three arrived deposits.
    const restore = await withSettings(request, merchant.code, {
      deposit_least_times: { enabled: true, value: 3 },
      bottom_app_bar_mode: { enabled: true, value: "sheet" },
      bottom_app_desc: { enabled: true, value: "Play faster from your home screen" },
    });
    try {
      await dev.signIn(page, "demo");
      await page.clock.install();
      await page.goto("/m/member/home");
      await page.clock.runFor(PAST_INIT_MS);
      const prompt = promptOf(page);
      await expect(prompt).toHaveCount(0);
      await page
        .getByRole("navigation")
        .getByRole("link", { name: texts("nav_home") })
        .click();
      await page.clock.runFor(500);
      if (merchant.installPrompt?.enabled === false) {
        await expect(prompt).toHaveCount(0);
        return;
      }
      await expect(prompt).toBeVisible();
      await prompt.getByRole("button", { name: texts("install_close") }).click();
      await page.clock.runFor(500);
      await expect(prompt).toHaveCount(0);

      await page.reload();
      await page.clock.runFor(PAST_INIT_MS);
      await expect(prompt).toHaveCount(0);
      const banner = page.getByTestId("install-banner");
      await expect(banner).toContainText("Play faster from your home screen");
      await banner.getByRole("button", { name: texts("install_button") }).click();
      await expect(prompt).toBeVisible();
    } finally {
      await restore();
      await request.dispose();
    }
  });

  test("@one-phone a forced prompt has no close, and stays forced for the session", async ({
    page,
    merchant,
    dev,
    playwright,
    baseURL,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const request = await serverRequest(playwright, baseURL);
    const restore = await withSettings(request, merchant.code, {
      deposit_least_times: { enabled: true, value: 1 },
      deposit_least_times_forced: { enabled: true, value: 3 },
    });
    try {
      await dev.signIn(page, "demo");
      await page.clock.install();
      await page.goto("/m/home");
      await page.clock.runFor(PAST_INIT_MS);
      const prompt = promptOf(page);
      if (merchant.installPrompt?.enabled === false) {
        await expect(prompt).toHaveCount(0);
        return;
      }
      await expect(prompt).toBeVisible();
      await expect(prompt.getByRole("button", { name: texts("install_close") })).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(prompt).toBeVisible();

      await page.reload();
      await page.clock.runFor(PAST_INIT_MS);
      await expect(prompt).toBeVisible();
      await expect(prompt.getByRole("button", { name: texts("install_close") })).toHaveCount(0);
    } finally {
      await restore();
      await request.dispose();
    }
  });

  test("@one-phone never inside the native app", async ({ page }) => {
    await page.clock.install();
    await page.goto("/m/home?inApp=android");
    await page.clock.runFor(PAST_INIT_MS);
    await expect(page.getByRole("navigation").first()).toBeVisible();
    await expect(promptOf(page)).toHaveCount(0);
    await expect(page.getByTestId("install-banner")).toHaveCount(0);
  });
});
