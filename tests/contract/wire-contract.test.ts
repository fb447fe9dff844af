/**
 * Contract tests: every typed client function of engine/api against the running reference
 * backend, over real HTTP, with the real request layer (headers, envelope, encryption).
 * docs/api.md names the test that covers each call.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as chat from "../../engine/api/chat";
import * as content from "../../engine/api/content";
import * as domains from "../../engine/api/domains";
import * as games from "../../engine/api/games";
import * as install from "../../engine/api/install";
import * as desktopApp from "../../engine/api/manifest";
import * as member from "../../engine/api/member";
import * as money from "../../engine/api/money";
import * as points from "../../engine/api/points";
import * as promotions from "../../engine/api/promotions";
import * as push from "../../engine/api/push";
import * as register from "../../engine/api/register";
import * as rewards from "../../engine/api/rewards";
import * as session from "../../engine/api/session";
import * as support from "../../engine/api/support";
import * as system from "../../engine/api/system";
import * as verification from "../../engine/api/verification";
import { raceDomains } from "../../engine/domains/domain-race";
import { readInstallSettings } from "../../engine/engagement/rules/install-settings";
import { HttpClient } from "../../engine/http/client";
import { ApiError } from "../../engine/http/envelope";
import { memoryStorage } from "../../engine/platform/storage";
import { openSeededDatabase, type RunningServer, startServer } from "../server/harness";

const MERCHANT = "royal";
let server: RunningServer;

/** A client as the app builds it, holding its own token. */
function client(token: string | null = null) {
  const state = { token };
  const http = new HttpClient({
    fetch: globalThis.fetch.bind(globalThis),
    baseUrl: server.origin,
    merchant: () => MERCHANT,
    language: () => "EN",
    token: () => state.token,
    sessionCache: memoryStorage(),
  });
  return { http, state };
}

async function loggedIn(username = "demo", password = "Demo@1234") {
  const c = client();
  const answer = await session.login(c.http, { username, password, loginDeviceId: "d".repeat(36) });
  c.state.token = answer.token;
  return c;
}

const dev = (path: string, body?: unknown, method = "POST") =>
  fetch(`${server.origin}${path}`, {
    method,
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((r) => r.json());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (error: ApiError) => error,
  );

beforeAll(async () => {
  server = await startServer({ db: await openSeededDatabase() });
}, 60_000);
afterAll(() => server?.close());

describe("system", () => {
  it("getSystemStatus", async () => {
    const status = await system.getSystemStatus(client().http, {
      url: "royal.example",
      originalDomain: "",
      track: "",
    });
    expect(status.maintenance).toBe(false);
    expect(status.info?.customerService?.length).toBeGreaterThan(0);
  });

  it("getCountries", async () => {
    const countries = await system.getCountries(client().http, MERCHANT);
    expect(countries.countries).toContainEqual({ countryCode: "CN", countryDialingCode: "86" });
  });

  it("getDomainRoute", async () => {
    const route = await domains.getDomainRoute(client().http);
    expect(Array.isArray(route.domains)).toBe(true);
  });

  it("ping: the domain race's probe, on another origin, wins with the success envelope", async () => {
    // The race pings other origins, so it calls fetch itself (engine/domains/domain-race.ts).
    const outcome = await raceDomains({
      origins: [server.origin],
      merchant: MERCHANT,
      fetch: (url, init) => fetch(url, init),
      clock: { setTimeout, clearTimeout: (id) => clearTimeout(id as NodeJS.Timeout), now: Date.now },
    });
    expect(outcome).toEqual({ kind: "won", origin: server.origin });
  });

  it("getDesktopManifest", async () => {
    const manifest = await desktopApp.getDesktopManifest(client().http, MERCHANT);
    expect(manifest.name).toBe("Royal Lotto");
  });
});

describe("session (encrypted)", () => {
  it("login: a token for the demo member", async () => {
    const answer = await session.login(client().http, { username: "demo", password: "Demo@1234" });
    expect(answer).toMatchObject({ userName: "demo", customerType: 0 });
    expect(answer.token).toMatch(/^[0-9a-f]{32,}$/);
  });

  it("login: login.cred.err and not.exists.user", async () => {
    expect(
      await failure(session.login(client().http, { username: "demo", password: "wrong" })),
    ).toMatchObject({
      errorCode: "login.cred.err",
    });
    expect(await failure(session.login(client().http, { username: "nobody", password: "x" }))).toMatchObject({
      errorCode: "not.exists.user",
    });
  });

  it("verifyLogin: login_verify_required, then the authenticator code", async () => {
    await dev("/__dev/2fa", { merchant: MERCHANT, username: "agent1", methods: ["G"] });
    const challenge = await failure(
      session.login(client().http, { username: "agent1", password: "Agent@1234" }),
    );
    expect(challenge).toMatchObject({ errorCode: "login_verify_required" });
    const answer = await session.verifyLogin(client().http, {
      username: "agent1",
      password: "Agent@1234",
      method: "G",
      authCode: "123456",
    });
    expect(answer.customerType).toBe(1);
    await dev("/__dev/2fa", { merchant: MERCHANT, username: "agent1", methods: [] });
  });

  it("logout ends the session: the next member call is 401 login.not.session", async () => {
    const c = await loggedIn();
    await session.logout(c.http);
    expect(await failure(member.getMemberInfo(c.http))).toMatchObject({
      status: 401,
      errorCode: "login.not.session",
    });
  });
});

describe("registration (encrypted)", () => {
  const base = {
    registerMethod: "H5" as const,
    registerUrl: "http://royal.localhost/m/register",
    loginDeviceId: "e".repeat(36),
  };

  it("registerByUsername logs the new member in", async () => {
    const name = `u${Date.now().toString(36)}`.slice(0, 12);
    const answer = await register.registerByUsername(client().http, {
      ...base,
      login: true,
      username: name,
      password: "Secret12",
    });
    expect(answer.token).toBeTruthy();
  });

  it("registerByMobile with the code the SMS control reads", async () => {
    const mobileNum = `139${String(Date.now()).slice(-8)}`;
    const sent = await verification.sendSmsCode(client().http, { countryDialingCode: "86", mobileNum });
    expect(sent.expirationTime).toBeGreaterThan(Date.now());
    const sms = await dev(`/__dev/sms/last?mobileNum=${mobileNum}`, undefined, "GET");
    const answer = await register.registerByMobile(client().http, {
      ...base,
      login: true,
      mobileNum,
      countryDialingCode: "86",
      password: "Secret12",
      verificationCode: sms.value.code,
    });
    expect(answer.customerId ?? answer.id).toBeTruthy();
  });

  it("autoUsername suggests a free name", async () => {
    expect(typeof (await register.autoUsername(client().http))).toBe("string");
  });
});

describe("verification", () => {
  it("getGeetest", async () => {
    expect(await verification.getGeetest(client().http)).toMatchObject({ newCaptcha: true });
  });

  it("getImageCaptcha", async () => {
    const png = Buffer.from(await verification.getImageCaptcha(client().http), "base64");
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  });
});

describe("member (token)", () => {
  it("getMemberInfo", async () => {
    const info = await member.getMemberInfo((await loggedIn()).http);
    expect(info.clubLabel?.labelName).toBe("Gold");
  });

  it("setMemberLanguage", async () => {
    await expect(member.setMemberLanguage((await loggedIn()).http, "TW")).resolves.toBe(true);
  });

  it("changePassword: wrong old password is refused", async () => {
    expect(await failure(member.changePassword((await loggedIn()).http, "nope", "Newpass12"))).toBeInstanceOf(
      ApiError,
    );
  });

  it("getRankProgress", async () => {
    const { http } = await loggedIn();
    expect(await member.getRankProgress(http)).toHaveProperty("currentProgress");
  });
});

describe("money", () => {
  it("getDepositSettings, submitDeposit, cancelDeposit, getDepositOrders, getBalance", async () => {
    const { http } = await loggedIn();
    const settings = await money.getDepositSettings(http);
    expect(settings.totalDepositSuccessCount).toBeGreaterThanOrEqual(3);
    const channel = settings.channels?.[0];
    if (!channel) throw new Error("royal offers deposit channels");
    const order = await money.submitDeposit(http, {
      channelId: channel.id,
      amount: channel.minAmount,
      requestId: "contract-deposit-1",
    });
    expect(order).toMatchObject({ state: "PENDING", amount: channel.minAmount, kind: channel.kind });
    expect((await money.cancelDeposit(http, order.reference)).state).toBe("CANCELLED");
    expect((await money.getDepositOrders(http)).orders[0]?.reference).toBe(order.reference);
    expect(await money.getBalance(http)).toMatchObject({ currency: { code: "CNY", decimals: 2 } });
  });

  it("getWithdrawAccountInfo, getBankList, addWithdrawAccount and submitWithdraw (encrypted), getWithdrawOrders", async () => {
    const { http } = await loggedIn();
    const { banks } = await money.getBankList(http);
    const account = await money.addWithdrawAccount(http, {
      kind: "BANK",
      holderName: "Demo Player",
      bankCode: banks[1]?.code,
      number: "6217 0000 5555 6666",
    });
    expect(account).toMatchObject({ type: "BANK", accountNumber: "**** 6666" });
    const info = await money.getWithdrawAccountInfo(http);
    expect(info.fullBankCardList.map((each) => each.id)).toContain(account.id);
    const minimum = info.limits?.minAmount ?? 0;
    const order = await money.submitWithdraw(http, {
      accountId: account.id,
      amount: minimum,
      requestId: "contract-w-1",
    });
    expect(order).toMatchObject({ state: "PENDING", amount: minimum });
    expect((await money.getWithdrawOrders(http)).orders[0]?.reference).toBe(order.reference);
    const refused = await failure(
      money.submitWithdraw(http, { accountId: account.id, amount: 1, requestId: "contract-w-2" }),
    );
    expect(refused).toMatchObject({ errorCode: "amount.below.min" });
  });
});

describe("points", () => {
  it("getPointMarket, redeemPointItem (the same requestId redeems once), getPointRedemptions", async () => {
    const { http } = await loggedIn("agent1", "Agent@1234");
    const market = await points.getPointMarket(http);
    expect(market.points).toBe(3_400);
    const item = market.items.find((each) => each.code === "FREE_SPINS");
    if (!item) throw new Error("royal seeds FREE_SPINS");
    const first = await points.redeemPointItem(http, { itemId: item.id, requestId: "contract-redeem-1" });
    expect(first).toMatchObject({ points: 3_100, redemption: { itemId: item.id, cost: 300 } });
    const again = await points.redeemPointItem(http, { itemId: item.id, requestId: "contract-redeem-1" });
    expect(again.redemption.reference).toBe(first.redemption.reference);
    expect((await points.getPointRedemptions(http)).redemptions).toHaveLength(1);
    const headset = market.items.find((each) => each.code === "HEADSET");
    expect(
      await failure(
        points.redeemPointItem(http, { itemId: headset?.id ?? 0, requestId: "contract-redeem-2" }),
      ),
    ).toMatchObject({ errorCode: "item.out.of.stock" });
  });

  it("getMissions, claimMission once, getLeaderboard", async () => {
    const { http } = await loggedIn("agent1", "Agent@1234");
    await dev("/__dev/mission-progress", { merchant: MERCHANT, username: "agent1", mission: "LOGIN_7" });
    const { missions } = await points.getMissions(http);
    const login = missions.find((mission) => mission.code === "LOGIN_7");
    expect(login).toMatchObject({ state: "COMPLETED", progress: 7, target: 7 });
    const before = (await points.getPointMarket(http)).points;
    const claimed = await points.claimMission(http, login?.id ?? 0);
    expect(claimed).toMatchObject({ points: before + 50, mission: { state: "CLAIMED" } });
    expect(await failure(points.claimMission(http, login?.id ?? 0))).toMatchObject({
      errorCode: "mission.already.claimed",
    });
    const board = await points.getLeaderboard(http);
    expect(board.own).toMatchObject({ rank: 1, own: true, name: "ag***1" });
    expect(board.top[0]?.own).toBe(true);
  });
});

describe("chat", () => {
  it("launchChat and getUnreadCount", async () => {
    const { http } = await loggedIn();
    expect((await chat.launchChat(http, { language: "CN" })).chatUrl).toContain("/wps/demo/chat");
    expect(typeof (await chat.getUnreadCount(http)).unReadCount).toBe("number");
  });

  it("a type 4 member has no chat", async () => {
    const { http } = await loggedIn("guest4", "Guest@1234");
    expect(await failure(chat.launchChat(http, { language: "CN" }))).toBeInstanceOf(ApiError);
  });
});

describe("install", () => {
  it("getInstallSettings: each setting { enabled, value }, read by the install rules", async () => {
    await dev("/__dev/install-settings", {
      merchant: MERCHANT,
      settings: { reg_days: { enabled: true, value: 3 } },
    });
    try {
      const raw = await install.getInstallSettings(client().http);
      expect(readInstallSettings(raw)).toMatchObject({ reg_days: { enabled: true, value: 3 } });
    } finally {
      await dev("/__dev/install-settings", { merchant: MERCHANT, settings: { reg_days: null } });
    }
  });
});

describe("content and promotions", () => {
  it("getAnnouncements and getVendorLanes", async () => {
    const announcements = await content.getAnnouncements(client().http);
    expect(announcements.banners.length).toBeGreaterThan(0);
    expect(announcements.popup.length).toBeGreaterThan(0);
    expect((await content.getVendorLanes(client().http)).length).toBeGreaterThan(0);
  });

  it("getAvailablePromotions, getPromotionCategories, getCustomerServiceScript, getDownloadSetting", async () => {
    expect(await promotions.getAvailablePromotions(client().http)).toHaveProperty("REFERRAL");
    expect((await promotions.getPromotionCategories(client().http)).categories.length).toBeGreaterThan(0);
    expect(await promotions.getCustomerServiceScript(client().http)).toHaveProperty("scripts");
    const resources = await promotions.getDownloadSetting(client().http, "royal.example");
    expect(resources.map((r) => r.resourceType)).toContain("Android");
  });
});

describe("reward centre", () => {
  it("getPromotionList, getPromotionDetail", async () => {
    const { promotions: all } = await rewards.getPromotionList(client().http);
    expect(all.length).toBeGreaterThan(0);
    const first = all[0] as rewards.Promotion;
    expect((await rewards.getPromotionList(client().http, first.category)).promotions).toContainEqual(first);
    expect(await rewards.getPromotionDetail(client().http, first.id)).toEqual(first);
    expect(await failure(rewards.getPromotionDetail(client().http, 999_999))).toMatchObject({
      status: 404,
      errorCode: "promotion.not.found",
    });
  });

  it("claimPromotion and getPromotionClaims: a claim is kept, a second refused", async () => {
    const { http } = await loggedIn("agent2", "Agent@1234");
    const { promotions: all } = await rewards.getPromotionList(client().http);
    const open = all.find((promotion) => promotion.claimMode === "CLAIM" && promotion.status === "ONGOING");
    if (!open) throw new Error("no claimable promotion is seeded");
    const claim = await rewards.claimPromotion(http, open.id);
    expect(claim).toMatchObject({ promotionId: open.id, state: "CLAIMED" });
    expect((await rewards.getPromotionClaims(http)).claims).toContainEqual(claim);
    expect(await failure(rewards.claimPromotion(http, open.id))).toMatchObject({
      status: 409,
      errorCode: "promotion.already.claimed",
    });
    await dev("/__dev/promotions/claims/reset", { merchant: MERCHANT, username: "agent2" });
  });
});

describe("games", () => {
  it("launchGame answers a game URL in either shape; missing code is #727, unknown game.not.exists", async () => {
    // A vendor's lobby of the Lottery lane: the newer { content: { game_url } } shape.
    const lobby = await games.launchGame((await loggedIn()).http, { gameCode: "GOLDENDRAW", hasLobby: true });
    expect(lobby).toMatch(/^http:\/\/games\.localhost:\d+\/wps\/demo\/game\?/);
    // A third-party slot: { gameUrl }.
    const slot = await games.launchGame((await loggedIn("agent1", "Agent@1234")).http, {
      gameCode: "RF_DRAGON",
      vendor: "REELFORGE",
    });
    expect(slot).toContain("game=RF_DRAGON");
    expect(await failure(games.launchGame((await loggedIn()).http, { gameCode: "" }))).toMatchObject({
      errorCode: "#727",
    });
    expect(
      await failure(games.launchGame((await loggedIn("agent2", "Agent@1234")).http, { gameCode: "NO_SUCH" })),
    ).toMatchObject({ errorCode: "game.not.exists" });
  });

  it("launchTrial and getGameMatches", async () => {
    const { matches } = await games.getGameMatches(client().http);
    expect(matches.length).toBeGreaterThan(0);
    const tryable = matches.find((match) => (match as { trial?: boolean }).trial);
    expect((await games.launchTrial(client().http, { gameId: tryable?.gameCode ?? "" })).url).toContain(
      "trial=1",
    );
    expect(await failure(games.launchTrial(client().http, { gameId: "VL_BACCARAT" }))).toMatchObject({
      errorCode: "game.trial.unavailable",
    });
  });
});

describe("push", () => {
  it("bind, subscribe and unsubscribe are recorded", async () => {
    const { http } = await loggedIn();
    await push.fcmBind(http, "fcm-token-1");
    await push.fcmSubscribe(http, "fcm-token-1", "ALL");
    await push.fcmUnsubscribe(http, "fcm-token-1");
    const recorded = await dev(`/__dev/fcm?merchant=${MERCHANT}`, undefined, "GET");
    expect(JSON.stringify(recorded.value)).toContain("fcm-token-1");
  });
});

describe("help, news and feedback", () => {
  it("getHelpTopics, getNewsList and getNewsDetail never carry the token; an unknown item is news.not.found", async () => {
    const sent: Array<string | null> = [];
    const { http } = (() => {
      const c = client("a-session-token");
      const recording = new HttpClient({
        fetch: (input: RequestInfo | URL, init?: RequestInit) => {
          sent.push(new Headers(init?.headers).get("Authorization"));
          return globalThis.fetch(input, init);
        },
        baseUrl: server.origin,
        merchant: () => MERCHANT,
        language: () => "EN",
        token: () => c.state.token,
        sessionCache: memoryStorage(),
      });
      return { http: recording };
    })();
    const categories = await support.getHelpTopics(http);
    expect(categories[0]?.topics[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
    const news = await support.getNewsList(http);
    const detail = await support.getNewsDetail(http, news[0]?.id ?? 0);
    expect(detail).toMatchObject({ id: news[0]?.id, content: expect.stringContaining("<p>") });
    expect((await failure(support.getNewsDetail(http, 999_999))).errorCode).toBe("news.not.found");
    expect(sent).toEqual([null, null, null, null]);
    // The same client does send its token on a member call (the fake one is refused).
    expect((await failure(support.getFeedbackList(http))).status).toBe(401);
    expect(sent.at(-1)).toBe("a-session-token");
  });

  it("submitFeedback files once per requestId, and getFeedbackList shows it first", async () => {
    const { http } = await loggedIn();
    const body = { category: "OTHER" as const, message: "Contract feedback", requestId: "contract-1" };
    const first = await support.submitFeedback(http, body);
    expect(await support.submitFeedback(http, body)).toMatchObject({ id: first.id, state: "OPEN" });
    expect((await support.getFeedbackList(http))[0]).toMatchObject({
      id: first.id,
      message: "Contract feedback",
    });
    const tooLong = await failure(
      support.submitFeedback(http, { ...body, message: "x".repeat(501), requestId: "c-2" }),
    );
    expect(tooLong.errorCode).toBe("feedback.message.too.long");
  });

  it("submitFeedback carries a screenshot in base64, and getFeedbackAttachment answers it to its owner", async () => {
    const { http } = await loggedIn();
    const data =
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
    const sent = await support.submitFeedback(http, {
      category: "GAME",
      message: "Contract screenshot",
      requestId: "contract-shot-1",
      attachment: { mime: "image/png", data },
    });
    expect(sent.hasAttachment).toBe(true);
    expect((await support.getFeedbackList(http))[0]).toMatchObject({ id: sent.id, hasAttachment: true });
    expect(await support.getFeedbackAttachment(http, sent.id)).toMatchObject({ mime: "image/png", data });
    const notImage = await failure(
      support.submitFeedback(http, {
        category: "GAME",
        message: "Renamed text",
        requestId: "contract-shot-2",
        attachment: { mime: "image/png", data: btoa("plain text, not a picture") },
      }),
    );
    expect(notImage.errorCode).toBe("feedback.attachment.not.image");
  });
});
