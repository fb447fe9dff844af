/**
 * Push notifications (spec §2, §4, §8) as a member meets them: the prompt after login, Allow with
 * notifications granted (the backend sees CSP_fcmBind and CSP_fcmSubscribe to ALL, and
 * CSP_fcmUnsubscribe on logout), a browser that blocks them (the tips), a browser that already
 * allows them, 'Not now' remembered, and no prompt inside the native shell (tagged @push: the
 * merchants whose config has push). Merchants without it (@no-push: lite, sahara) show no prompt
 * and register nothing.
 *
 * FCM's servers are outside this machine: the registration token comes from the firebase
 * messaging stand-in the reference server serves in place of the app's messaging chunk
 * (server/dev/fcm-stand-in.ts); the relay calls are the app's real ones, recorded by the backend
 * (GET /__dev/fcm). The service worker's push handling is tested in vitest
 * (tests/engine/push/push-worker.test.ts): the browser tests run with service workers blocked.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { PUSH_TOKEN_KEY } from "../engine/push/push-registration";
import { PUSH_PROMPT_KEYS } from "../engine/push/push-rules";
import { CHROME_PATH, CHROMIUM_FLAGS } from "../scripts/ensure-chromium";
import { catalogue, expect, serverRequest, test } from "./fixtures";

// The full Chromium, not the headless shell the other journeys run in: the shell has no
// notifications (Notification.permission always reads 'denied' there), the full browser in
// headless mode asks like a phone's and answers an unanswered question with 'denied'
// (docs/decisions.md, "The push journeys run in the full Chromium").
test.use({ pushPrompt: "live", launchOptions: { executablePath: CHROME_PATH, args: CHROMIUM_FLAGS } });

interface FcmEvent {
  merchant: string;
  memberId: number | null;
  action: "bind" | "subscribe" | "unsubscribe";
  registrationToken: string;
  topic: string | null;
  unsubscribeAll: boolean | null;
}

async function fcmEvents(request: APIRequestContext, merchant: string, token: string): Promise<FcmEvent[]> {
  const response = await request.get("/__dev/fcm", { params: { merchant } });
  expect(response.ok()).toBe(true);
  const events: FcmEvent[] = (await response.json()).value;
  return events.filter((event) => event.registrationToken === token);
}

const keptToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), PUSH_TOKEN_KEY);

/** The member's page, signed in as the demo member (the session appears with the first page). */
async function memberPage(
  page: Page,
  dev: { signIn(page: Page, username: string): Promise<void> },
  query = "",
) {
  await dev.signIn(page, "demo");
  await page.goto(`/m/member/home${query}`);
  await expect(page.getByTestId("member-name")).toHaveText("demo");
}

/** Every relay call and messaging chunk the page asks for, for the merchants that must make none. */
function watchPush(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.includes("CSP_fcm") || path.includes("messaging-sdk")) seen.push(path);
  });
  return seen;
}

/** The engagement rules have loaded (their chunks come together after the first page). */
const engagementsLoaded = (page: Page) =>
  page.waitForResponse((response) => /\/m\/assets\/engage-[^/]*\.js$/.test(response.url()));

async function logOut(page: Page, texts: (key: string) => string) {
  await page.getByRole("button", { name: texts("logout") }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
}

test.describe("push notifications", () => {
  let request: APIRequestContext;
  test.beforeEach(async ({ playwright, baseURL }) => {
    request = await serverRequest(playwright, baseURL);
  });
  test.afterEach(async () => {
    await request.dispose();
  });

  test("the prompt after login: Allow with notifications granted binds and subscribes the device, logout unsubscribes it @push", async ({
    page,
    context,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await memberPage(page, dev);
    const prompt = page.getByRole("dialog", { name: texts("push_prompt_title") });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(texts("push_prompt_message"));
    // The member allows notifications in the browser's own question.
    await context.grantPermissions(["notifications"]);
    await prompt.getByRole("button", { name: texts("push_prompt_allow") }).click();
    await expect(prompt).toBeHidden();

    await expect.poll(() => keptToken(page)).not.toBeNull();
    const token = String(await keptToken(page));
    await expect
      .poll(async () => (await fcmEvents(request, merchant.code, token)).map((e) => [e.action, e.topic]))
      .toEqual([
        ["bind", null],
        ["subscribe", "ALL"],
      ]);
    const [bind] = await fcmEvents(request, merchant.code, token);
    expect(bind?.memberId).not.toBeNull();

    await logOut(page, texts);
    await expect
      .poll(async () => (await fcmEvents(request, merchant.code, token)).map((e) => e.action))
      .toEqual(["bind", "subscribe", "unsubscribe"]);
    const unsubscribe = (await fcmEvents(request, merchant.code, token))[2];
    expect(unsubscribe?.unsubscribeAll).toBe(true);
    // Sent under the session that ended: the backend knows whose device stopped receiving.
    expect(unsubscribe?.memberId).toBe(bind?.memberId);
  });

  test("a browser that blocks notifications: the tips show, nothing is registered @push @one-phone", async ({
    page,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const seen = watchPush(page);
    await memberPage(page, dev);
    const prompt = page.getByRole("dialog", { name: texts("push_prompt_title") });
    await expect(prompt).toBeVisible();
    // Nothing granted: headless Chromium answers the question with 'denied', as a member's block.
    await prompt.getByRole("button", { name: texts("push_prompt_allow") }).click();
    await expect(prompt.getByRole("alert")).toHaveText(texts("notification_request_tips"));
    await prompt.getByRole("button", { name: texts("confirm") }).click();
    await expect(prompt).toBeHidden();
    expect(seen.filter((path) => path.includes("CSP_fcm"))).toEqual([]);
  });

  test("a browser that already allows notifications registers at login without asking @push @one-phone", async ({
    page,
    context,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await context.grantPermissions(["notifications"]);
    await memberPage(page, dev);
    await expect.poll(() => keptToken(page)).not.toBeNull();
    const token = String(await keptToken(page));
    await expect
      .poll(async () => (await fcmEvents(request, merchant.code, token)).map((e) => e.action))
      .toEqual(["bind", "subscribe"]);
    await expect(page.getByRole("dialog", { name: texts("push_prompt_title") })).toHaveCount(0);
  });

  test("once per session, and 'Not now' is remembered on the device @push @one-phone", async ({
    page,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await memberPage(page, dev);
    const prompt = page.getByRole("dialog", { name: texts("push_prompt_title") });
    await expect(prompt).toBeVisible();
    // Shown once this session: a reload does not bring it back.
    await page.reload();
    await expect(page.getByTestId("member-name")).toHaveText("demo");
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), PUSH_PROMPT_KEYS.shown))
      .toBe("1");
    await expect(prompt).toHaveCount(0);
    // A new session (the shown mark gone) asks again; 'Not now' is remembered on the device.
    await page.evaluate((key) => sessionStorage.removeItem(key), PUSH_PROMPT_KEYS.shown);
    await page.reload();
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: texts("push_prompt_later") }).click();
    await expect(prompt).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), PUSH_PROMPT_KEYS.declined)).toBe("1");
  });

  test("inside the native shell there is no web push prompt @push @one-phone", async ({
    page,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const seen = watchPush(page);
    const loaded = engagementsLoaded(page);
    await memberPage(page, dev, "?inApp=android");
    await loaded;
    await expect(page.getByRole("dialog", { name: texts("push_prompt_title") })).toHaveCount(0);
    expect(seen).toEqual([]);
  });

  test("a merchant without push: no prompt, and nothing registered even where notifications are allowed @no-push @one-phone", async ({
    page,
    context,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await context.grantPermissions(["notifications"]);
    const seen = watchPush(page);
    const loaded = engagementsLoaded(page);
    await memberPage(page, dev);
    await loaded;
    await expect(page.getByRole("dialog", { name: texts("push_prompt_title") })).toHaveCount(0);
    await logOut(page, texts);
    expect(seen).toEqual([]);
  });
});
