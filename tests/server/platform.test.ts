/** System settings, content relays, member relays, game launch, chat and push calls of spec §7. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROMOTIONS } from "../../server/seed-data/promotions";
import { openSeededDatabase, type RunningServer, startServer } from "./harness";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ db: await openSeededDatabase() });
});
afterAll(async () => {
  await server?.close();
  await server?.db.close();
});

const as = (merchant: string, extra: Record<string, string> = {}) => ({ headers: { merchant, ...extra } });

async function get(path: string, merchant: string, token?: string) {
  return server.call(path, as(merchant, token ? { authorization: token } : {}));
}

async function tokenOf(merchant: string, username = "demo", password = "Demo@1234"): Promise<string> {
  const reply = await server.secure("/wps/session/login", {
    headers: { merchant },
    body: { username, password },
  });
  expect(reply.status, `${merchant}/${username}`).toBe(200);
  return reply.json.value.token;
}

describe("system calls", () => {
  it("lists ten countries with the merchant's home country (from its currency) first", async () => {
    const expectations = [
      ["royal", "CN", "86"],
      ["sunrise", "TH", "66"],
      ["sahara", "AE", "971"],
      ["brisa", "BR", "55"],
    ];
    for (const [merchant, countryCode, countryDialingCode] of expectations) {
      const { value } = (await get(`/wps/system/country?_=${merchant}`, merchant as string)).json;
      expect(value.countryCode, merchant).toBe(countryCode);
      expect(value.countryDialingCode, merchant).toBe(countryDialingCode);
      expect(value.countries).toHaveLength(10);
      expect(value.countries[0]).toEqual({ countryCode, countryDialingCode });
      expect(value.countries).toContainEqual({ countryCode: "US", countryDialingCode: "1" });
    }
  });

  it("answers the merchant's domains, or a *.localhost pair when merchant.json lists none", async () => {
    const sunrise = (await get("/wps/system/domainRoute", "sunrise")).json.value;
    expect(sunrise).toEqual({
      domains: [{ domainName: "sunrise-play.example" }, { domainName: "m.sunrise-play.example" }],
    });
    // lite extends sunrise but empties the list.
    const lite = (await get("/wps/system/domainRoute", "lite")).json.value;
    expect(lite).toEqual({ domains: [{ domainName: "lite.localhost" }, { domainName: "m.lite.localhost" }] });
  });

  it("answers the ping of the domain race and a fresh Geetest registration", async () => {
    expect((await get(`/wps/system/test/ping?speed=${Date.now()}`, "royal")).json).toEqual({
      success: true,
      value: true,
    });
    const first = (await get(`/wps/captcha/geetest?t=${Date.now()}`, "royal")).json.value;
    expect(first).toEqual({
      gt: expect.stringMatching(/^[0-9a-f]{32}$/),
      challenge: expect.stringMatching(/^[0-9a-f]{32}$/),
      newCaptcha: true,
    });
    const second = (await get(`/wps/captcha/geetest?t=${Date.now()}`, "royal")).json.value;
    expect(second.challenge).not.toBe(first.challenge);
  });

  it("answers the desktop manifest from merchant.json's pwa template, naming the icons the build draws", async () => {
    const royal = (await get("/wps/system/manifest.json?merchantCode=royal&timestamp=1", "royal")).json.value;
    expect(royal).toMatchObject({
      name: "Royal Lotto",
      short_name: "Royal",
      start_url: "/m/home",
      display: "standalone",
      theme_color: "#FFFFFF",
    });
    expect(
      royal.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
    ).toEqual(["192x192 any", "256x256 any", "384x384 any", "512x512 any", "512x512 maskable"]);
    // The PNGs themselves are checked where they are drawn (tests/scripts/build-pwa.test.ts).
    expect(royal.icons[0].src).toMatch(/^\/m\/icons\/.+\.png$/);

    const brisa = (await get("/wps/system/manifest.json", "brisa")).json.value;
    expect(brisa).toMatchObject({ name: "Brisa Bet", short_name: "Brisa", theme_color: "#00733C" });
    expect((await server.call("/wps/demo/app-icon/royal.svg?size=13")).status).toBe(404);
  });
});

describe("content relays", () => {
  it("lists one popup per audience, with HTML content naming the merchant", async () => {
    const { popup } = (await get("/wps/relay/MCSFE_getListAnnouncements?types=PR&platform=M", "sahara")).json
      .value;
    expect(popup.map((item: { execution: string }) => item.execution)).toEqual(["A", "B", "F"]);
    for (const item of popup) {
      expect(item).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        content: expect.stringContaining("<p>"),
        promotionType: expect.stringMatching(/^(NOTICE|PROMOTION)$/),
        execution: expect.any(String),
      });
      expect(item.content).toContain("Sahara Games");
    }
  });

  it("lists promotions in categories the category call names, with images that load", async () => {
    const { promotion } = (await get("/wps/relay/MCSFE_getListAnnouncements", "brisa")).json.value;
    const { categories } = (await get("/wps/relay/PROMOFE_getPromotionAnnouncementCategory", "brisa")).json
      .value;
    expect(categories).toHaveLength(3);
    expect(categories[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(promotion).toHaveLength(PROMOTIONS.length);
    const categoryIds = categories.map((category: { id: number }) => category.id);
    for (const item of promotion) {
      expect(item).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        category: expect.any(Number),
        announcementImages: expect.any(Array),
        startDate: expect.any(Number),
        endDate: item.noExpiry ? null : expect.any(Number),
        noExpiry: expect.any(Boolean),
        content: expect.stringContaining("Brisa Bet"),
      });
      expect(categoryIds).toContain(item.category);
      expect(item.announcementImages.length).toBeGreaterThan(0);
      item.announcementImages.forEach((image: { sequence: number; url: string }, index: number) => {
        expect(image.sequence).toBe(index + 1);
      });
    }
    expect(promotion.some((item: { noExpiry: boolean }) => item.noExpiry)).toBe(true);
    const image = await server.call(promotion[0].announcementImages[1].url);
    expect(image.status).toBe(200);
    expect(image.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(image.text).toContain(promotion[0].title);
    const missing = `/wps/demo/promotion/brisa/${promotion[0].id}-9.svg`;
    expect((await server.call(missing)).status).toBe(404);
  });

  it("lists games with icons, and an empty customer-service script list", async () => {
    const { matches } = (await get("/wps/relay/GCSGAME_getGameMatchV2", "royal")).json.value;
    expect(matches.length).toBeGreaterThanOrEqual(3);
    for (const game of matches) {
      expect(game).toEqual({
        gameCode: expect.any(String),
        gameName: expect.any(String),
        vendor: expect.any(String),
        gameType: expect.any(String),
        icon: expect.stringMatching(/^\/wps\/demo\/game-icon\//),
        category: expect.any(String),
        ordinal: expect.any(Number),
        hot: expect.any(Boolean),
        trial: expect.any(Boolean),
        nodeId: expect.any(String),
      });
    }
    const icon = await server.call(matches[0].icon);
    expect(icon.status).toBe(200);
    expect(icon.text).toContain(matches[0].gameName);
    // Test mode: every provider's script is its stand-in (tests/server/chat.test.ts has the rest).
    const { scripts } = (await get("/wps/relay/WPSCORE_getCustomerServiceScript", "royal")).json.value;
    expect(scripts.map((script: { csType: string }) => script.csType)).toEqual([
      "AICAN",
      "MIDUOKE",
      "LIVECHAT",
      "COMM100",
      "COMM100VIP",
    ]);
  });

  it("answers the download links of the merchant, each of which loads", async () => {
    const reply = await get("/wps/relay/WPSCORE_getDownloadSetting?domain=royal.localhost", "royal");
    const links = reply.json.value;
    expect(links.map((link: { resourceType: string }) => link.resourceType)).toEqual([
      "Android",
      "IOS",
      "MOBILECONFIG",
      "IOSLITE",
      "AppDownloadIcon",
    ]);
    for (const link of links) {
      expect(link.url).toContain("royal");
      const page = await server.call(link.url);
      expect(page.status, link.url).toBe(200);
    }
  });

  it("offers referral only where the reward centre is on", async () => {
    const royal = (await get("/wps/relay/MCSFE_getMerchantAvailablePromotions", "royal")).json.value;
    expect(royal).toEqual({
      APP_DOWNLOAD: { enabled: true, count: 1 },
      REFERRAL: { enabled: true, count: 2 },
    });
    const lite = (await get("/wps/relay/MCSFE_getMerchantAvailablePromotions", "lite")).json.value;
    expect(lite.REFERRAL).toEqual({ enabled: false, count: 0 });
  });
});

describe("member relays", () => {
  it("answers the member's VIP progress and deposit summary", async () => {
    const demo = await tokenOf("royal");
    expect((await get("/wps/relay/MCSFE_getPlayerRankProgress", "royal", demo)).json.value).toEqual({
      currentProgress: { completedConditions: 4, totalExpectedConditions: 10 },
      playerRankProgress: { labelId: 3 },
    });
    expect((await get("/wps/relay/MCSFE_getDepositSettings", "royal", demo)).json.value).toMatchObject({
      totalDepositSuccessCount: 3,
      totalWithdrawSuccessCount: 1,
    });
    // The demo member's past withdrawal went to one bank card (tests/server/money.test.ts has the rest).
    expect((await get("/wps/relay/MCSFE_getWithdrawAccountInfo", "royal", demo)).json.value).toMatchObject({
      fullBankCardList: [expect.objectContaining({ type: "BANK", accountNumber: "**** 1234" })],
      fullVirtualWalletList: [],
      fullEWalletList: [],
    });
    const agent2 = await tokenOf("royal", "agent2", "Agent@1234");
    expect((await get("/wps/relay/MCSFE_getPlayerRankProgress", "royal", agent2)).json.value).toEqual({
      currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
      playerRankProgress: { labelId: null },
    });
  });

  it("answers 401 login.not.session to every member call without a live token", async () => {
    const paths = [
      "/wps/relay/MCSFE_getPlayerRankProgress",
      "/wps/relay/MCSFE_getDepositSettings",
      "/wps/relay/MCSFE_getWithdrawAccountInfo",
      "/wps/relay/CBS_launchChat",
      "/wps/relay/CBS_unreadCount",
      "/wps/game/launchGame?gameCode=GD_FAST3",
    ];
    for (const path of paths) {
      for (const token of [undefined, "dead".repeat(16)]) {
        const reply = await get(path, "royal", token);
        expect(reply.status, path).toBe(401);
        expect(reply.json.errorCode, path).toBe("login.not.session");
      }
    }
  });
});

describe("game launch", () => {
  it("answers the demo game page on the games origin, which names the game and links back", async () => {
    const token = await tokenOf("sunrise");
    const reply = await get(
      "/wps/game/launchGame?gameCode=RF_DRAGON&hasLobby=0&prizeMode=&playType=&backUrl=%2Fm%2Fhome%3Ftab%3Dslots&labelName=&lottoView=&vendor=REELFORGE",
      "sunrise",
      token,
    );
    expect(reply.status).toBe(200);
    const gameUrl = new URL(reply.json.value.gameUrl);
    expect(gameUrl.hostname).toBe("games.localhost");
    expect(gameUrl.pathname + gameUrl.search).toMatch(/^\/wps\/demo\/game\?merchant=sunrise&game=RF_DRAGON/);
    const page = await server.call(gameUrl.pathname + gameUrl.search, { headers: { host: gameUrl.host } });
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.text).toContain("Dragon Reels");
    // The path is made absolute against the app the launch came from.
    expect(page.text).toMatch(/href="http:\/\/127\.0\.0\.1:\d+\/m\/home\?tab=slots"/);
  });

  it("refuses a launch without gameCode (#727) and a second launch within 3 s (#734)", async () => {
    const token = await tokenOf("brisa", "agent1", "Agent@1234");
    const missing = await get("/wps/game/launchGame?hasLobby=1", "brisa", token);
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ success: false, errorCode: "#727", message: "#727 system busy" });

    expect((await get("/wps/game/launchGame?gameCode=GD_FAST3", "brisa", token)).status).toBe(200);
    const twice = await get("/wps/game/launchGame?gameCode=GD_PK10", "brisa", token);
    expect(twice.status).toBe(400);
    expect(twice.json.errorCode).toBe("#734");
    expect(twice.json.message).toMatch(/^#734/);

    // Three seconds later (moved back in the record rather than waited for) it starts again.
    await server.db.query("UPDATE game_launches SET launched_at = launched_at - 3000");
    expect((await get("/wps/game/launchGame?gameCode=GD_PK10", "brisa", token)).status).toBe(200);
  });

  it("starts a trial without a session, and never links back to a script", async () => {
    const reply = await get(
      "/wps/relay/GCS_gameTrialLaunch?gameId=RF_FRUIT&nodeId=5202&platform=html5",
      "royal",
    );
    expect(reply.status).toBe(200);
    const url = new URL(reply.json.value.url);
    expect(url.pathname + url.search).toBe("/wps/demo/game?merchant=royal&game=RF_FRUIT&trial=1");
    const page = await server.call(url.pathname + url.search, { headers: { host: url.host } });
    expect(page.text).toContain("Fruit Stack");
    expect(page.text).toContain("Trial mode");

    const sneaky = await server.call("/wps/demo/game?merchant=royal&game=X&backUrl=javascript%3Aalert(1)");
    expect(sneaky.status).toBe(200);
    expect(sneaky.text).not.toContain("javascript:");
    expect(sneaky.text).not.toContain(">Back</a>");
    const missing = await get("/wps/relay/GCS_gameTrialLaunch?platform=html5", "royal");
    expect(missing.json.errorCode).toBe("#727");
  });
});

describe("chat", () => {
  it("opens the demo chat for the member, and refuses type 4", async () => {
    const token = await tokenOf("royal", "agent2", "Agent@1234");
    const reply = await get(
      "/wps/relay/CBS_launchChat?b2c=1&title=Help&backUrl=%2Fm%2Fhome&language=CN",
      "royal",
      token,
    );
    expect(reply.status).toBe(200);
    const { chatUrl } = reply.json.value;
    expect(chatUrl).toMatch(/^\/wps\/demo\/chat\?merchant=royal&member=\d+$/);
    const page = await server.call(chatUrl);
    expect(page.text).toContain("Hello agent2!");
    expect(page.text).toMatch(/<input type="hidden" name="member" value="\d+">/);

    const guest = await tokenOf("royal", "guest4", "Guest@1234");
    const refused = await get("/wps/relay/CBS_launchChat", "royal", guest);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ success: false, errorCode: "chat.no.permission" });
  });

  it("counts unread messages from the database", async () => {
    const token = await tokenOf("sahara");
    expect((await get("/wps/relay/CBS_unreadCount", "sahara", token)).json.value).toEqual({ unReadCount: 2 });
    await server.call("/__dev/unread", { body: { merchant: "sahara", username: "demo", count: 7 } });
    expect((await get("/wps/relay/CBS_unreadCount", "sahara", token)).json.value).toEqual({ unReadCount: 7 });
  });
});

describe("push tokens", () => {
  it("records bind, subscribe and unsubscribe, with the member when a session is live", async () => {
    const token = await tokenOf("lite");
    const post = (path: string, body: unknown, auth?: string) =>
      server.call(`/wps/relay/${path}`, { ...as("lite", auth ? { authorization: auth } : {}), body });
    expect((await post("CSP_fcmBind", { registrationToken: "fcm-1" }, token)).json).toEqual({
      success: true,
      value: true,
    });
    expect(
      (await post("CSP_fcmSubscribe", { registrationToken: "fcm-1", topic: "ALL" }, token)).json.value,
    ).toBe(true);
    expect(
      (await post("CSP_fcmUnsubscribe", { registrationToken: "fcm-1", unsubscribeAll: true })).json.value,
    ).toBe(true);
    expect((await post("CSP_fcmBind", {})).json.errorCode).toBe("request_param_err");
    expect((await post("CSP_fcmSubscribe", { registrationToken: "fcm-1" })).json.errorCode).toBe(
      "request_param_err",
    );

    const recorded = (await server.call("/__dev/fcm?merchant=lite")).json.value;
    const member = (await server.call("/__dev/members/lite/demo")).json.value;
    expect(recorded).toEqual([
      expect.objectContaining({
        action: "bind",
        registrationToken: "fcm-1",
        memberId: member.id,
        topic: null,
      }),
      expect.objectContaining({ action: "subscribe", topic: "ALL", memberId: member.id }),
      expect.objectContaining({ action: "unsubscribe", unsubscribeAll: true, memberId: null }),
    ]);
    expect((await server.call("/__dev/fcm?merchant=royal")).json.value).toEqual([]);
  });
});

describe("methods", () => {
  it("answers 405 http_method_not_support to a known call asked with another method", async () => {
    const cases: Array<[string, string]> = [
      ["POST", "/wps/system/country"],
      ["PUT", "/wps/system/domainRoute"],
      ["GET", "/wps/relay/CSP_fcmBind"],
      ["GET", "/wps/verification/sms/noLogin"],
      ["DELETE", "/wps/member/language"],
      ["POST", "/wps/game/launchGame"],
      ["POST", "/wps/session/key/rsa"],
    ];
    for (const [method, path] of cases) {
      const reply = await server.call(path, {
        ...as("royal"),
        method,
        body: method === "GET" ? undefined : {},
      });
      expect(reply.status, `${method} ${path}`).toBe(405);
      expect(reply.json.errorCode).toBe("http_method_not_support");
    }
  });

  it("needs the Merchant header on the new calls too", async () => {
    const reply = await server.call("/wps/system/country");
    expect(reply.status).toBe(400);
    expect(reply.json.errorCode).toBe("function.not.available");
  });
});
