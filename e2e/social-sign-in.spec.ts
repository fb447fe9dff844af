import type { SocialChannel } from "../engine/identity/types";
import { expect, test, uniqueEmail } from "./firebase-emulator";
import { catalogue } from "./fixtures";

/** Tagged: projects of merchants without social channels leave these out (playwright.config.ts). */
test.describe("social sign-in @social", () => {
  const channelsOf = (merchant: { auth?: { socialChannels?: SocialChannel[] } }) =>
    merchant.auth?.socialChannels ?? [];
  const NAMES: Record<SocialChannel, string> = {
    google: "Google",
    facebook: "Facebook",
    twitter: "Twitter",
    line: "LINE",
  };
  const button = (texts: (key: string) => string, channel: SocialChannel) =>
    texts("sign_in_with").replace("{provider}", NAMES[channel]);

  test("a member bound to the social account signs in and lands on home, logged in", async ({
    page,
    merchant,
    firebase,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const [channel] = channelsOf(merchant);
    if (!channel) throw new Error(`${merchant.code} offers no social channel`);
    const email = uniqueEmail(merchant.code);
    await firebase.bind(email, "demo");
    await page.goto("/m/login");
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: button(texts, channel) }).click();
    await firebase.signInOnProviderPage(await popup, email);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId("top-bar-member")).toHaveText("demo");
  });

  test("an account nobody is bound to: automatic registration, or the register-or-login chooser", async ({
    page,
    merchant,
    firebase,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const [channel] = channelsOf(merchant);
    if (!channel) throw new Error(`${merchant.code} offers no social channel`);
    await page.goto("/m/login");
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: button(texts, channel) }).click();
    await firebase.signInOnProviderPage(await popup, uniqueEmail(`${merchant.code}-new`));

    const registers = merchant.features?.FIREBASECREATEACC3 === true;
    if (merchant.auth?.autoRegisterOnBind) {
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.getByTestId("top-bar-member")).toHaveText(/^player\d{6}$/);
      return;
    }
    const chooser = page.getByRole("dialog", { name: texts("bind_title") });
    // The server says "Please bind an account (code 1001)"; the member reads it without the parenthesis.
    await expect(chooser.getByTestId("bind-message")).toHaveText("Please bind an account");
    await expect(chooser.getByRole("button", { name: texts("bind_register_new") })).toHaveCount(
      registers ? 1 : 0,
    );
    if (registers) {
      await chooser.getByRole("button", { name: texts("bind_register_new") }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.getByTestId("top-bar-member")).toHaveText(/^player\d{6}$/);
    } else {
      await chooser.getByRole("button", { name: texts("bind_login_existing") }).click();
      await expect(chooser).toHaveCount(0);
      await expect(page).toHaveURL(/\/m\/login$/);
      await expect(page.getByLabel(texts("username"))).toBeVisible();
    }
  });

  test("inside the Android app without bridge support, Facebook, Twitter and LINE are coming soon", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const channel = channelsOf(merchant).find((c) => c !== "google");
    if (!channel) throw new Error(`${merchant.code} offers only Google`);
    let popups = 0;
    page.on("popup", () => popups++);
    await page.goto("/m/login?inApp=android");
    await page.getByRole("button", { name: button(texts, channel) }).click();
    await expect(page.getByRole("alertdialog")).toContainText(texts("coming_soon"));
    expect(popups).toBe(0);
  });

  test("in private browsing, social sign-in says it is not supported instead of opening the provider", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const [channel] = channelsOf(merchant);
    if (!channel) throw new Error(`${merchant.code} offers no social channel`);
    // What private modes that break sign-in do: refuse IndexedDB.
    await page.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException("refused", "InvalidStateError");
      };
    });
    let popups = 0;
    page.on("popup", () => popups++);
    await page.goto("/m/login");
    await page.getByRole("button", { name: button(texts, channel) }).click();
    await expect(page.getByRole("alertdialog")).toContainText(texts("incognito_not_supported"));
    expect(popups).toBe(0);
  });
});
