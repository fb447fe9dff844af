/**
 * Ad-conversion tracking as the networks and the platform receive it (docs/tracking.md). The ad
 * networks are outside this machine: the sample merchants load them from the reference backend's
 * stand-ins, which record what the page queued for each (GET /__dev/ad-networks/calls). The S2S
 * post is the platform's own and is recorded as it arrives (GET /__dev/tracking).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import type { MerchantConfig } from "../engine/config/merchant-config";
import {
  DEPOSIT_WITHDRAW_POLL_MS,
  TIKTOK_DEPOSIT_CONTENT_ID,
  TRACKING_HEADER_CAP_BYTES,
} from "../engine/constants";
import { HEARTBEAT_KEY } from "../engine/tracking/heartbeat";
import { networkId } from "../engine/tracking/load-network";
import { AD_NETWORKS, type AdNetwork } from "../engine/tracking/network";
import { networkEventName } from "../engine/tracking/network-events";
import type { TrackedEventName } from "../engine/tracking/tracking-store";
import { networkCalls, type RecordedCall } from "./ad-network-calls";
import { control, ledgerOf } from "./cashier";
import { catalogue, expect, logIn, serverRequest, test } from "./fixtures";

const CLICKS = {
  fbclid: "FB-CLICK-1",
  kwaiclid: "KW-CLICK-1",
  twclid: "TW-CLICK-1",
  cid: "VOLUUM-CLICK-1",
  visitor_id: "PROPELLER-VISITOR-1",
  okspId: "OKSP-CLICK-1",
  okspExt: "OKSP-EXT-1",
  obclid: "OB-CLICK-1",
  gps_adid: "GPS-ADID-1",
};
const LANDING = `/m/home?${new URLSearchParams(CLICKS)}`;

interface RecordedEvent {
  event: TrackedEventName;
  payload: Record<string, unknown>;
  pixelTrack: Record<string, string>;
  attribution: Record<string, string>;
  heartbeat: string;
  memberId: number | null;
  receivedAt: number;
}

const networksOf = (merchant: MerchantConfig): AdNetwork[] =>
  AD_NETWORKS.filter((network) => networkId(merchant.tracking, network));

/** The tracking posts' events the platform recorded for the merchant since `since` (ms). */
async function s2sEvents(request: APIRequestContext, merchant: string, since: number) {
  const response = await request.get(`/__dev/tracking?merchant=${merchant}`);
  expect(response.ok()).toBe(true);
  return (((await response.json()).value ?? []) as RecordedEvent[]).filter(
    (event) => event.receivedAt >= since,
  );
}

/** Whether a recorded call names this network event (a queue call's argument, or a postback's query value). */
const names = (call: RecordedCall, eventName: string) => JSON.stringify(call.call).includes(`"${eventName}"`);

/** A username the backend has not seen: 4–16 letters or digits. */
const freshName = () => `ad${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);

async function registerByUsername(page: Page, merchant: MerchantConfig, username: string) {
  const texts = catalogue(merchant.languages.default);
  await page.goto("/m/register");
  if (merchant.features?.MOBILENUMREG3)
    await page.getByRole("tab", { name: texts("register_by_username") }).click();
  await page.getByLabel(texts("username"), { exact: true }).fill(username);
  await page.getByLabel(texts("password"), { exact: true }).fill("Fresh@2024");
  await page.getByLabel(texts("confirm_password")).fill("Fresh@2024");
  await page.getByRole("button", { name: texts("register"), exact: true }).click();
  await expect(page.getByRole("alertdialog")).toContainText(texts("register_success"));
  await page.getByRole("alertdialog").getByRole("button").click();
  await expect(page.getByTestId("top-bar-member")).toHaveText(username);
}

/** A deposit by the first channel's smallest amount, paid by the gateway and seen by the next poll. */
async function depositAndArrive(
  page: Page,
  request: APIRequestContext,
  merchant: MerchantConfig,
  username: string,
) {
  const texts = catalogue(merchant.languages.default);
  await page
    .getByRole("navigation")
    .getByRole("link", { name: texts("nav_deposit") })
    .click();
  await page
    .getByRole("group", { name: texts("deposit_channel") })
    .getByRole("radio")
    .first()
    .check({ force: true });
  await page
    .getByRole("group", { name: texts("deposit_quick_amounts") })
    .getByRole("radio")
    .first()
    .check({ force: true });
  await page.getByRole("button", { name: texts("deposit_submit") }).click();
  await expect(page.getByTestId("pending-deposit")).toBeVisible();
  const order = (await ledgerOf(request, merchant.code, username)).deposits[0];
  if (!order) throw new Error("the order was not made");
  await page.getByRole("button", { name: texts("deposit_done") }).click();
  await control(request, "/__dev/deposits/settle", {
    merchant: merchant.code,
    reference: order.reference,
    state: "ARRIVED",
  });
  const poll = page.waitForResponse(
    async (response) =>
      response.url().includes("MCSFE_getDepositSettings") &&
      (await response.json()).value.totalDepositSuccessCount === 1,
  );
  await page.clock.runFor(DEPOSIT_WITHDRAW_POLL_MS);
  await poll;
  return order;
}

/** Home by the app's own navigation (no reload, so nothing waiting is cut short), then the hot game. */
async function launchDragonReels(page: Page, merchant: MerchantConfig) {
  const texts = catalogue(merchant.languages.default);
  await page
    .getByRole("navigation")
    .getByRole("link", { name: texts("nav_home") })
    .click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page
    .getByRole("region", { name: texts("hot_games") })
    .getByRole("button", { name: "Dragon Reels", exact: true })
    .click();
  await expect(page).toHaveURL(/\/m\/game$/);
}

test.describe("ad-conversion tracking", () => {
  test("a landing with click ids, a registration, a deposit and a game launch reach every network the merchant has, and the platform @ad-networks @one-phone", async ({
    page,
    merchant,
    dev,
    playwright,
    baseURL,
  }) => {
    dev.resetAfterTest();
    const request = await serverRequest(playwright, baseURL);
    const since = Date.now();
    await page.clock.install();
    await page.goto(LANDING);
    await expect(page.getByTestId("vendor-lane").first()).toBeVisible();
    const username = freshName();
    await registerByUsername(page, merchant, username);
    const order = await depositAndArrive(page, request, merchant, username);
    await launchDragonReels(page, merchant);

    const journey: TrackedEventName[] = [
      "register",
      "depositSubmit",
      "deposit",
      "firstDepositArrival",
      "gameLaunch",
    ];
    for (const network of networksOf(merchant)) {
      const wanted = journey
        .map((event) => networkEventName(network, event))
        .filter((name) => name !== undefined);
      await expect
        .poll(
          async () => {
            const calls = await networkCalls(request, merchant.code, since, network);
            return wanted.filter((name) => !calls.some((call) => names(call, name)));
          },
          { message: `${network} heard every journey event it takes` },
        )
        .toEqual([]);
    }
    const calls = await networkCalls(request, merchant.code, since);
    const of = (network: AdNetwork) => calls.filter((call) => call.network === network);
    const tracking = merchant.tracking ?? {};

    if (tracking.facebookPixelId) {
      expect(of("facebook").map((call) => call.call)).toContainEqual(
        expect.arrayContaining(["init", tracking.facebookPixelId]),
      );
      const purchase = of("facebook").find((call) => names(call, "Purchase"));
      expect(purchase?.call).toEqual(
        expect.arrayContaining([
          "track",
          "Purchase",
          expect.objectContaining({ currency: expect.any(String), value: expect.any(Number) }),
        ]),
      );
      const cookies = Object.fromEntries(
        (await page.context().cookies()).map((cookie) => [cookie.name, cookie]),
      );
      expect(cookies._fbc?.value).toMatch(new RegExp(`^fb\\.1\\.\\d+\\.${CLICKS.fbclid}$`));
      expect(cookies._fbp?.value).toMatch(/^fb\.1\.\d+\.\d+$/);
      // Spec §9: 90 days.
      const days =
        ((cookies._fbp?.expires ?? 0) * 1000 - (await page.evaluate(() => Date.now()))) / 86_400_000;
      expect(Math.round(days)).toBe(90);
    }
    if (tracking.tiktokPixelId) {
      const payment = of("tiktok").find((call) => names(call, "CompletePayment"));
      expect(JSON.stringify(payment?.call)).toContain(`"content_id":"${TIKTOK_DEPOSIT_CONTENT_ID}"`);
    }
    if (tracking.kwaiPixelId) expect(JSON.stringify(of("kwai"))).toContain(CLICKS.kwaiclid);
    if (tracking.twitterPixelId) expect(JSON.stringify(of("twitter"))).toContain(CLICKS.twclid);
    if (tracking.voluumId) {
      // A postback's recorded call is its query.
      expect(of("voluum").flatMap((call) => call.call as unknown[])).toContainEqual(
        expect.objectContaining({
          cid: CLICKS.cid,
          et: "deposit",
          txid: expect.stringContaining(order.reference),
        }),
      );
    }
    if (tracking.propellerId) expect(JSON.stringify(of("propeller"))).toContain(CLICKS.visitor_id);
    if (tracking.okspiderId) expect(JSON.stringify(of("okspider"))).toContain(CLICKS.okspId);
    if (tracking.outbrainId) expect(JSON.stringify(of("outbrain"))).toContain(CLICKS.obclid);

    // The platform's S2S post: every event, with the click ids and the ad-attribution info.
    await expect
      .poll(async () => (await s2sEvents(request, merchant.code, since)).map((event) => event.event))
      .toEqual(expect.arrayContaining(["firstOpen", "registerSubmit", ...journey, "firstDeposit"]));
    const events = await s2sEvents(request, merchant.code, since);
    const register = events.find((event) => event.event === "register");
    expect(register?.pixelTrack).toMatchObject({
      kwaiClickId: CLICKS.kwaiclid,
      twclid: CLICKS.twclid,
      voluumCid: CLICKS.cid,
    });
    expect(register?.attribution).toEqual({ gpsAdid: CLICKS.gps_adid });
    expect(events.find((event) => event.event === "deposit")?.payload).toMatchObject({
      orderId: order.reference,
      value: expect.any(Number),
      currency: merchant.currency.code.slice(0, 3),
    });
    await request.dispose();
  });

  test("the same event twice in a day is sent once to each agent; the heartbeat header stays within 1024 bytes; a network whose script fails costs only itself @ad-networks @one-phone", async ({
    page,
    merchant,
    dev,
    playwright,
    baseURL,
  }) => {
    dev.resetAfterTest();
    const request = await serverRequest(playwright, baseURL);
    const since = Date.now();
    const texts = catalogue(merchant.languages.default);
    const networks = networksOf(merchant);
    const failing = networks[0];
    await control(request, "/__dev/ad-networks", { failScripts: [failing] });
    // Many deposits sent earlier today (the page's own day), as a long-lived device would have recorded them.
    await page.addInitScript((key) => {
      if (localStorage.getItem(key)) return;
      const now = new Date();
      const two = (value: number) => String(value).padStart(2, "0");
      const day = `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}`;
      const records = Array.from({ length: 200 }, (_, index) => ({
        agent: "s2s",
        event: `deposit#OLD-${index}`,
        day,
        at: now.getTime() - (200 - index) * 1_000,
      }));
      localStorage.setItem(key, JSON.stringify(records));
    }, HEARTBEAT_KEY);

    /** Logs the demo member in, and waits for the login to reach the platform and every network that takes it. */
    const logInAndWait = async () => {
      await page.goto("/m/login");
      await logIn(page, texts, "demo", "Demo@1234");
      await expect(page.getByTestId("top-bar-member")).toHaveText("demo");
    };
    const loginCalls = async (network: AdNetwork, login: string) =>
      (await networkCalls(request, merchant.code, since, network)).filter((call) => names(call, login))
        .length;

    await logInAndWait();
    await expect
      .poll(
        async () =>
          (await s2sEvents(request, merchant.code, since)).filter((event) => event.event === "login").length,
      )
      .toBe(1);
    for (const network of networks) {
      const login = networkEventName(network, "login");
      if (login && network !== failing) await expect.poll(() => loginCalls(network, login)).toBe(1);
    }
    await page.getByTestId("top-bar-member").click();
    await page.getByRole("button", { name: texts("logout") }).click();
    await expect(page).toHaveURL(/\/m\/login$/);

    // The second login of the day, then a game: once the game's events have arrived, the login before them was passed over.
    await logInAndWait();
    await launchDragonReels(page, merchant);
    await expect
      .poll(async () =>
        (await s2sEvents(request, merchant.code, since)).some((event) => event.event === "gameLaunch"),
      )
      .toBe(true);
    for (const network of networks) {
      const marker = networkEventName(network, "gameLaunch") ?? networkEventName(network, "viewContent");
      if (!marker || network === failing) continue;
      await expect
        .poll(async () =>
          (await networkCalls(request, merchant.code, since, network)).some((call) => names(call, marker)),
        )
        .toBe(true);
      const login = networkEventName(network, "login");
      if (login) expect(await loginCalls(network, login)).toBe(1);
    }
    const logins = (await s2sEvents(request, merchant.code, since)).filter(
      (event) => event.event === "login",
    );
    expect(logins).toHaveLength(1);

    // The login's post carried the device's records, the oldest left out to stay within 1024 bytes.
    const header = logins[0]?.heartbeat ?? "";
    expect(new TextEncoder().encode(header).length).toBeLessThanOrEqual(TRACKING_HEADER_CAP_BYTES);
    expect(header.length).toBeGreaterThan(TRACKING_HEADER_CAP_BYTES / 2);
    expect(header).toMatch(/(^|,)s2s:deposit%23OLD-199:\d{8}(,|$)/);
    expect(header).not.toContain("OLD-0:");

    // The failing network's script never came: nothing of it reached the stand-in, and the app went on.
    expect(await networkCalls(request, merchant.code, since, failing)).toEqual([]);
    await request.dispose();
  });

  test("a merchant without pixel ids loads no network and writes no network cookie; the platform still hears the events @no-ad-networks @one-phone", async ({
    page,
    merchant,
    dev,
    playwright,
    baseURL,
  }) => {
    dev.resetAfterTest();
    const request = await serverRequest(playwright, baseURL);
    const since = Date.now();
    const networkRequests: string[] = [];
    page.on("request", (sent) => {
      const url = new URL(sent.url());
      // Banner images are fetched as blobs: only requests that leave the page count.
      if (!url.protocol.startsWith("http")) return;
      const local =
        url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname.endsWith(".localhost");
      if (url.pathname.startsWith("/__dev/ad-networks") || !local) {
        networkRequests.push(sent.url());
      }
    });
    await page.goto(LANDING);
    await expect(page.getByTestId("vendor-lane").first()).toBeVisible();
    await registerByUsername(page, merchant, freshName());
    await launchDragonReels(page, merchant);

    await expect
      .poll(async () => (await s2sEvents(request, merchant.code, since)).map((event) => event.event))
      .toEqual(expect.arrayContaining(["firstOpen", "registerSubmit", "register", "gameLaunch"]));
    expect(networkRequests).toEqual([]);
    expect(
      await page.evaluate(() =>
        ["fbq", "ttq", "kwaiq", "gtag", "twq", "bge", "obApi"].filter((name) => name in window),
      ),
    ).toEqual([]);
    const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(cookies).not.toContain("_fbp");
    expect(cookies).not.toContain("_fbc");
    expect(await networkCalls(request, merchant.code, since)).toEqual([]);
    await request.dispose();
  });
});
