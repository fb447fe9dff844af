/**
 * Corrupt or missing storage in a real browser (issue 20; docs/storage.md): every key the app
 * keeps seeded with a bad value, then storage and cookies that refuse every call. The app starts,
 * a member signs in through the login form and reaches the member area, and nothing is thrown.
 * tests/engine/corrupt-storage.test.ts tries every key against all its refused values.
 */
import type { Page } from "@playwright/test";
import { catalogue, expect, test } from "./fixtures";

const HUGE = "x".repeat(200_000);

/**
 * One bad value per key (wrong JSON, wrong shape, wrong type, oversized). Left out: the keys the
 * fixtures set so that the announcement popup, install prompt and push prompt stay out of the
 * journey (MC_POPUP_HIDDEN_AT, MC_A2HS_DISMISSED, MC_PUSH_PROMPT_SHOWN), and the per-call HTTP
 * cache, whose keys hold the call's URL; the unit table covers all of them.
 */
const BAD_LOCAL: Record<string, string> = {
  MC_LANGUAGE: "klingon",
  MC_DEVICE_ID: "{not json",
  MC_REMEMBER_LOGIN: '{"username":1,"password":"%%%","type":"magic"}',
  MC_AUTO_LOGIN: "maybe",
  MC_S2S_INFO: "[1,2]",
  WEBCLIP: "yes",
  MC_PIXEL_CLICKS: '{"tid":{"x":1}}',
  affiliateCode: " \n ",
  referralCode: "r\tr",
  // Sent to the status call as its domain: a page that kept it would ask with a 200 kB query.
  originalDomain: HUGE,
  MC_PROFILE_ICONS: "null",
  MC_TRACKING_HEARTBEAT: '{"agent":"s2s"}',
  MC_FIRST_OPEN: "yesterday",
  MC_FCM_TOKEN: "<b>",
  MC_PUSH_PROMPT_DECLINED: "true",
  MC_A2HS_DISMISS_COUNT: "-1",
  MC_A2HS_INSTALLED: "yes",
  MC_A2HS_FIRST_OPEN: "{}",
  MC_POPUP_SHOW: "2",
  MC_POPUP_FINGERPRINT: "[]",
  MC_POPUP_DISMISSED: '"3-0a1b2c3d"',
  MC_WELCOME_POPUP1_NAME: "a/b",
  MC_WELCOME_POPUP2_NAME: "\u0000",
};

const badSession = (merchant: string): Record<string, string> => ({
  // A token of the wrong type: kept, it would be sent as "5" and end in a 'please login' notice.
  MC_SESSION_INFO: JSON.stringify({ token: 5, merchantCode: merchant }),
  MC_LOGGED_OUT: "yes",
  MC_OPEN_GAME: '{"url":"javascript:alert(1)","title":"x","trial":false,"gameCode":null,"returnTo":null}',
  MC_PENDING_LAUNCH: '{"target":{"kind":"movie"},"at":"now"}',
  MC_A2HS_FORCED: "2",
  MC_A2HS_NO_EVENT: "[]",
  MC_A2HS_CLOSED_COUNT: "1.5",
  MC_WELCOME_CLOSED: "true",
  MC_GAME_BAR_HIDDEN: "maybe",
  "wl.downloadBarClosed": "{",
  "wl.splashShown": "2",
  "wl.miniGamePosition": '{"x":"a"}',
  "wl.firebase.redirectChannel": "myspace",
});

/**
 * Keys whose owner may not run on the journey below on every merchant (the auto-login switch,
 * the push token at logout, the install prompt, the welcome popups' 20 s delay, the game viewer,
 * the mini-game, social sign-in): their refusal is the unit table's. Every other bad value must be
 * gone or replaced once the member is in.
 */
const NOT_ALWAYS_READ = new Set([
  "MC_AUTO_LOGIN",
  "MC_FCM_TOKEN",
  "MC_A2HS_DISMISS_COUNT",
  "MC_A2HS_INSTALLED",
  "MC_A2HS_FIRST_OPEN",
  "MC_A2HS_FORCED",
  "MC_A2HS_NO_EVENT",
  "MC_A2HS_CLOSED_COUNT",
  "MC_PUSH_PROMPT_DECLINED",
  "MC_WELCOME_POPUP1_NAME",
  "MC_WELCOME_POPUP2_NAME",
  "MC_WELCOME_CLOSED",
  "MC_GAME_BAR_HIDDEN",
  "wl.miniGamePosition",
  "wl.firebase.redirectChannel",
  "wl.splashShown",
  "wl.downloadBarClosed",
  "WEBCLIP",
  "MC_S2S_INFO",
  "MC_PIXEL_CLICKS",
]);

/**
 * Closes the announcement popup, which every merchant shows a visitor and again a member a second
 * after their first page, as a member does: once it is up, by its close button (with forceRead,
 * each close shows the next item first). Called where the journey meets it, never in the
 * background: a popup that came up anywhere else (over the login form) would stand in the
 * test's way and fail it.
 */
async function closeAnnouncement(page: Page, close: string) {
  // The dialog around the popup's content: its close button is in the dialog's frame.
  const popup = page.getByRole("dialog").filter({ has: page.getByTestId("announcement-popup") });
  await expect(popup).toBeVisible();
  for (let item = 0; item < 10 && (await popup.count()) > 0; item++) {
    const [before] = await popup.allTextContents();
    await popup.getByRole("button", { name: close, exact: true }).first().click();
    // Gone (after its fade), or showing the next item (allTextContents does not wait for it).
    await expect.poll(async () => (await popup.allTextContents())[0] !== before).toBe(true);
  }
  await expect(popup).toHaveCount(0);
}

/**
 * From the visitor's home, through the login form, to the member area: all in this page's life.
 * `announcements`: the popup comes on home, as a visitor and again as a member, and is closed there.
 */
async function signInAndReachMemberArea(page: Page, texts: (key: string) => string, announcements: boolean) {
  if (announcements) await closeAnnouncement(page, texts("close"));
  await page
    .getByRole("link", { name: texts("login"), exact: true })
    .first()
    .click();
  await page.getByLabel(texts("username"), { exact: true }).fill("demo");
  await page.getByLabel(texts("password"), { exact: true }).fill("Demo@1234");
  await page.getByRole("button", { name: texts("login"), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId("top-bar-member")).toHaveText("demo");
  if (announcements) await closeAnnouncement(page, texts("close"));
  await page.getByTestId("top-bar-member").click();
  await expect(page.getByTestId("member-name")).toHaveText("demo");
}

test.describe("corrupt or missing storage", { tag: ["@one-phone", "@one-merchant"] }, () => {
  test("bad values in every key: the app starts as on a first visit, drops them and signs a member in", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const session = badSession(merchant.code);
    await page.addInitScript(
      ({ local, session }) => {
        // Seeded once per tab: what the app writes afterwards is what the test reads.
        if (sessionStorage.getItem("e2e-corrupt-seeded")) return;
        sessionStorage.setItem("e2e-corrupt-seeded", "1");
        for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
        for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
        // biome-ignore lint/suspicious/noDocumentCookie: a device-id cookie that does not decode, as a damaged one would be.
        document.cookie = "MC_DEVICE_ID=%E0%A4%A; path=/";
      },
      { local: BAD_LOCAL, session },
    );
    // About storage only: the fixture's quiet options hold (their keys are left good, above), so
    // no popup or prompt comes over the journey, and one that did would stop it.

    await page.goto("/m/home");
    // A visitor's home, in the phone's language (the stored 'klingon' is no choice).
    await expect(page.getByRole("link", { name: texts("login"), exact: true }).first()).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await signInAndReachMemberArea(page, texts, false);

    const seeded: Record<string, string> = { ...BAD_LOCAL, ...session };
    const read = Object.keys(seeded).filter((key) => !NOT_ALWAYS_READ.has(key));
    const stored = await page.evaluate(
      (keys) =>
        Object.fromEntries(
          keys.map((key) => [key, sessionStorage.getItem(key) ?? localStorage.getItem(key)]),
        ),
      read,
    );
    for (const key of read) expect(stored[key], key).not.toBe(seeded[key]);
    expect(stored.MC_DEVICE_ID).toHaveLength(36);
    expect(stored.originalDomain).toBe(new URL(page.url()).hostname);
    expect(JSON.parse(stored.MC_SESSION_INFO ?? "{}").token).toEqual(expect.any(String));
    expect(errors).toEqual([]);
  });

  // Named on lite: with nothing remembered, each home brings a visitor's and then a member's
  // overlays, and lite's are the announcement popup alone (it offers no install prompt), so the
  // journey knows what it meets and where.
  test("storage that throws on every call and cookies disabled: the app starts and a member signs in @merchant:lite", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript(() => {
      // Safari private mode and blocked storage: reads refused, writes over quota.
      const refuse = (name: string) => () => {
        throw new DOMException(
          `storage refused (${name})`,
          name === "setItem" ? "QuotaExceededError" : "SecurityError",
        );
      };
      for (const name of ["getItem", "setItem", "removeItem", "key", "clear"])
        Object.defineProperty(Storage.prototype, name, { configurable: true, value: refuse(name) });
      Object.defineProperty(Storage.prototype, "length", { configurable: true, get: refuse("length") });
      // Cookies disabled: reading throws, writing is ignored.
      Object.defineProperty(Document.prototype, "cookie", {
        configurable: true,
        get: refuse("cookie"),
        set: () => undefined,
      });
      Object.defineProperty(Navigator.prototype, "cookieEnabled", { configurable: true, get: () => false });
    });

    await page.goto("/m/home");
    await expect(page.getByRole("link", { name: texts("login"), exact: true }).first()).toBeVisible();
    // The page really has no storage: a read throws.
    expect(await page.evaluate(() => navigator.cookieEnabled)).toBe(false);
    await expect(page.evaluate(() => localStorage.getItem("MC_LANGUAGE"))).rejects.toThrow(/storage refused/);
    // Nothing can remember that the popup was closed, or the fixture's quiet options: the member
    // meets the announcement popup on each home, and closes it.
    await signInAndReachMemberArea(page, texts, true);
    expect(errors).toEqual([]);
  });
});
