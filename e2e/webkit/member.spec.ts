/**
 * WebKit journeys (docs/testing.md, "Which engine proves what"): a member's own corner as an
 * iPhone's browser meets it, every overlay live: a deposit (brisa's Pix QR code, its code copied
 * with the toast), a game launched into the viewer and left, the language changed (sahara's to
 * right-to-left) and a reward claimed in the reward centre.
 */
import { By, type WebElement } from "selenium-webdriver";
import { LANGUAGES } from "../../engine/i18n/languages";
import { minorToTyped } from "../../engine/i18n/money";
import { WITHDRAW_LIMITS } from "../../server/seed-data/money";
import { GLANCE_MS } from "../live/member";
import { PHONE_SCREEN } from "./driver-process";
import { tabLink, type WebKitPhone } from "./phone";
import { expect, test } from "./webkit-test";

/** Home as the member first sees it: what is due comes and is closed. */
async function memberHome(phone: WebKitPhone) {
  await phone.open("/m/home");
  await phone.get({ testId: "vendor-lane" });
  await phone.look(GLANCE_MS);
}

test.describe("webkit: a member", () => {
  test("deposits (with Pix, its QR code shows and its code copies), then plays a game from home in the viewer and comes back", async ({
    phone,
    merchant,
    dev,
  }) => {
    dev.resetAfterTest();
    await phone.signIn(dev, "demo");
    await memberHome(phone);
    let texts = await phone.texts();
    await phone.tap(tabLink(texts, "nav_deposit"));
    await phone.waitForPath(/\/m\/voucherCenter$/);
    texts = await phone.texts();
    const channels = { role: "group", name: texts("deposit_channel"), exact: false };
    await phone.get(channels);
    const radios = await phone.findAll({ role: "radio", hidden: true, within: channels });
    const pix = merchant.currency.code === "BRL";
    const names = await Promise.all(
      radios.map((radio) =>
        phone.driver.executeScript("return arguments[0].closest('label')?.textContent ?? ''", radio),
      ),
    );
    const chosen = radios[pix ? names.findIndex((name) => String(name).includes("Pix")) : 0];
    if (!chosen) throw new Error(`no deposit channel to choose (${names.join(", ")})`);
    // The member taps the channel's row (the radio itself is drawn by its label).
    await phone.tap(
      (await phone.driver.executeScript(
        "return arguments[0].closest('label') ?? arguments[0]",
        chosen,
      )) as WebElement,
    );
    await phone.fill(
      { label: texts("deposit_amount"), exact: false },
      pix ? "25,50" : minorToTyped(2 * WITHDRAW_LIMITS.min, merchant.currency),
    );
    await phone.tap({ role: "button", name: texts("deposit_submit") });
    await phone.get({ testId: "pending-deposit" });
    if (pix) {
      await phone.get({ role: "img", name: texts("deposit_pix_qr") });
      expect(await phone.text({ testId: "pix-code" })).toMatch(
        /^000201.*br\.gov\.bcb\.pix.*540525\.50.*6304[0-9A-F]{4}$/,
      );
      await phone.tap({
        role: "button",
        name: texts("copy_named").replace("{what}", texts("deposit_pix_code")),
        within: { testId: "pending-deposit" },
      });
      // WebKit's clipboard took the code: the app says so only once the write succeeded.
      await phone.get({ text: texts("copied") });
    }

    // Home again by the tab bar, and a game from its card.
    await phone.tap(tabLink(texts, "nav_home"));
    await phone.waitForPath(/\/m\/home$/);
    await phone.look(GLANCE_MS);
    await phone.tap({
      role: "button",
      name: "Dragon Reels",
      within: { role: "region", name: texts("hot_games") },
    });
    await phone.waitForPath(/\/m\/game$/);
    // The game is another site (games.localhost) in the viewer's frame, as in production.
    const frame = await phone.get({ css: "iframe" });
    await phone.driver.switchTo().frame(frame);
    const spin = await phone.waitFor(
      async () => (await phone.driver.findElements(By.xpath("//button[normalize-space()='Spin']")))[0],
      "the game's Spin button",
    );
    await spin.click();
    await phone.driver.switchTo().defaultContent();
    await phone.tap({ role: "button", name: texts("back") });
    await phone.waitFor(async () => !/\/m\/game$/.test(await phone.path()), "the viewer to close");
    await phone.waitForText({ testId: "top-bar-member" }, "demo");
  });

  test("changes the language (right to left where the language reads so) and claims a reward", async ({
    phone,
    merchant,
    dev,
  }) => {
    // The platform keeps demo's language and the claim: both are given back after the test.
    dev.resetAfterTest();
    await dev.resetPromotionClaims();
    await phone.signIn(dev, "demo");
    await memberHome(phone);
    const before = await phone.texts();
    const lang = await phone.run(() => document.documentElement.lang, null);
    const rtl = merchant.languages.supported.find((code) => LANGUAGES[code].dir === "rtl");
    const other =
      rtl ??
      merchant.languages.supported.find((code) => LANGUAGES[code].locale !== lang) ??
      merchant.languages.default;
    await phone.tap({ role: "button", name: before("language"), exact: false });
    await phone.tap({ role: "button", name: LANGUAGES[other].nativeName, within: { role: "dialog" } });
    await phone.waitFor(
      async () => (await phone.run(() => document.documentElement.lang, null)) === LANGUAGES[other].locale,
      `the page in ${other}`,
    );
    expect(await phone.run(() => document.documentElement.dir, null)).toBe(LANGUAGES[other].dir);
    const texts = await phone.texts();
    if (LANGUAGES[other].dir === "rtl") {
      // Right to left in WebKit's own layout: the tab bar's first tab sits at the right edge.
      const [first] = await phone.findAll({
        role: "link",
        within: { role: "navigation", name: texts("nav_main") },
      });
      const box = first ? await first.getRect() : undefined;
      expect(box && box.x + box.width / 2, "the first tab on the right").toBeGreaterThan(
        PHONE_SCREEN.width / 2,
      );
    }

    if (merchant.features?.REWCEN3 === false) {
      expect(await phone.count(tabLink(texts, "nav_promotions"))).toBe(0);
      return;
    }
    await phone.tap(tabLink(texts, "nav_promotions"));
    await phone.waitForPath(/\/m\/rewardCenter$/);
    const checkIn = { role: "article", name: "Daily check-in bonus" };
    await phone.tap({ role: "button", name: texts("reward_claim"), within: checkIn });
    await phone.waitForText({ testId: "claim-state", within: checkIn }, texts("reward_claimed"));
  });
});
