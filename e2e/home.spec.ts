import type { Route } from "@playwright/test";
import { LANGUAGES } from "../engine/i18n/languages";
import { catalogue, expect, hexToRgb, scoped, test } from "./fixtures";

test.describe("home", () => {
  // Home as most members see it, moving: the other journeys ask for reduced motion (playwright.config.ts).
  test.use({ reducedMotion: "no-preference" });

  test("shows the merchant's brand and the lanes the backend sent", async ({ page, merchant }) => {
    await page.goto("/m/home");
    await expect(page).toHaveTitle(merchant.pwa.title);
    await expect(page.locator(".wl-brand")).toHaveText(merchant.name);
    await expect(page.locator(".wl-top-bar")).toHaveCSS("background-color", hexToRgb(merchant.theme.primary));
    await expect(page.locator("body")).toHaveCSS("background-color", hexToRgb(merchant.theme.background));
    // Lanes and banners come over HTTP from the reference backend, per merchant.
    await expect(page.getByTestId("vendor-lane").first()).toBeVisible();
    const texts = catalogue(merchant.languages.default);
    await expect(
      page
        .getByRole("region", { name: texts("banners") })
        .locator("img")
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: texts("login"), exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: texts("nav_main") })).toBeVisible();
  });

  test("paints the branded shell before any JavaScript runs", async ({ browser, merchant, baseURL }) => {
    const context = await scoped(await browser.newContext({ javaScriptEnabled: false, baseURL }), baseURL);
    const page = await context.newPage();
    await page.goto("/m/home");
    await expect(page.locator(".wl-brand")).toHaveText(merchant.name);
    await expect(page.locator(".wl-top-bar")).toHaveCSS("background-color", hexToRgb(merchant.theme.primary));
    await context.close();
  });

  test("the static HTML paints home's lead banner and the sign-in brand, and the app takes them over in place", async ({
    page,
    merchant,
  }) => {
    // The app's scripts held back: what shows is what the HTML and its one-line script paint. The
    // shell asks for the app only once the lead picture has painted, so on a busy machine the ask
    // can reach the test after the release: from then on it goes straight through.
    const held: Array<() => void> = [];
    let releasing = false;
    const hold = (route: Route) =>
      releasing ? void route.continue() : held.push(() => void route.continue());
    await page.route(/\/m\/assets\/index-[\w-]+\.js$/, hold);
    // The held script would hold the load event too.
    await page.goto("/m/home", { waitUntil: "domcontentloaded" });
    const lead = page.locator("img.wl-banner");
    await expect(lead).toBeVisible();
    expect(await lead.getAttribute("src")).toBe(merchant.banners?.lead);
    await expect
      .poll(() => lead.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const box = await lead.boundingBox();

    releasing = true;
    for (const release of held.splice(0)) release();
    const texts = catalogue(merchant.languages.default);
    const carousel = page.getByRole("region", { name: texts("banners") });
    // The live first banner (its picture fetched as a blob) stands exactly where the lead was painted.
    const live = carousel.locator('img[src^="blob:"]').first();
    await expect(live).toBeVisible();
    const first = await live.boundingBox();
    expect(first?.y).toBeCloseTo(box?.y ?? -1, 0);
    expect(first?.height).toBeCloseTo(box?.height ?? -1, 0);

    // Held again: the sign-in shell as the HTML paints it.
    releasing = false;
    await page.goto("/m/login", { waitUntil: "domcontentloaded" });
    await expect(page.locator(".wl-hero img")).toBeVisible();
    await expect(lead).toBeHidden();
  });

  for (const alias of ["/m/index.html", "/m/index", "/"]) {
    test(`${alias} shows home without changing the address @one-phone @one-merchant`, async ({ page }) => {
      await page.goto(alias);
      await expect(page.getByTestId("vendor-lane").first()).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(alias);
    });
  }

  test("an unknown route gets a friendly page that leads home @one-phone @one-merchant", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await page.goto("/m/no-such-page?x=1");
    await expect(page.getByRole("heading", { name: texts("not_found_title") })).toBeVisible();
    await page.getByRole("link", { name: texts("back_home") }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId("vendor-lane").first()).toBeVisible();
  });

  test("the page speaks the merchant's default language, mirrored when it is right-to-left @one-phone", async ({
    page,
    merchant,
  }) => {
    await page.goto("/m/home");
    const language = LANGUAGES[merchant.languages.default];
    await expect(page.locator("html")).toHaveAttribute("lang", language.locale);
    await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
  });

  test("pages on a non-www host are marked noindex @one-phone @one-merchant", async ({ page }) => {
    await page.goto("/m/home");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("a browser language the merchant does not offer falls back to its default @one-phone", async ({
    browser,
    merchant,
    baseURL,
  }) => {
    const context = await scoped(await browser.newContext({ locale: "fr-FR", baseURL }), baseURL);
    const page = await context.newPage();
    await page.goto("/m/home");
    const texts = catalogue(merchant.languages.default);
    await expect(page.getByRole("link", { name: texts("login"), exact: true })).toBeVisible();
    await context.close();
  });
});
