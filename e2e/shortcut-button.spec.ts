/**
 * The floating 'go activity' button (spec sections 3 and 5) on each merchant's own shortcut
 * items: which items each member type sees, where they are hidden (inside the app, on a
 * home-screen launch), and what a tap does (log in first, go, open the link).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import {
  LOGIN_REQUIRED,
  SHORTCUT_LABEL_IDS,
  SHORTCUT_PATHS,
} from "../widgets/shortcut-button/shortcut-rules";
import { catalogue, type DevControls, expect, logIn, serverRequest, test } from "./fixtures";
import { relay } from "./support-api";

type Who = "visitor" | "demo" | "agent1";
interface Where {
  inApp?: boolean;
  homeScreen?: boolean;
}

/**
 * The spec's rules written out for the seeded members: demo is type 0 with VIP benefits (an AUTO
 * label), agent1 type 1 without (a MANUAL label).
 */
function expectedKinds(kinds: string[], who: Who, referral: boolean, where: Where = {}): string[] {
  return kinds.filter((kind) => {
    if (kind === "APP_DOWNLOAD") return !where.inApp && !where.homeScreen;
    if (kind === "REGISTER") return who === "visitor";
    if (kind === "INVITE_FRIENDS") return referral;
    if (kind === "MEMBER") return who !== "agent1";
    return true;
  });
}

async function menuLabels(page: Page, texts: (key: string) => string): Promise<string[]> {
  await page.getByRole("button", { name: texts("shortcut_open") }).click();
  const menu = page.getByRole("list", { name: texts("shortcut_menu") });
  await expect(menu).toBeVisible();
  return menu.getByRole("button").allTextContents();
}

async function signIn(page: Page, dev: DevControls, username: string) {
  await dev.signIn(page, username);
  await page.goto("/m/home");
}

test.describe("activity shortcut button", () => {
  const expectMenu = async (
    page: Page,
    merchant: { code: string; languages: { default: string }; shortcuts?: Array<{ redirect: string }> },
    request: APIRequestContext,
    who: Who,
    where: Where = {},
  ) => {
    const texts = catalogue(merchant.languages.default);
    const available = await relay<{ REFERRAL?: { enabled: boolean } }>(
      request,
      merchant.code,
      "/wps/relay/MCSFE_getMerchantAvailablePromotions",
    );
    // Referral is shown to an ordinary member only where their own switch agrees (spec section 4).
    let referral = Boolean(available.REFERRAL?.enabled);
    if (who === "demo") {
      const own = await request.get(`/__dev/referral/${merchant.code}/demo`);
      expect(own.ok()).toBe(true);
      referral &&= (await own.json()).value.personalReferral ?? true;
    }
    const kinds = (merchant.shortcuts ?? []).map((item) => item.redirect);
    const expected = expectedKinds(kinds, who, referral, where);
    if (expected.length === 0) {
      await expect(page.getByRole("navigation").first()).toBeVisible();
      await expect(page.getByRole("button", { name: texts("shortcut_open") })).toHaveCount(0);
    } else {
      expect(await menuLabels(page, texts), `${who} ${JSON.stringify(where)}`).toEqual(
        expected.map((kind) => texts(SHORTCUT_LABEL_IDS[kind] ?? "")),
      );
    }
  };

  test("a visitor sees REGISTER and the download, except on a home-screen launch", async ({
    page,
    merchant,
    playwright,
    baseURL,
  }) => {
    const request = await serverRequest(playwright, baseURL);
    await page.goto("/m/home");
    await expectMenu(page, merchant, request, "visitor");
    await page.goto("/m/home?homescreen=1");
    await expectMenu(page, merchant, request, "visitor", { homeScreen: true });
    await request.dispose();
  });

  test("a type 0 member with VIP benefits: no REGISTER @one-phone", async ({
    dev,
    page,
    merchant,
    playwright,
    baseURL,
  }) => {
    const request = await serverRequest(playwright, baseURL);
    await signIn(page, dev, "demo");
    await expectMenu(page, merchant, request, "demo");
    // The member's own referral switch off takes INVITE_FRIENDS away, as from every referral entry.
    const personal = (value: boolean | null) =>
      request.post("/__dev/referral", {
        data: { merchant: merchant.code, username: "demo", personal: value },
      });
    try {
      expect((await personal(false)).ok()).toBe(true);
      await page.reload();
      await expectMenu(page, merchant, request, "demo");
    } finally {
      await personal(null);
      await request.dispose();
    }
  });

  test("an agent (type 1) without VIP benefits @one-phone", async ({
    dev,
    page,
    merchant,
    playwright,
    baseURL,
  }) => {
    const request = await serverRequest(playwright, baseURL);
    await signIn(page, dev, "agent1");
    await expectMenu(page, merchant, request, "agent1");
    await request.dispose();
  });

  // Needs a merchant with shortcuts for its other members: where there are none, no button could show.
  test("a type 4 member sees no button at all @one-phone @merchant:royal", async ({
    dev,
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    expect(
      expectedKinds(
        (merchant.shortcuts ?? []).map((item) => item.redirect as string),
        "demo",
        true,
      ),
    ).not.toEqual([]);
    await signIn(page, dev, "guest4");
    await expect(page.getByRole("navigation").first()).toBeVisible();
    await expect(page.getByRole("button", { name: texts("shortcut_open") })).toHaveCount(0);
  });

  test("inside the native app the download item is hidden @one-phone", async ({ page, merchant }) => {
    const texts = catalogue(merchant.languages.default);
    const kinds = (merchant.shortcuts ?? []).map((item) => item.redirect as string);
    await page.goto("/m/home?inApp=android");
    const shown = kinds.length ? await menuLabels(page, texts) : [];
    expect(shown).not.toContain(texts("download_app"));
    if (kinds.includes("REGISTER")) expect(shown).toContain(texts("register"));
  });

  test("a visitor is asked to log in first for members' items; a member goes straight there @one-phone", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const kind = (merchant.shortcuts ?? [])
      .map((item) => item.redirect as string)
      .find((k) => LOGIN_REQUIRED.has(k));
    await page.goto("/m/home");
    if (!kind) {
      // This merchant offers no members-only shortcut: none may show.
      const shown = (merchant.shortcuts ?? []).length ? await menuLabels(page, texts) : [];
      for (const members of LOGIN_REQUIRED)
        expect(shown).not.toContain(texts(SHORTCUT_LABEL_IDS[members] ?? ""));
      return;
    }
    const label = texts(SHORTCUT_LABEL_IDS[kind] ?? "");
    await menuLabels(page, texts);
    await page
      .getByRole("list", { name: texts("shortcut_menu") })
      .getByRole("button", { name: label })
      .click();
    const notice = page.getByRole("alertdialog");
    await expect(notice).toContainText(texts("shortcut_login_first"));
    await notice.getByRole("button", { name: texts("login"), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/login$/);

    await logIn(page, texts, "demo", "Demo@1234");
    await expect(page).not.toHaveURL(/\/m\/login$/);
    await page.goto("/m/home");
    await menuLabels(page, texts);
    await page
      .getByRole("list", { name: texts("shortcut_menu") })
      .getByRole("button", { name: label })
      .click();
    await expect(page).toHaveURL(new RegExp(`${SHORTCUT_PATHS[kind]}$`));
  });

  test("REDIRECT_URL opens its link and APP_DOWNLOAD the app's download page, outside the app @one-phone", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const items = merchant.shortcuts ?? [];
    await page.goto("/m/home");
    const shown = items.length ? await menuLabels(page, texts) : [];
    const menu = page.getByRole("list", { name: texts("shortcut_menu") });
    const link = items.find((item) => item.redirect === "REDIRECT_URL")?.externalLink;
    if (link) {
      // The merchant's page is not on this machine: answer it here, so the window shows where it went.
      await page.context().route(`${new URL(link).origin}/**`, (route) => route.fulfill({ body: "guide" }));
      // Links leave the app in a new window (engine/routing/link-rules.ts).
      const opened = page.waitForEvent("popup");
      await menu.getByRole("button", { name: texts("shortcut_redirect_url") }).click();
      expect((await opened).url()).toContain(new URL(link).host);
      await menuLabels(page, texts);
    }
    if (items.some((item) => item.redirect === "APP_DOWNLOAD")) {
      // The app-download modal (e2e/download.spec.ts) offers the download, once its rules have loaded.
      await page.waitForLoadState("networkidle");
      await menu.getByRole("button", { name: texts("download_app") }).click();
      const modal = page.getByRole("dialog", {
        name: texts("app_download_title").replace("{name}", merchant.name),
      });
      const opened = page.waitForEvent("popup");
      await modal.getByRole("button", { name: texts("app_download_native") }).click();
      expect((await opened).url()).toMatch(/^https?:\/\//);
    }
    if (!link && !items.some((item) => item.redirect === "APP_DOWNLOAD")) {
      expect(shown).not.toContain(texts("shortcut_redirect_url"));
    }
  });
});
