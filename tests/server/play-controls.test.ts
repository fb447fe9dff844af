/**
 * Development controls of home and play: recorded launches and trials, content lists that replace
 * the seed's (the bad input the app must survive), and faults on the launch calls.
 */
import { afterEach, describe, expect, it } from "vitest";
import { LAUNCH_FIELDS } from "../../server/data/launches";
import { PROMOTIONS } from "../../server/seed-data/promotions";
import { seededServerForFile } from "./harness";

const server = seededServerForFile({ mode: "test" });
afterEach(async () => {
  await server.call("/__dev/faults", { method: "DELETE" });
  for (const merchant of ["royal", "sunrise"]) {
    await server.call("/__dev/content", {
      body: {
        merchant,
        banners: null,
        popup: null,
        lanes: null,
        games: null,
        launchUrls: null,
        player: null,
      },
    });
  }
});

const launch = (merchant: string, token: string, query: string) =>
  server.call(`/wps/game/launchGame?${query}`, { headers: { merchant, authorization: token } });

const trial = (merchant: string, query: string) =>
  server.call(`/wps/relay/GCS_gameTrialLaunch?${query}`, { headers: { merchant } });

describe("GET /__dev/launches", () => {
  it("lists a member's launches newest first, with every field as sent and null where none was", async () => {
    const token = await server.tokenOf("sunrise", "agent2", "Agent@1234");
    const lottery = {
      gameCode: "GD_FAST3",
      vendor: "GOLDENDRAW",
      hasLobby: "false",
      prizeMode: "1",
      playType: "",
      backUrl: "/m/home",
      labelName: "VIP",
      lottoView: "list",
      lottoArea: "A",
      launchMode: "iframe",
      lottoPrizeMode: "2",
      lottoMode: "3",
      lottoGameCode: "FAST3",
      device: "MOBILE",
      language: "VI",
      title: "Fast 3",
    };
    const started = Date.now();
    expect((await launch("sunrise", token, new URLSearchParams(lottery).toString())).status).toBe(200);
    await server.db.query("UPDATE game_launches SET launched_at = launched_at - 3000");
    const slot = await launch("sunrise", token, "gameCode=RF_DRAGON&hasLobby=true&unknownField=x");
    expect(slot.status).toBe(200);
    // Refused launches are not recorded.
    expect((await launch("sunrise", token, "gameCode=RF_FRUIT")).json.errorCode).toBe("#734");

    const reply = await server.call("/__dev/launches?merchant=sunrise&username=agent2");
    expect(reply.status).toBe(200);
    const [newest, oldest] = reply.json.value;
    expect(reply.json.value).toHaveLength(2);
    expect(oldest).toEqual({
      id: expect.any(Number),
      merchant: "sunrise",
      username: "agent2",
      ...lottery,
      gameUrl: expect.stringMatching(
        /^http:\/\/games\.localhost:\d+\/wps\/demo\/game\?merchant=sunrise&game=GD_FAST3&backUrl=/,
      ),
      launchedAt: expect.any(Number),
    });
    expect(oldest.launchedAt).toBeGreaterThanOrEqual(started - 3000);
    expect(newest).toMatchObject({ gameCode: "RF_DRAGON", hasLobby: "true", vendor: null, backUrl: null });
    expect(newest.gameUrl).toBe(slot.json.value.gameUrl);
    expect(Object.keys(newest)).toEqual(expect.arrayContaining([...LAUNCH_FIELDS]));
    expect(newest).not.toHaveProperty("unknownField");
    expect((await server.call("/__dev/launches?merchant=sunrise&username=demo")).json.value).toEqual([]);
  });

  it("refuses an unknown merchant or member", async () => {
    for (const query of [
      "merchant=nobody&username=demo",
      "merchant=royal&username=ghost",
      "merchant=royal",
    ]) {
      const reply = await server.call(`/__dev/launches?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.json.errorCode).toBe("request_param_err");
    }
  });
});

describe("GET /__dev/trials", () => {
  it("lists trials newest first, per merchant when asked", async () => {
    expect((await trial("brisa", "gameId=RF_FRUIT&nodeId=5202&platform=html5")).status).toBe(200);
    expect((await trial("brisa", "gameId=GD_PK10")).status).toBe(200);
    expect((await trial("lite", "gameId=NS_NEON&nodeId=5205&platform=html5")).status).toBe(200);
    // Refused trials are not recorded.
    expect((await trial("brisa", "gameId=VL_BACCARAT")).status).toBe(400);

    const brisa = (await server.call("/__dev/trials?merchant=brisa")).json.value;
    expect(brisa).toEqual([
      {
        id: expect.any(Number),
        merchant: "brisa",
        gameId: "GD_PK10",
        nodeId: null,
        platform: null,
        url: expect.stringContaining("game=GD_PK10&trial=1"),
        launchedAt: expect.any(Number),
      },
      expect.objectContaining({ gameId: "RF_FRUIT", nodeId: "5202", platform: "html5" }),
    ]);
    const all = (await server.call("/__dev/trials")).json.value;
    expect(all.map((record: { merchant: string }) => record.merchant)).toEqual(
      expect.arrayContaining(["brisa", "lite"]),
    );
    expect((await server.call("/__dev/trials?merchant=nobody")).status).toBe(400);
  });
});

describe("POST /__dev/content", () => {
  const get = (merchant: string, path: string) => server.call(path, { headers: { merchant } });
  const banners = (merchant: string) =>
    get(merchant, "/wps/relay/MCSFE_getListAnnouncements").then((reply) => reply.json.value);
  const lanes = (merchant: string) =>
    get(merchant, "/wps/relay/GCSGAME_newGameVendor?platform=html5").then(
      (reply) => reply.json.value.data.lanes,
    );
  const games = (merchant: string) =>
    get(merchant, "/wps/relay/GCSGAME_getGameMatchV2").then((reply) => reply.json.value.matches);

  it("answers raw lists instead of the seed for one merchant, and null gives each back", async () => {
    const seeded = {
      banners: (await banners("royal")).banners,
      lanes: await lanes("royal"),
      games: await games("royal"),
    };
    const bad = {
      banners: [{ title: 7 }, null, "banner", { url: "", linkageType: "X" }],
      lanes: [{ title: "No cards" }, { cards: [{}] }],
      games: [{ gameCode: "GHOST", ordinal: "first" }, 42],
    };
    const set = await server.call("/__dev/content", { body: { merchant: "royal", ...bad } });
    expect(set.json).toEqual({
      success: true,
      value: { merchant: "royal", popup: null, launchUrls: null, player: null, ...bad },
    });

    const announcements = await banners("royal");
    expect(announcements.banners).toEqual(bad.banners);
    const marquee = [{ id: 1, title: "<b>bold</b>" }, 3];
    await server.call("/__dev/content", { body: { merchant: "royal", player: marquee } });
    expect((await banners("royal")).player).toEqual(marquee);
    await server.call("/__dev/content", { body: { merchant: "royal", player: null } });
    // The rest of the announcements is left alone.
    expect(announcements.promotion).toHaveLength(PROMOTIONS.length);
    expect(await lanes("royal")).toEqual(bad.lanes);
    expect(await games("royal")).toEqual(bad.games);
    expect((await banners("sunrise")).banners).toHaveLength(5);

    // Only the parts given change.
    const partly = await server.call("/__dev/content", {
      body: { merchant: "royal", lanes: null, games: [] },
    });
    expect(partly.json.value).toEqual({
      merchant: "royal",
      banners: bad.banners,
      popup: null,
      lanes: null,
      games: [],
      launchUrls: null,
      player: null,
    });
    expect(await lanes("royal")).toEqual(seeded.lanes);
    expect(await games("royal")).toEqual([]);

    await server.call("/__dev/content", { body: { merchant: "royal", banners: null, games: null } });
    expect((await banners("royal")).banners).toEqual(seeded.banners);
    expect(await games("royal")).toEqual(seeded.games);
  });

  it("replaces the announcement popup list as given, and null gives the seeded one back", async () => {
    const popups = async () => (await banners("royal")).popup as Array<{ execution: string }>;
    const seeded = await popups();
    expect(seeded.map((popup) => popup.execution).sort()).toEqual(["A", "B", "F"]);
    const list = [
      { id: 9, title: "Changed", content: "<script>alert(1)</script><p>x</p>", execution: "B" },
      7,
    ];
    const set = await server.call("/__dev/content", { body: { merchant: "royal", popup: list } });
    expect(set.json.value.popup).toEqual(list);
    expect(await popups()).toEqual(list);
    expect((await banners("sunrise")).popup).toHaveLength(seeded.length);
    await server.call("/__dev/content", { body: { merchant: "royal", popup: null } });
    expect(await popups()).toEqual(seeded);
  });

  it("answers game launches, member and trial, with the launchUrls in turn, and null gives the game's page back", async () => {
    const hostile = ["javascript:parent.__xss(1)", "data:text/html,<script>alert(1)</script>"];
    const set = await server.call("/__dev/content", { body: { merchant: "royal", launchUrls: hostile } });
    expect(set.json.value.launchUrls).toEqual(hostile);
    const token = await server.tokenOf("royal", "demo", "Demo@1234");
    expect((await launch("royal", token, "gameCode=RF_DRAGON")).json.value).toEqual({ gameUrl: hostile[0] });
    expect((await trial("royal", "gameId=RF_DRAGON")).json.value).toEqual({ url: hostile[1] });
    expect((await trial("royal", "gameId=RF_DRAGON")).json.value).toEqual({ url: hostile[0] });
    // Another merchant's launches are its own.
    expect((await trial("sunrise", "gameId=RF_DRAGON")).json.value.url).toMatch(/^http:\/\/games\./);
    await server.call("/__dev/content", { body: { merchant: "royal", launchUrls: null } });
    expect((await trial("royal", "gameId=RF_DRAGON")).json.value.url).toMatch(/^http:\/\/games\./);
    const refused = await server.call("/__dev/content", { body: { merchant: "royal", launchUrls: [7] } });
    expect(refused.status).toBe(400);
  });

  it("refuses an unknown merchant or a part that is not a list, changing nothing", async () => {
    for (const body of [
      { merchant: "nobody", banners: [] },
      { merchant: "royal", banners: [], lanes: { title: "x" } },
      { merchant: "royal", games: "none" },
    ]) {
      const reply = await server.call("/__dev/content", { body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json.errorCode).toBe("request_param_err");
    }
    expect((await banners("royal")).banners).toHaveLength(5);
  });

  it("is forgotten by POST /__dev/reset", async () => {
    await server.call("/__dev/content", { body: { merchant: "sunrise", banners: [], lanes: [], games: [] } });
    expect(await lanes("sunrise")).toEqual([]);
    expect((await server.call("/__dev/reset", { method: "POST" })).status).toBe(200);
    expect((await banners("sunrise")).banners).toHaveLength(5);
    expect((await lanes("sunrise")).length).toBeGreaterThan(0);
    expect(await games("sunrise")).toHaveLength(16);
    expect((await server.call("/__dev/trials")).json.value).toEqual([]);
  });
});

describe("faults on launches and trials", () => {
  it("slows a launch, fails it with a chosen error, or drops it", async () => {
    const token = await server.tokenOf("royal", "agent1", "Agent@1234");
    await server.call("/__dev/faults", { body: { path: "/wps/game/launchGame", delayMs: 300, times: 1 } });
    const started = Date.now();
    const slow = await launch("royal", token, "gameCode=RF_DRAGON");
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(slow.status).toBe(200);

    await server.call("/__dev/faults", {
      body: { path: "/wps/game/launchGame", status: 400, errorCode: "#734", message: "#734 busy", times: 1 },
    });
    expect((await launch("royal", token, "gameCode=RF_DRAGON")).json).toEqual({
      success: false,
      value: null,
      errorCode: "#734",
      message: "#734 busy",
    });

    await server.call("/__dev/faults", { body: { path: "/wps/game/launchGame", drop: true, times: 1 } });
    await expect(launch("royal", token, "gameCode=RF_DRAGON")).rejects.toThrow(/socket hang up|ECONNRESET/);
  });

  it("fails a trial launch", async () => {
    await server.call("/__dev/faults", {
      body: { path: "/wps/relay/GCS_gameTrialLaunch", status: 502, times: 1 },
    });
    expect((await trial("royal", "gameId=RF_FRUIT")).status).toBe(502);
    expect((await trial("royal", "gameId=RF_FRUIT")).status).toBe(200);
  });
});
