/**
 * The reference backend's points: the market (items, redeem, history), missions (progress, claim
 * once) and the leaderboard, seeded per merchant in its language; the dev controls that set
 * points, stock and progress; and points and stock agreeing when redeem and claim requests race.
 */
import { describe, expect, it } from "vitest";
import { maskUsername, missionState } from "../../server/routes/points";
import { seededServerForFile } from "./harness";

const server = seededServerForFile();

const headers = (merchant: string, token?: string) => ({
  merchant,
  ...(token ? { authorization: token } : {}),
});

const get = (path: string, merchant: string, token: string) =>
  server.call(path, { headers: headers(merchant, token) });

const post = (path: string, merchant: string, token: string, body: unknown) =>
  server.call(path, { method: "POST", headers: headers(merchant, token), body });

async function dev(path: string, body: unknown) {
  const reply = await server.call(path, { method: "POST", body });
  expect(reply.status, `${path} ${reply.text}`).toBe(200);
  return reply.json.value;
}

async function stored(merchant: string, username: string) {
  return (await server.call(`/__dev/points/${merchant}/${username}`)).json.value;
}

async function market(merchant: string, token: string) {
  return (await get("/wps/relay/MCSFE_getPointMarket", merchant, token)).json.value as {
    points: number;
    items: Array<{ id: number; code: string; name: string; cost: number; stock: number; image: string }>;
  };
}

async function itemOf(merchant: string, token: string, code: string) {
  const item = (await market(merchant, token)).items.find((each) => each.code === code);
  if (!item) throw new Error(`no item ${code} in ${merchant}`);
  return item;
}

describe("point market", () => {
  it("answers the member's points and the items with cost, stock and a picture, named in the merchant's language", async () => {
    const royal = await market("royal", await server.tokenOf("royal"));
    expect(royal.points).toBe(1_200);
    expect(royal.items.map((item) => item.code)).toEqual([
      "DRAW_TICKET",
      "FREE_SPINS",
      "BONUS_VOUCHER",
      "HEADSET",
      "CASHBACK_WEEK",
      "VIP_PASS",
    ]);
    expect(royal.items[0]).toMatchObject({ name: "幸运抽奖券", cost: 100, stock: 200 });
    expect(royal.items.find((item) => item.code === "HEADSET")?.stock).toBe(0);
    const brisa = await market("brisa", await server.tokenOf("brisa"));
    expect(brisa.items[0]?.name).toBe("Bilhete do sorteio");
    const sunrise = await market("sunrise", await server.tokenOf("sunrise"));
    expect(sunrise.items[0]?.name).toBe("Lucky draw ticket");

    const image = await server.call(royal.items[0]?.image ?? "/");
    expect(image.status).toBe(200);
    expect(image.headers["content-type"]).toContain("image/svg+xml");
    expect((await server.call("/wps/demo/market-item/royal/NOPE.svg")).status).toBe(404);
  });

  it("needs a session", async () => {
    const reply = await server.call("/wps/relay/MCSFE_getPointMarket", { headers: headers("royal") });
    expect(reply.status).toBe(401);
    expect(reply.json.errorCode).toBe("login.not.session");
  });

  it("redeems: points and stock go down together, the history shows it, and a retried request id redeems once", async () => {
    const token = await server.tokenOf("sahara");
    const item = await itemOf("sahara", token, "FREE_SPINS");
    const body = { itemId: item.id, requestId: "redeem-once" };
    const first = await post("/wps/relay/MCSFE_redeemPointItem", "sahara", token, body);
    expect(first.status, first.text).toBe(200);
    expect(first.json.value.points).toBe(1_200 - 300);
    expect(first.json.value.redemption).toMatchObject({
      itemId: item.id,
      itemName: "10 دورات مجانية",
      cost: 300,
    });
    expect(first.json.value.redemption.reference).toMatch(/^P\d{8}[A-Z0-9]{8}$/);
    const again = await post("/wps/relay/MCSFE_redeemPointItem", "sahara", token, body);
    expect(again.json.value.redemption.reference).toBe(first.json.value.redemption.reference);

    expect((await itemOf("sahara", token, "FREE_SPINS")).stock).toBe(item.stock - 1);
    const history = (await get("/wps/relay/MCSFE_getPointRedemptions", "sahara", token)).json.value
      .redemptions;
    expect(history).toHaveLength(1);
    expect(history[0].reference).toBe(first.json.value.redemption.reference);
    expect((await get("/wps/relay/MCSFE_getMemberPoints", "sahara", token)).json.value.points).toBe(900);
  });

  it("refuses an item the member cannot afford, one out of stock and an unknown one, changing nothing", async () => {
    const token = await server.tokenOf("sunrise", "agent2", "Agent@1234");
    const vip = await itemOf("sunrise", token, "VIP_PASS");
    const poor = await post("/wps/relay/MCSFE_redeemPointItem", "sunrise", token, { itemId: vip.id });
    expect(poor.status).toBe(400);
    expect(poor.json.errorCode).toBe("points.insufficient");
    // The stock the refused redeem took inside its transaction went back with it.
    expect((await itemOf("sunrise", token, "VIP_PASS")).stock).toBe(vip.stock);

    const headset = await itemOf("sunrise", token, "HEADSET");
    const gone = await post("/wps/relay/MCSFE_redeemPointItem", "sunrise", token, { itemId: headset.id });
    expect(gone.json.errorCode).toBe("item.out.of.stock");
    const unknown = await post("/wps/relay/MCSFE_redeemPointItem", "sunrise", token, { itemId: 999_999 });
    expect(unknown.json.errorCode).toBe("item.not.found");
    const bad = await post("/wps/relay/MCSFE_redeemPointItem", "sunrise", token, { itemId: "1" });
    expect(bad.json.errorCode).toBe("request_param_err");
    // Another merchant's item is not in this market.
    const royalItem = await itemOf("royal", await server.tokenOf("royal"), "DRAW_TICKET");
    const foreign = await post("/wps/relay/MCSFE_redeemPointItem", "sunrise", token, {
      itemId: royalItem.id,
    });
    expect(foreign.json.errorCode).toBe("item.not.found");

    expect((await stored("sunrise", "agent2")).points).toBe(650);
    expect((await stored("sunrise", "agent2")).redemptions).toHaveLength(0);
  });

  it("lets exactly one of many members racing for the last item have it", async () => {
    const members = ["demo", "agent1", "expired"] as const;
    const passwords = { demo: "Demo@1234", agent1: "Agent@1234", expired: "Expired@1234" };
    const tokens = await Promise.all(members.map((name) => server.tokenOf("lite", name, passwords[name])));
    await dev("/__dev/market-stock", { merchant: "lite", item: "BONUS_VOUCHER", stock: 1 });
    const item = await itemOf("lite", tokens[0] ?? "", "BONUS_VOUCHER");
    const before = await Promise.all(members.map(async (name) => (await stored("lite", name)).points));

    const replies = await Promise.all(
      tokens.flatMap((token) =>
        [1, 2, 3].map(() => post("/wps/relay/MCSFE_redeemPointItem", "lite", token, { itemId: item.id })),
      ),
    );
    const won = replies.filter((reply) => reply.status === 200);
    expect(won).toHaveLength(1);
    for (const reply of replies.filter((each) => each.status !== 200)) {
      expect(reply.json.errorCode).toBe("item.out.of.stock");
    }
    expect((await itemOf("lite", tokens[0] ?? "", "BONUS_VOUCHER")).stock).toBe(0);
    // Points went down by the cost for the one winner only.
    const after = await Promise.all(members.map(async (name) => (await stored("lite", name)).points));
    const spent = before.map((points, index) => points - (after[index] ?? 0));
    expect(spent.sort((a, b) => a - b)).toEqual([0, 0, item.cost]);
  });

  it("never lets one member's racing redeems spend more points than they have", async () => {
    const token = await server.tokenOf("brisa", "guest4", "Guest@1234");
    await dev("/__dev/points", { merchant: "brisa", username: "guest4", points: 1_000 });
    const item = await itemOf("brisa", token, "FREE_SPINS");
    const stockBefore = item.stock;
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        post("/wps/relay/MCSFE_redeemPointItem", "brisa", token, { itemId: item.id }),
      ),
    );
    const accepted = replies.filter((reply) => reply.status === 200).length;
    expect(accepted).toBe(3);
    for (const reply of replies.filter((each) => each.status !== 200)) {
      expect(reply.json.errorCode).toBe("points.insufficient");
    }
    const after = await stored("brisa", "guest4");
    expect(after.points).toBe(1_000 - 3 * 300);
    expect(after.redemptions).toHaveLength(3);
    expect((await itemOf("brisa", token, "FREE_SPINS")).stock).toBe(stockBefore - 3);
  });
});

describe("missions", () => {
  it("answers each mission's progress, target, reward and state", async () => {
    const token = await server.tokenOf("royal");
    const { missions, points } = (await get("/wps/relay/MCSFE_getMissions", "royal", token)).json.value;
    expect(typeof points).toBe("number");
    expect(missions.map((mission: { code: string; state: string }) => [mission.code, mission.state])).toEqual(
      [
        ["LOGIN_7", "COMPLETED"],
        ["DEPOSIT_3", "CLAIMED"],
        ["PLAY_20", "IN_PROGRESS"],
        ["INVITE_1", "IN_PROGRESS"],
      ],
    );
    expect(missions[2]).toMatchObject({ title: "玩20局游戏", progress: 8, target: 20, reward: 100 });
  });

  it("pays a complete mission's reward once, even when the claims race, and refuses one not complete", async () => {
    const token = await server.tokenOf("sunrise");
    const { missions } = (await get("/wps/relay/MCSFE_getMissions", "sunrise", token)).json.value;
    const login = missions.find((mission: { code: string }) => mission.code === "LOGIN_7");
    const play = missions.find((mission: { code: string }) => mission.code === "PLAY_20");
    const before = (await stored("sunrise", "demo")).points;

    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        post("/wps/relay/MCSFE_claimMission", "sunrise", token, { missionId: login.id }),
      ),
    );
    const paid = replies.filter((reply) => reply.status === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.json.value).toMatchObject({ points: before + 50, mission: { state: "CLAIMED" } });
    for (const reply of replies.filter((each) => each.status !== 200)) {
      expect(reply.json.errorCode).toBe("mission.already.claimed");
    }
    expect((await stored("sunrise", "demo")).points).toBe(before + 50);

    const early = await post("/wps/relay/MCSFE_claimMission", "sunrise", token, { missionId: play.id });
    expect(early.json.errorCode).toBe("mission.not.complete");
    const unknown = await post("/wps/relay/MCSFE_claimMission", "sunrise", token, { missionId: 999_999 });
    expect(unknown.json.errorCode).toBe("mission.not.found");

    // The dev control stands in for the games counting rounds: complete, then claim.
    await dev("/__dev/mission-progress", { merchant: "sunrise", username: "demo", mission: "PLAY_20" });
    const claimed = await post("/wps/relay/MCSFE_claimMission", "sunrise", token, { missionId: play.id });
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.json.value.points).toBe(before + 50 + 100);
  });

  it("does not let one member claim another's progress", async () => {
    const token = await server.tokenOf("brisa", "agent1", "Agent@1234");
    const { missions } = (await get("/wps/relay/MCSFE_getMissions", "brisa", token)).json.value;
    expect(missions.every((mission: { state: string; progress: number }) => mission.progress === 0)).toBe(
      true,
    );
    const login = missions.find((mission: { code: string }) => mission.code === "LOGIN_7");
    const reply = await post("/wps/relay/MCSFE_claimMission", "brisa", token, { missionId: login.id });
    expect(reply.json.errorCode).toBe("mission.not.complete");
  });
});

describe("leaderboard", () => {
  it("ranks the merchant's members by points with names masked and the member's own row marked", async () => {
    const token = await server.tokenOf("sahara", "guest4", "Guest@1234");
    await dev("/__dev/points", { merchant: "sahara", username: "expired", points: 3_400 });
    const board = (await get("/wps/relay/MCSFE_getLeaderboard", "sahara", token)).json.value;
    expect(board.size).toBe(10);
    // agent1 and expired share first place at 3,400: both rank 1, the next is 3.
    expect(board.top.slice(0, 3).map((row: { rank: number }) => row.rank)).toEqual([1, 1, 3]);
    expect(board.top.map((row: { name: string }) => row.name)).toContain("ag***1");
    expect(board.top.some((row: { name: string }) => row.name.includes("agent"))).toBe(false);
    expect(board.own).toMatchObject({ points: 150, own: true });
    expect(board.top.filter((row: { own: boolean }) => row.own)).toHaveLength(1);
  });
});

describe("dev controls", () => {
  it("refuse bad arguments with request_param_err", async () => {
    for (const [path, body] of [
      ["/__dev/points", { merchant: "royal", username: "demo", points: -1 }],
      ["/__dev/points", { merchant: "royal", username: "nobody", points: 1 }],
      ["/__dev/market-stock", { merchant: "royal", item: "NOPE", stock: 1 }],
      ["/__dev/market-stock", { merchant: "royal", item: "HEADSET", stock: 1.5 }],
      ["/__dev/mission-progress", { merchant: "royal", username: "demo", mission: "NOPE" }],
    ] as const) {
      const reply = await server.call(path, { method: "POST", body });
      expect(reply.status, path).toBe(400);
      expect(reply.json.errorCode).toBe("request_param_err");
    }
  });
});

describe("pure rules", () => {
  it("masks usernames, keeping two letters and the last", () => {
    expect(maskUsername("demo")).toBe("de***o");
    expect(maskUsername("ab")).toBe("a***");
    expect(maskUsername("")).toBe("***");
  });

  it("names a mission's state from progress, target and claim", () => {
    expect(missionState({ progress: 3, target: 7, claimed_at: null })).toBe("IN_PROGRESS");
    expect(missionState({ progress: 9, target: 7, claimed_at: null })).toBe("COMPLETED");
    expect(missionState({ progress: 7, target: 7, claimed_at: 1 })).toBe("CLAIMED");
  });
});
