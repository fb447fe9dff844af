/**
 * Customer service and chat (issue 16; spec sections 2, 3, 6 and 9) on every merchant: the entry
 * for the member's VIP label opening its provider's widget (the reference backend's stand-in) on
 * the spec's timings, the bad inputs (an undecodable path, a provider script that fails, a launch
 * answer without a URL), and the floating chat button: its unread badge following the backend,
 * the launch into the app's viewer or a new tab, and the type 4 and type -1 rules.
 */

import type { APIRequestContext, Page } from "@playwright/test";
import {
  CHAT_HOOK_REAPPLY_MS,
  CHAT_UNREAD_POLL_MS,
  FLOATING_WIDGETS_DELAY_MS,
  LIVE_CHAT_INJECT_DELAY_MS,
} from "../engine/constants";
import { entriesFor } from "../engine/customer-service/open-customer-service";
import { chatLaunchLanguage } from "../engine/i18n/purpose-languages";
import { pauseSoon } from "./clock";
import { catalogue, expect, serverRequest, test } from "./fixtures";

/** The stand-ins' dialogs (server/dev/chat-provider-stand-in.js) by csType. */
const PROVIDER_NAMES: Record<string, string> = {
  LIVECHAT: "LiveChat chat",
  COMM100: "Comm100 chat",
  COMM100VIP: "Comm100 VIP chat",
  AICAN: "AICAN chat",
  MIDUOKE: "MIDUOKE chat",
};

/** The seeded members used here: demo (type 0, VIP label 3), agent2 (type 2, no label), guest4 (type 4). */
const LABELS: Record<string, number | null> = { demo: 3, agent2: null };

let request: APIRequestContext;

test.beforeEach(async ({ playwright, baseURL }) => {
  request = await serverRequest(playwright, baseURL);
});

test.afterEach(async ({ merchant }) => {
  await request.post("/__dev/chat", {
    data: { merchant: merchant.code, entries: null, launch: null, provider: null },
  });
  await setUnread(merchant.code, "demo", 2);
  await setUnread(merchant.code, "guest4", 0);
  await request.dispose();
});

async function chatControl(merchant: string, change: Record<string, unknown>) {
  const response = await request.post("/__dev/chat", { data: { merchant, ...change } });
  expect(response.ok()).toBe(true);
}

async function setUnread(merchant: string, username: string, count: number) {
  const response = await request.post("/__dev/unread", { data: { merchant, username, count } });
  expect(response.ok()).toBe(true);
}

/** The chat button's accessible name for this count (its badge's text, or none). */
function buttonName(texts: (key: string) => string, count: number | null): string {
  const name = texts("chat_button");
  return count ? `${name}, ${texts("chat_unread").replace("{count}", String(count))}` : name;
}

/**
 * Counts the page's requests still out: a long jump of the fake clock while one is out would fire
 * its 30 s timeout before its answer (a real-time wait) arrives, so the jumps wait for none.
 */
function inFlight(page: Page): () => Promise<void> {
  const out = new Set<object>();
  page.on("request", (sent) => out.add(sent));
  page.on("requestfinished", (sent) => out.delete(sent));
  page.on("requestfailed", (sent) => out.delete(sent));
  return () => expect.poll(() => out.size).toBe(0);
}

/** Past the floating widgets' delay (the fake clock), with the chat button's code arriving. */
async function chatButton(page: Page, texts: (key: string) => string, count: number | null) {
  await page.clock.runFor(FLOATING_WIDGETS_DELAY_MS);
  const button = page.getByRole("button", { name: buttonName(texts, count), exact: true });
  await expect(button).toBeVisible();
  return button;
}

test.describe("customer service", () => {
  for (const username of Object.keys(LABELS)) {
    test(`${username} gets the entry for their VIP label, its provider's widget on the spec's timings @one-phone`, async ({
      page,
      merchant,
      dev,
    }) => {
      const texts = catalogue(merchant.languages.default);
      const entries = (merchant.customerService ?? []).map((entry) => ({ ...entry, path: entry.url }));
      const expected = entriesFor(entries, LABELS[username] ?? null)[0];
      expect(expected, `${merchant.code} has an entry for ${username}`).toBeDefined();
      const stored = await dev.member(username);

      await page.clock.install();
      await dev.signIn(page, username);
      await page.goto("/m/home");
      const service = page.getByRole("navigation").getByRole("button", { name: texts("nav_service") });
      await expect(service).toBeVisible();
      // From here the page's time moves only when the test moves it.
      await pauseSoon(page);
      const scripts = page.waitForResponse((answer) =>
        answer.url().includes("WPSCORE_getCustomerServiceScript"),
      );
      await service.click();
      await scripts;
      const script = page.locator(`script[data-cs-provider="${expected?.csType}"]`);
      await page.clock.runFor(LIVE_CHAT_INJECT_DELAY_MS - 1);
      await expect(script).toHaveCount(0);
      // Its timers start once the adapter's code is in, a moment after the scripts' answer: the
      // clock moves on by the delay until the script is there (the unit tests hold the exact times).
      await expect
        .poll(async () => {
          await page.clock.runFor(LIVE_CHAT_INJECT_DELAY_MS);
          return script.count();
        })
        .toBe(1);

      const widget = page.getByRole("dialog", { name: PROVIDER_NAMES[expected?.csType ?? ""] });
      await expect(widget).toBeVisible();
      // The identity: the customer's name, merchant plus id (spec section 9).
      await expect(widget).toContainText(`chatting as ${username} (${merchant.code}${stored.id})`);
      // The hook is applied on load, then again at 1 s and 3 s after the need.
      const opens = async () => Number(await widget.getAttribute("data-opens"));
      const before = await opens();
      expect(before).toBeGreaterThanOrEqual(1);
      await page.clock.runFor(CHAT_HOOK_REAPPLY_MS[1]);
      await expect.poll(opens).toBeGreaterThan(before);
    });
  }

  test("an undecodable path and a provider that fails: a clear message, never a broken page @one-phone @one-merchant", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await chatControl(merchant.code, {
      entries: [{ title: "Broken", path: "@@not-an-encoded-path@@", csType: "LIVECHAT", labelIds: [] }],
    });
    await page.goto("/m/home");
    const service = page.getByRole("navigation").getByRole("button", { name: texts("nav_service") });
    await service.click();
    const alert = page.getByRole("alertdialog");
    await expect(alert).toContainText(texts("chat_cs_path_invalid"));
    await alert.getByRole("button", { name: texts("confirm") }).click();

    // The merchant's own entry again, its provider's script switched off.
    await chatControl(merchant.code, { entries: null, provider: { scriptFails: true } });
    await page.reload();
    await service.click();
    await expect(alert).toContainText(texts("chat_provider_failed"));
    const popup = page.waitForEvent("popup");
    await alert.getByRole("button", { name: texts("chat_open_page") }).click();
    const expected = entriesFor(
      (merchant.customerService ?? []).map((entry) => ({ ...entry, path: entry.url })),
      null,
    )[0];
    expect(new URL((await popup).url()).pathname + new URL((await popup).url()).search).toBe(expected?.url);
  });
});

test.describe("chat button", () => {
  test("the unread badge follows the backend; a tap opens the chat in the app's viewer", async ({
    page,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await dev.state({ whitelabel: { CBS3: true } });
    await setUnread(merchant.code, "demo", 3);
    const settled = inFlight(page);
    await page.clock.install();
    await dev.signIn(page, "demo");
    await page.goto("/m/home");
    const button = await chatButton(page, texts, 3);
    // A thumb-sized target inside the screen, clear of the tab bar.
    const box = await button.boundingBox();
    const tabs = await page.getByRole("navigation").last().boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(tabs?.y ?? 0);

    await setUnread(merchant.code, "demo", 5);
    await settled();
    await page.clock.runFor(CHAT_UNREAD_POLL_MS);
    await expect(page.getByRole("button", { name: buttonName(texts, 5), exact: true })).toBeVisible();

    const launch = page.waitForRequest((sent) => sent.url().includes("/wps/relay/CBS_launchChat"));
    await page.getByRole("button", { name: buttonName(texts, 5), exact: true }).click();
    const query = new URL((await launch).url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      b2c: "1",
      title: texts("chat_title"),
      language: chatLaunchLanguage(merchant.languages.default),
    });
    expect(query.get("backUrl")).toMatch(/\/m\/home$/);
    const viewer = page.getByRole("dialog", { name: texts("chat_title") });
    await expect(viewer).toBeVisible();
    await expect(viewer.locator("iframe")).toHaveAttribute(
      "src",
      new RegExp(`/wps/demo/chat\\?merchant=${merchant.code}&member=\\d+$`),
    );
    // Read there: closing asks again, and the badge goes with the count.
    await setUnread(merchant.code, "demo", 0);
    await viewer.getByRole("button", { name: texts("chat_close") }).click();
    await expect(viewer).toHaveCount(0);
    await expect(page.getByRole("button", { name: buttonName(texts, null), exact: true })).toBeVisible();
  });

  test("type 4 has no badge and is told chat is not for them @one-phone", async ({ page, merchant, dev }) => {
    const texts = catalogue(merchant.languages.default);
    await dev.state({ whitelabel: { CBS3: true } });
    await setUnread(merchant.code, "guest4", 4);
    const asked: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("CBS_")) asked.push(new URL(sent.url()).pathname);
    });
    const settled = inFlight(page);
    await page.clock.install();
    await dev.signIn(page, "guest4");
    await page.goto("/m/home");
    const button = await chatButton(page, texts, null);
    await settled();
    await page.clock.runFor(CHAT_UNREAD_POLL_MS);
    await button.click();
    await expect(page.getByRole("alertdialog")).toContainText(texts("chat_no_permission"));
    expect(asked).toEqual([]);
  });

  test("a visitor (type -1) is sent to /m/login, where the button is not @one-phone", async ({
    page,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await dev.state({ whitelabel: { CBS3: true } });
    await page.clock.install();
    await page.goto("/m/home");
    await (await chatButton(page, texts, null)).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.clock.runFor(FLOATING_WIDGETS_DELAY_MS);
    await expect(page.getByRole("button", { name: texts("chat_button") })).toHaveCount(0);
  });

  test("opens a new tab when the answer says so, and explains an answer without a URL @one-phone @one-merchant", async ({
    page,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await dev.state({ whitelabel: { CBS3: true } });
    await setUnread(merchant.code, "demo", 0);
    await chatControl(merchant.code, { launch: { newWindow: true } });
    await page.clock.install();
    await dev.signIn(page, "demo");
    await page.goto("/m/home");
    const button = await chatButton(page, texts, null);
    const popup = page.waitForEvent("popup");
    await button.click();
    expect((await popup).url()).toMatch(
      new RegExp(`/wps/demo/chat\\?merchant=${merchant.code}&member=\\d+$`),
    );
    await expect(page.getByRole("dialog", { name: texts("chat_title") })).toHaveCount(0);

    await chatControl(merchant.code, { launch: { withoutUrl: true } });
    await button.click();
    await expect(page.getByRole("alertdialog")).toContainText(texts("chat_no_url"));
  });
});
