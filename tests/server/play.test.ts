/**
 * Home and play (issue 12): banners of each linkage type, the game list in platform order, vendor
 * lanes with the vendor rule's cards, game and trial launches on the games origin, and the
 * playable demo game pages.
 */
// @ts-expect-error jsdom ships no types (and @types/jsdom is not a dependency): typed below.
import { JSDOM as UntypedJsdom } from "jsdom";
import { describe, expect, it } from "vitest";
import { loadMerchants } from "../../server/merchants";
import { seededServerForFile } from "./harness";

const JSDOM = UntypedJsdom as new (
  html: string,
  options?: { runScripts?: "dangerously"; url?: string },
) => { window: Window & typeof globalThis };

const merchants = loadMerchants();
const server = seededServerForFile();

/** As the app on <merchant>.localhost:8080 calls the API. */
const fromApp = (merchant: string, extra: Record<string, string> = {}) => ({
  headers: { merchant, host: `${merchant}.localhost:8080`, ...extra },
});

/** Lets the next launch of a member start: the #734 guard looks back 3 s. */
async function forgetRecentLaunches() {
  await server.db.query("UPDATE game_launches SET launched_at = launched_at - 3000");
}

async function launch(merchant: string, token: string, query: string) {
  await forgetRecentLaunches();
  return server.call(`/wps/game/launchGame?${query}`, fromApp(merchant, { authorization: token }));
}

/** Loads an absolute game URL from this server, on the host the URL names. */
async function open(url: string, headers: Record<string, string> = {}) {
  const address = new URL(url);
  return server.call(address.pathname + address.search, { headers: { host: address.host, ...headers } });
}

const CATEGORIES = ["LOTTERY", "SLOT", "LIVE", "SPORTS"];

interface Match {
  gameCode: string;
  gameName: string;
  vendor: string;
  gameType: string;
  icon: string;
  category: string;
  ordinal: number;
  hot: boolean;
  trial: boolean;
  nodeId: string;
}

async function matchesOf(merchant: string): Promise<Match[]> {
  return (await server.call("/wps/relay/GCSGAME_getGameMatchV2", fromApp(merchant))).json.value.matches;
}

describe("banners", () => {
  it("gives every merchant a P, two URL and two G banners, with launch fields only on G", async () => {
    for (const merchant of merchants.values()) {
      const { value } = (await server.call("/wps/relay/MCSFE_getListAnnouncements", fromApp(merchant.code)))
        .json;
      const banners: Array<Record<string, unknown>> = value.banners;
      expect(banners.map((banner) => banner.linkageType)).toEqual(["P", "URL", "G", "URL", "G"]);
      expect(new Set(banners.map((banner) => banner.url)).size).toBe(banners.length);
      for (const banner of banners) expect(banner.groupName).toBe("m_banner");

      const [promotion, own, live, thirdParty, lottery] = banners;
      expect(value.promotion.map((item: { id: number }) => String(item.id))).toContain(promotion?.linkage);
      const domain = merchant.domains[0] ?? `${merchant.code}.example`;
      expect(own?.linkage).toBe(`https://${domain}/promo/welcome`);
      expect(thirdParty?.linkage).toBe("https://advertiser.example/offer");
      for (const banner of [promotion, own, thirdParty]) {
        expect(Object.keys(banner ?? {}).sort()).toEqual([
          "groupName",
          "linkage",
          "linkageType",
          "title",
          "url",
        ]);
      }

      const games = await matchesOf(merchant.code);
      const gameOf = (code: unknown) => games.find((game) => game.gameCode === code);
      expect(live).toMatchObject({
        linkage: "VL_BACCARAT",
        vendor: "VELVETLIVE",
        gameType: "LIVE",
        roomId: "VL-B1",
      });
      expect(live?.nodeId).toBe(gameOf(live?.linkage)?.nodeId);
      expect(lottery).toMatchObject({ linkage: "GD_FAST3", vendor: "GOLDENDRAW", gameType: "LOTTERY" });
      expect(lottery?.nodeId).toBe(gameOf(lottery?.linkage)?.nodeId);
      expect(lottery).not.toHaveProperty("roomId");
    }
  });

  it("draws an image for every banner", async () => {
    const { banners } = (await server.call("/wps/relay/MCSFE_getListAnnouncements", fromApp("sahara"))).json
      .value;
    for (const banner of banners) {
      const image = await server.call(banner.url);
      expect(image.status, banner.url).toBe(200);
      expect(image.text).toContain(banner.title.replaceAll("&", "&amp;"));
    }
  });
});

describe("game list", () => {
  it("lists sixteen games over four categories, with platform ordinals, out of lobby order", async () => {
    for (const merchant of merchants.keys()) {
      const games = await matchesOf(merchant);
      expect(games).toHaveLength(16);
      for (const game of games) {
        expect(CATEGORIES).toContain(game.category);
        expect(game.gameType).toBe(game.category);
        expect(game.nodeId).toMatch(/^\S+$/);
        // Lottery and slot games have a trial, live and sports games none.
        expect(game.trial, game.gameCode).toBe(game.category === "LOTTERY" || game.category === "SLOT");
      }
      for (const [index, category] of CATEGORIES.entries()) {
        const ordinals = games
          .filter((game) => game.category === category)
          .map((game) => game.ordinal)
          .sort((a, b) => a - b);
        expect(ordinals.length).toBeGreaterThanOrEqual(3);
        expect(ordinals).toEqual(ordinals.map((_, place) => (index + 1) * 100 + place + 1));
      }
      const lobbyOrder = [...games].sort((a, b) => a.ordinal - b.ordinal);
      expect(games.map((game) => game.gameCode)).not.toEqual(lobbyOrder.map((game) => game.gameCode));
      expect(games.filter((game) => game.hot)).toHaveLength(5);
      expect(new Set(games.map((game) => game.gameCode)).size).toBe(16);
    }
  });

  it("names only vendors that are cards of the game's lane, and counts each lane's games", async () => {
    for (const merchant of merchants.keys()) {
      const games = await matchesOf(merchant);
      const { lanes } = (
        await server.call("/wps/relay/GCSGAME_newGameVendor?platform=html5", fromApp(merchant))
      ).json.value.data;
      for (const lane of lanes) {
        const own = games.filter((game) => game.category === lane.gameClassify);
        expect(lane.gameCount, `${merchant} ${lane.title}`).toBe(own.length);
        const cards = lane.cards.map((card: { accountTypeName: string }) => card.accountTypeName);
        for (const game of own) expect(cards, `${merchant} ${game.gameCode}`).toContain(game.vendor);
      }
      const cardsOf = (classify: string) =>
        lanes
          .find((lane: { gameClassify: string }) => lane.gameClassify === classify)
          .cards.map((card: { accountTypeName: string }) => card.accountTypeName);
      // The spec's vendor rule (§5) has something to do in every merchant.
      expect(cardsOf("SPORTS")).toEqual(expect.arrayContaining(["BTI", "TCG"]));
      expect(cardsOf("SLOT")).toEqual(expect.arrayContaining(["RNG", "PVP"]));
    }
  });
});

describe("game launch", () => {
  it("answers an absolute URL on the games host with the app's port: { gameUrl } for third-party games", async () => {
    const token = await server.tokenOf("royal");
    const reply = await launch("royal", token, "gameCode=VL_BACCARAT&vendor=VELVETLIVE&hasLobby=false");
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.json.value)).toEqual(["gameUrl"]);
    expect(reply.json.value.gameUrl).toBe(
      "http://games.localhost:8080/wps/demo/game?merchant=royal&game=VL_BACCARAT",
    );
  });

  it("answers { content: { game_url } } for lottery games and lottery lobbies", async () => {
    const token = await server.tokenOf("sunrise");
    for (const query of ["gameCode=GD_PK10&lottoView=1&lottoArea=A", "gameCode=GOLDENDRAW&hasLobby=true"]) {
      const reply = await launch("sunrise", token, query);
      expect(reply.status, query).toBe(200);
      expect(Object.keys(reply.json.value)).toEqual(["content"]);
      expect(reply.json.value.content.game_url).toMatch(
        /^http:\/\/games\.localhost:8080\/wps\/demo\/game\?merchant=sunrise&/,
      );
    }
  });

  it("opens a vendor's lobby by its accountTypeName, and refuses a code that is neither game nor vendor", async () => {
    const token = await server.tokenOf("brisa");
    const lobby = await launch("brisa", token, "gameCode=BTI&hasLobby=true");
    expect(lobby.status).toBe(200);
    const page = await open(lobby.json.value.gameUrl);
    expect(page.text).toContain("Bet Tower");
    expect(page.text).toContain("Home win");

    const unknown = await launch("brisa", token, "gameCode=NO_SUCH_GAME&vendor=NOBODY");
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ success: false, errorCode: "game.not.exists", value: null });
    expect(unknown.json.message).toContain("NO_SUCH_GAME");
    // Account types are matched exactly, as the platform does.
    expect((await launch("brisa", token, "gameCode=bti")).json.errorCode).toBe("game.not.exists");
  });

  it("keeps the request's port, or none, and takes a back path back to the app's origin", async () => {
    const token = await server.tokenOf("lite");
    await forgetRecentLaunches();
    const bare = await server.call("/wps/game/launchGame?gameCode=RF_FRUIT&backUrl=%2Fm%2Fgame%3Fx%3D1", {
      headers: { merchant: "lite", host: "lite.localhost", authorization: token },
    });
    const url = new URL(bare.json.value.gameUrl);
    expect(url.origin).toBe("http://games.localhost");
    expect(url.searchParams.get("backUrl")).toBe("http://lite.localhost/m/game?x=1");

    const absolute = await launch(
      "lite",
      token,
      `gameCode=RF_FRUIT&backUrl=${encodeURIComponent("https://lite.example/m/home")}`,
    );
    expect(new URL(absolute.json.value.gameUrl).searchParams.get("backUrl")).toBe(
      "https://lite.example/m/home",
    );
  });
});

describe("trial launch", () => {
  it("answers an absolute trial URL on the games host, without a session", async () => {
    const reply = await server.call(
      "/wps/relay/GCS_gameTrialLaunch?gameId=GD_FAST3&nodeId=5101&platform=html5",
      fromApp("sahara"),
    );
    expect(reply.status).toBe(200);
    expect(reply.json.value).toEqual({
      url: "http://games.localhost:8080/wps/demo/game?merchant=sahara&game=GD_FAST3&trial=1",
    });
  });

  it("refuses games without a trial and unknown games with game.trial.unavailable", async () => {
    for (const gameId of ["VL_BACCARAT", "KL_FOOTBALL", "NO_SUCH_GAME", "GOLDENDRAW"]) {
      const reply = await server.call(
        `/wps/relay/GCS_gameTrialLaunch?gameId=${gameId}&platform=html5`,
        fromApp("royal"),
      );
      expect(reply.status, gameId).toBe(400);
      expect(reply.json, gameId).toMatchObject({ success: false, errorCode: "game.trial.unavailable" });
      expect(reply.json.message, gameId).toEqual(expect.any(String));
    }
  });
});

describe("demo game pages", () => {
  const pageUrl = (game: string, extra = "") =>
    `http://games.localhost:8080/wps/demo/game?merchant=royal&game=${game}${extra}`;

  it("is served on the games host whatever the Merchant header says, and fetches nothing", async () => {
    const merchantHeaders: Array<Record<string, string>> = [
      {},
      { merchant: "sunrise" },
      { merchant: "nobody" },
    ];
    for (const headers of merchantHeaders) {
      const page = await open(pageUrl("RF_DRAGON"), headers);
      expect(page.status).toBe(200);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.text).toContain("Dragon Reels");
    }
    const page = await open(pageUrl("GD_FAST3", "&backUrl=http%3A%2F%2Froyal.localhost%3A8080%2Fm%2Fhome"));
    expect(page.text).not.toMatch(/<(link|img|iframe)\b|\bsrc=|url\(/i);
    // The Back link is the only address in the page.
    expect(page.text.match(/https?:\/\/[^\s"<]+/g)).toEqual(["http://royal.localhost:8080/m/home"]);
    expect(page.text).toContain('<a class="back" href="http://royal.localhost:8080/m/home">Back</a>');
    expect((await open(pageUrl("GD_FAST3"))).text).not.toContain(">Back</a>");
  });

  it("gives each kind of game its table with named buttons", async () => {
    const expectations: Array<[string, string[]]> = [
      ["GD_FAST3", ["Draw", "1", "20"]],
      ["RF_DRAGON", ["Spin"]],
      ["VL_BACCARAT", ["Bet on Player", "Bet on Banker"]],
      ["KL_FOOTBALL", ["Home win", "Draw", "Away win"]],
    ];
    for (const [game, names] of expectations) {
      const dom = new JSDOM((await open(pageUrl(game))).text);
      const buttons = [...dom.window.document.querySelectorAll("button")];
      for (const button of buttons) expect(button.textContent?.trim(), game).not.toBe("");
      const labels = buttons.map((button) => button.textContent?.trim());
      expect(labels, game).toEqual(expect.arrayContaining(names));
    }
  });

  /** Runs a page's script in jsdom, collecting what it posts to its parent (itself, outside a frame). */
  async function play(url: string) {
    const dom = new JSDOM((await open(url)).text, { runScripts: "dangerously", url });
    const posted: unknown[] = [];
    dom.window.addEventListener("message", (event) => posted.push(event.data));
    const document = dom.window.document;
    const button = (name: string) => {
      const found = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === name);
      if (!found) throw new Error(`no button "${name}"`);
      return found;
    };
    // postMessage is delivered asynchronously.
    const settle = () => new Promise((resolve) => dom.window.setTimeout(resolve, 0));
    return { dom, document, posted, button, settle };
  }

  it("a trial allows three rounds, posts each, then posts trialEnd and shows Trial over", async () => {
    const game = await play(pageUrl("RF_DRAGON", "&trial=1"));
    for (let round = 0; round < 3; round += 1) game.button("Spin").click();
    await game.settle();
    expect(game.posted).toEqual([
      { source: "wps-demo-game", event: "roundEnd", gameCode: "RF_DRAGON", trial: true, round: 1 },
      { source: "wps-demo-game", event: "roundEnd", gameCode: "RF_DRAGON", trial: true, round: 2 },
      { source: "wps-demo-game", event: "roundEnd", gameCode: "RF_DRAGON", trial: true, round: 3 },
      { source: "wps-demo-game", event: "trialEnd", gameCode: "RF_DRAGON" },
    ]);
    const over = game.document.getElementById("over");
    expect(over?.hidden).toBe(false);
    expect(over?.textContent).toContain("Trial over");
    expect(game.button("Spin").disabled).toBe(true);
  });

  it("a real game plays on: the lottery draws after five picks", async () => {
    const game = await play(pageUrl("GD_FAST3"));
    expect(game.button("Draw").disabled).toBe(true);
    for (const number of ["3", "7", "11", "15", "19"]) game.button(number).click();
    expect(game.button("7").getAttribute("aria-pressed")).toBe("true");
    // A sixth pick is refused.
    game.button("20").click();
    expect(game.button("20").getAttribute("aria-pressed")).toBe("false");
    for (let round = 0; round < 4; round += 1) game.button("Draw").click();
    await game.settle();
    expect(game.posted).toHaveLength(4);
    expect(game.posted[3]).toEqual({
      source: "wps-demo-game",
      event: "roundEnd",
      gameCode: "GD_FAST3",
      trial: false,
      round: 4,
    });
    expect(game.document.getElementById("drawn")?.textContent).toMatch(/^Drawn: \d+(, \d+){4}$/);
    expect(game.document.getElementById("over")?.hidden).toBe(true);
  });

  it("the card table and the match each end a round per bet", async () => {
    const table = await play(pageUrl("OH_BLACKJACK"));
    table.button("Bet on Banker").click();
    const match = await play(pageUrl("TCG_TENNIS"));
    match.button("Draw").click();
    match.button("Away win").click();
    await table.settle();
    await match.settle();
    expect(table.posted).toEqual([
      expect.objectContaining({ event: "roundEnd", gameCode: "OH_BLACKJACK", round: 1 }),
    ]);
    expect(table.document.getElementById("result")?.textContent).toMatch(/Player|Banker|Tie/);
    expect(match.posted).toHaveLength(2);
    expect(match.document.getElementById("score")?.textContent).toMatch(/^\d : \d$/);
  });
});
