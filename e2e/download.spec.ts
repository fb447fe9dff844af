/**
 * The download bar, the app-download modal, the app-upgrade modal and the splash (spec §2, §4,
 * §9), as a member sees them: the bar's rules (hidden in the app and on a home-screen launch,
 * closed for the session, login when the settings ask), the modal's primary button per phone,
 * and the upgrade modal inside an old native shell, mandatory or not.
 */

import type { APIRequestContext, Browser, TestInfo } from "@playwright/test";
import { APP_UPGRADE_LATEST_VERSION, SPLASH_DELAY_MS } from "../engine/constants";
import { pauseSoon } from "./clock";
import { catalogue, expect, scoped, serverRequest, test } from "./fixtures";

async function resources(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post("/__dev/resources", { data: body });
  expect(response.ok()).toBe(true);
}

/** The project's phone inside the merchant's native shell of this version. */
async function nativePhone(browser: Browser, testInfo: TestInfo, version: string) {
  const { baseURL, locale, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
    testInfo.project.use;
  const platform = /iPhone/.test(userAgent ?? "") ? "ios" : "android";
  return scoped(
    await browser.newContext({
      baseURL,
      locale,
      viewport,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      reducedMotion: "reduce",
      serviceWorkers: "block",
      userAgent: `${userAgent} WLApp/${platform}/${version}`,
    }),
    baseURL,
  );
}

test.describe("download bar and app download", () => {
  // What a test changes goes back: the seeded links, and the merchant file's bar settings.
  let seeded: unknown = null;
  test.beforeEach(async ({ playwright, baseURL, merchant }) => {
    const request = await serverRequest(playwright, baseURL);
    const response = await request.post("/__dev/resources", { data: { merchant: merchant.code } });
    seeded = (await response.json()).value.resources;
    await request.dispose();
  });
  test.afterEach(async ({ playwright, baseURL, merchant }) => {
    const request = await serverRequest(playwright, baseURL);
    await resources(request, { merchant: merchant.code, resources: seeded, downloadBar: null });
    await request.dispose();
  });

  test("a visitor sees the bar with the app icon, 5.0 stars and the bonus gift; closing hides it for the session @one-phone", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await page.goto("/m/home");
    const bar = page.getByTestId("download-bar");
    await expect(bar).toBeVisible();
    await expect(
      bar.getByRole("img", { name: texts("download_bar_rating").replace("{grade}", "5.0") }),
    ).toBeVisible();
    await expect(bar.getByRole("img", { name: texts("download_bar_bonus") })).toBeVisible();
    await expect(bar.getByTestId("app-icon")).toHaveAttribute("src", /app-icon/);
    await bar.getByRole("button", { name: texts("download_bar_close") }).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("navigation").first()).toBeVisible();
    await expect(page.getByTestId("download-bar")).toHaveCount(0);
  });

  test("no bar inside the native app, on a home-screen launch, or without a usable link; the splash shows once there @one-phone", async ({
    page,
    merchant,
    playwright,
    baseURL,
  }) => {
    await page.clock.install();
    await page.goto("/m/home?inApp=android");
    // Time stops here and moves in small steps until the splash shows (the stamped page's, with
    // the first paint), so none of its delay (its own timers, on the page's clock) passes unseen.
    await pauseSoon(page);
    await expect
      .poll(
        async () => {
          await page.clock.runFor(50);
          return page.getByTestId("splash").count();
        },
        // Polled at a steady pace: the default one slows to a second a look, 50 ms of page time each.
        { timeout: 15_000, intervals: [100] },
      )
      .toBe(1);
    await page.clock.runFor(SPLASH_DELAY_MS + 500);
    await expect(page.getByTestId("splash")).toHaveCount(0);
    // Once per session: time runs again; on the reload neither the stamped page nor the app's
    // rules show it.
    await page.clock.resume();
    await expect(page.getByTestId("download-bar")).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("navigation").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.clock.runFor(500);
    await expect(page.getByTestId("splash")).toHaveCount(0);

    await page.goto("/m/home?homescreen=1");
    await expect(page.getByRole("navigation").first()).toBeVisible();
    await expect(page.getByTestId("download-bar")).toHaveCount(0);

    // A plain tab: no splash, and no bar when the only links are not http(s).
    const request = await serverRequest(playwright, baseURL);
    await resources(request, {
      merchant: merchant.code,
      resources: [
        { resourceType: "Android", url: "javascript:alert(1)" },
        { resourceType: "IOS", url: "data:text/html,x" },
      ],
    });
    await request.dispose();
    await page.goto("/m/home");
    await expect(page.getByRole("navigation").first()).toBeVisible();
    await page.clock.runFor(500);
    await expect(page.getByTestId("download-bar")).toHaveCount(0);
    await expect(page.getByTestId("splash")).toHaveCount(0);
  });

  test("with login required, only a member sees the bar @one-phone", async ({
    page,
    merchant,
    dev,
    playwright,
    baseURL,
  }) => {
    const request = await serverRequest(playwright, baseURL);
    await resources(request, { merchant: merchant.code, downloadBar: { loginRequired: true } });
    await request.dispose();
    await page.goto("/m/home");
    await expect(page.getByRole("navigation").first()).toBeVisible();
    await expect(page.getByTestId("download-bar")).toHaveCount(0);
    await dev.signIn(page, "demo");
    await page.goto("/m/home");
    await expect(page.getByTestId("download-bar")).toBeVisible();
  });

  test("the bar opens the app-download modal: the message, the primary button by phone, the native download, continue closes", async ({
    page,
    merchant,
  }, testInfo) => {
    const texts = catalogue(merchant.languages.default);
    await page.goto("/m/home");
    // The overlays' rules load after the first page: a tap before that opens the download directly.
    await page.waitForLoadState("networkidle");
    await page.getByTestId("download-bar").getByRole("button").first().click();
    const modal = page.getByRole("dialog", {
      name: texts("app_download_title").replace("{name}", merchant.name),
    });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText("app-download bonus");
    const buttons = modal.getByRole("button", {
      name: new RegExp(`${texts("app_download_native")}|${texts("app_download_web")}`),
    });
    await expect(buttons).toHaveCount(2);
    const iphone = testInfo.project.name.endsWith("iphone");
    const preferred = merchant.installPrompt?.preferredWay ?? "app";
    // iOS: the web app leads unless the merchant prefers the app; elsewhere the preference leads.
    const webFirst = iphone ? preferred !== "app" : preferred === "web";
    await expect(buttons.first()).toHaveText(texts(webFirst ? "app_download_web" : "app_download_native"));

    const popup = page.waitForEvent("popup");
    await modal.getByRole("button", { name: texts("app_download_native") }).click();
    const opened = await popup;
    expect(opened.url()).toContain(iphone ? "platform=IOSLITE" : "platform=Android");
    await opened.close();
    await expect(modal).toHaveCount(0);

    await page.getByTestId("download-bar").getByRole("button").first().click();
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: texts("app_download_continue") }).click();
    await expect(modal).toHaveCount(0);
  });

  // The upgrade tests tell the shell's version in the user agent, which only a merchant with a
  // `nativeApp.versionPattern` reads (royal); the bridge's answer is proven in mini-game-shell.spec.
  test("an old native app is asked to upgrade; the update opens the download and close dismisses @one-phone @merchant:royal", async ({
    browser,
    merchant,
  }, testInfo) => {
    const texts = catalogue(merchant.languages.default);
    const context = await nativePhone(browser, testInfo, "2.4.0");
    const page = await context.newPage();
    await page.goto("/m/home");
    const modal = page.getByRole("dialog", { name: texts("app_upgrade_title") });
    // Its rules load after the first page.
    await expect(modal).toBeVisible({ timeout: 15_000 });
    await expect(modal).toContainText(texts("app_upgrade_message"));
    await expect(page.getByTestId("download-bar")).toHaveCount(0);
    const popup = page.waitForEvent("popup");
    await modal.getByRole("button", { name: texts("app_upgrade_update") }).click();
    await (await popup).close();
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: texts("close"), exact: true }).click();
    await expect(modal).toHaveCount(0);
    await context.close();

    // The latest version is not asked.
    const current = await nativePhone(browser, testInfo, APP_UPGRADE_LATEST_VERSION);
    const fresh = await current.newPage();
    await fresh.goto("/m/home");
    await expect(fresh.getByRole("navigation").first()).toBeVisible();
    await fresh.waitForLoadState("networkidle");
    await expect(fresh.getByTestId("splash")).toHaveCount(0, { timeout: 5_000 });
    await expect(fresh.getByRole("dialog")).toHaveCount(0);
    await current.close();
  });

  test("with MANDATORYAPPUPDATES3 the upgrade modal has no close @one-phone @merchant:royal", async ({
    browser,
    merchant,
    dev,
  }, testInfo) => {
    const texts = catalogue(merchant.languages.default);
    await dev.state({ whitelabel: { MANDATORYAPPUPDATES3: true } });
    const context = await nativePhone(browser, testInfo, "1.9.3");
    const page = await context.newPage();
    await page.goto("/m/home");
    const modal = page.getByRole("dialog", { name: texts("app_upgrade_title") });
    await expect(modal).toBeVisible({ timeout: 15_000 });
    await expect(modal.getByRole("button", { name: texts("app_upgrade_update") })).toBeVisible();
    await expect(modal.getByRole("button", { name: texts("close"), exact: true })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(modal).toBeVisible();
    await context.close();
  });
});
