import type { MerchantConfig } from "../engine/config/merchant-config";
import { STORAGE_KEYS } from "../engine/constants";
import { LANGUAGES } from "../engine/i18n/languages";
import { catalogue, expect, logIn, test } from "./fixtures";

/** A language the merchant offers besides its default (every sample merchant offers several). */
function otherLanguage(merchant: MerchantConfig) {
  const other = merchant.languages.supported.find((code) => code !== merchant.languages.default);
  if (!other) throw new Error(`${merchant.code} offers one language: these tests need a merchant with two`);
  return other;
}

test.describe("languages", () => {
  test("a member switches language from the top bar; it applies at once and is remembered", async ({
    page,
    merchant,
  }) => {
    const other = otherLanguage(merchant);
    await page.goto("/m/home");
    await page
      .getByRole("button", { name: new RegExp(catalogue(merchant.languages.default)("language")) })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: LANGUAGES[other].nativeName }).click();
    const texts = catalogue(other);
    await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGES[other].locale);
    await expect(page.locator("html")).toHaveAttribute("dir", LANGUAGES[other].dir);
    await expect(page.getByRole("link", { name: texts("login"), exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGES[other].locale);
  });

  test("a logged-in member's choice is sent to the platform, but not a type 4 member's @one-phone", async ({
    page,
    merchant,
    dev,
  }) => {
    // The platform keeps demo's new language, which would greet demo on the next fresh phone.
    dev.resetAfterTest();
    const other = otherLanguage(merchant);
    const texts = catalogue(merchant.languages.default);
    for (const [username, password, synced] of [
      ["demo", "Demo@1234", true],
      ["guest4", "Guest@1234", false],
    ] as const) {
      await page.goto("/m/login");
      await page.getByLabel(texts("username")).fill(username);
      await page.getByLabel(texts("password")).fill(password);
      await page.getByRole("button", { name: texts("login"), exact: true }).click();
      await expect(page.getByTestId("top-bar-member")).toBeVisible();
      const before = await dev.member(username);
      await page.getByRole("button", { name: new RegExp(texts("language")) }).click();
      await page.getByRole("dialog").getByRole("button", { name: LANGUAGES[other].nativeName }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGES[other].locale);
      await expect
        .poll(async () => (await dev.member(username)).language)
        .toBe(synced ? other : before.language);
      // Back to the merchant's language and out, for the next member. The app is left first: an
      // answer still on its way would write the session back (its trace id) after the clearing.
      await page.goto("/m/asset-manifest.json");
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
  });
});

test.describe("the member's platform language", () => {
  test("applies after login on a phone with no choice of its own, and a choice made there wins @one-phone", async ({
    page,
    merchant,
    dev,
  }) => {
    dev.resetAfterTest();
    const other = otherLanguage(merchant);
    const texts = catalogue(merchant.languages.default);
    await page.goto("/m/login");
    await logIn(page, texts, "demo", "Demo@1234");
    await expect(page.getByTestId("top-bar-member")).toBeVisible();
    await page.getByRole("button", { name: new RegExp(texts("language")) }).click();
    await page.getByRole("dialog").getByRole("button", { name: LANGUAGES[other].nativeName }).click();
    await expect.poll(async () => (await dev.member("demo")).language).toBe(other);

    // Another phone: nothing stored, so the page starts in the phone's language …
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto("/m/login");
    await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGES[merchant.languages.default].locale);
    // … and turns to the one the platform keeps for demo once demo has signed in.
    await logIn(page, texts, "demo", "Demo@1234");
    await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGES[other].locale);

    // A phone where the member chose a language keeps it.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto("/m/login");
    await page.evaluate(({ key, code }) => localStorage.setItem(key, code), {
      key: STORAGE_KEYS.language,
      code: merchant.languages.default,
    });
    await page.reload();
    await logIn(page, texts, "demo", "Demo@1234");
    await expect(page.getByTestId("top-bar-member")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGES[merchant.languages.default].locale);
  });
});

test.describe("language resolution in the browser", () => {
  test.use({ locale: "zh-HK" });

  test("a Hong Kong phone gets Traditional Chinese where the merchant offers it @one-phone", async ({
    page,
    merchant,
  }) => {
    await page.goto("/m/home");
    const expected = merchant.languages.supported.includes("TW")
      ? "TW"
      : merchant.languages.supported.includes("CN")
        ? "CN"
        : merchant.languages.default;
    await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGES[expected].locale);
  });
});

test.describe("writing direction", () => {
  test("the layout follows the language's direction: the logo leads the top bar", async ({
    page,
    merchant,
  }, testInfo) => {
    await page.goto("/m/home");
    await expect(page.getByTestId("vendor-lane").first()).toBeVisible();
    const logo = await page.locator(".wl-top-bar img").boundingBox();
    const name = await page.locator(".wl-brand").boundingBox();
    if (!logo || !name) throw new Error("top bar not laid out");
    const rightToLeft = LANGUAGES[merchant.languages.default].dir === "rtl";
    expect(rightToLeft ? logo.x > name.x : logo.x < name.x).toBe(true);
    await testInfo.attach(`${merchant.code} home`, {
      body: await page.screenshot(),
      contentType: "image/png",
    });
  });
});
