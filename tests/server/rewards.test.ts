/**
 * The reward centre's reference backend: promotions by category with their claim rules, one
 * claim per member (also when two claims race), ended and automatic promotions refused with
 * their own codes, REWCEN3 switching the member calls off, and the back office's dev controls.
 */
import { afterEach, describe, expect, it } from "vitest";
import { PROMOTIONS } from "../../server/seed-data/promotions";
import { seededServerForFile } from "./harness";

const server = seededServerForFile();

const headers = (merchant: string, token?: string) => ({
  merchant,
  ...(token ? { authorization: token } : {}),
});

const get = (path: string, merchant: string, token?: string) =>
  server.call(path, { headers: headers(merchant, token) });

const claim = (merchant: string, token: string | undefined, promotionId: unknown) =>
  server.call("/wps/relay/PROMOFE_claimPromotion", {
    method: "POST",
    headers: { ...headers(merchant, token), moduleid: "REWCEN3" },
    body: { promotionId },
  });

async function dev(path: string, body: unknown) {
  const reply = await server.call(path, { method: "POST", body });
  expect(reply.status, `${path} ${reply.text}`).toBe(200);
  return reply.json.value;
}

async function promotions(merchant: string) {
  const reply = await get("/wps/relay/PROMOFE_getPromotionList", merchant);
  expect(reply.status).toBe(200);
  return reply.json.value.promotions as Array<Record<string, unknown> & { id: number; title: string }>;
}

const byTitle = async (merchant: string, title: string) => {
  const found = (await promotions(merchant)).find((promotion) => promotion.title === title);
  if (!found) throw new Error(`no promotion "${title}" in ${merchant}`);
  return found;
};

afterEach(async () => {
  for (const merchant of ["royal", "sunrise", "lite"])
    await dev("/__dev/promotions/claims/reset", { merchant });
  await dev("/__dev/state", { merchant: "royal", whitelabel: null });
});

describe("promotions", () => {
  it("seeds every merchant with its promotions, each in a category the category call names", async () => {
    for (const merchant of ["royal", "sunrise", "brisa", "sahara", "lite"]) {
      const list = await promotions(merchant);
      expect(list).toHaveLength(PROMOTIONS.length);
      const { categories } = (await get("/wps/relay/PROMOFE_getPromotionAnnouncementCategory", merchant)).json
        .value;
      const ids = categories.map((category: { id: number }) => category.id);
      for (const promotion of list) expect(ids).toContain(promotion.category);
      expect(new Set(list.map((promotion) => promotion.claimMode))).toEqual(
        new Set(["CLAIM", "APPLY", "NONE"]),
      );
      expect(list.some((promotion) => promotion.status === "ENDED")).toBe(true);
    }
  });

  it("answers the list without Authorization, filtered by category, and refuses a category that cannot exist", async () => {
    const all = await promotions("royal");
    const category = all[0]?.category as number;
    const reply = await get(`/wps/relay/PROMOFE_getPromotionList?categoryId=${category}`, "royal");
    const some = reply.json.value.promotions as Array<{ category: number }>;
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThan(all.length);
    expect(some.every((promotion) => promotion.category === category)).toBe(true);
    expect((await get("/wps/relay/PROMOFE_getPromotionList?categoryId=abc", "royal")).json.errorCode).toBe(
      "request_param_err",
    );
  });

  it("gives the reward in minor units of the merchant's currency, and the rules as the back office wrote them", async () => {
    const reload = await byTitle("royal", "Weekend reload 20%");
    expect(reload).toMatchObject({ claimMode: "CLAIM", reward: 5_000, status: "ONGOING", noExpiry: false });
    expect(reload.content).toContain("<ul>");
    expect((await byTitle("royal", "Daily lucky draw")).reward).toBeNull();
  });

  it("answers one promotion by id, and promotion.not.found for an unknown, foreign or malformed id", async () => {
    const first = (await promotions("royal"))[0];
    const detail = await get(`/wps/relay/PROMOFE_getPromotionDetail?id=${first?.id}`, "royal");
    expect(detail.json.value).toEqual(first);
    for (const id of ["999999", "abc", "", "-1"]) {
      const reply = await get(`/wps/relay/PROMOFE_getPromotionDetail?id=${id}`, "royal");
      expect(reply.status).toBe(404);
      expect(reply.json).toMatchObject({ success: false, errorCode: "promotion.not.found" });
    }
    // Another merchant's promotion is not this merchant's.
    const other = await get(`/wps/relay/PROMOFE_getPromotionDetail?id=${first?.id}`, "sunrise");
    expect(other.json.errorCode).toBe("promotion.not.found");
  });
});

describe("claims", () => {
  it("claims once per member: the claim is kept, a second is refused, another member may still claim", async () => {
    const token = await server.tokenOf("royal");
    const reload = await byTitle("royal", "Weekend reload 20%");
    const first = await claim("royal", token, reload.id);
    expect(first.status).toBe(200);
    expect(first.json.value).toMatchObject({ promotionId: reload.id, state: "CLAIMED" });

    const claims = await get("/wps/relay/PROMOFE_getMemberPromotionClaims", "royal", token);
    expect(claims.json.value.claims).toEqual([first.json.value]);

    const again = await claim("royal", token, reload.id);
    expect(again.status).toBe(409);
    expect(again.json.errorCode).toBe("promotion.already.claimed");

    const agent = await server.tokenOf("royal", "agent1", "Agent@1234");
    expect((await claim("royal", agent, reload.id)).status).toBe(200);
  });

  it("lets only one of two racing claims of the same member through", async () => {
    const token = await server.tokenOf("royal");
    const gift = await byTitle("royal", "VIP birthday gift");
    const replies = await Promise.all([claim("royal", token, gift.id), claim("royal", token, gift.id)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const claims = (await server.call("/__dev/promotions/claims/royal/demo")).json.value;
    expect(claims).toHaveLength(1);
  });

  it("records an application as APPLIED, and refuses ended, automatic, unknown and not-yet-started promotions with their codes", async () => {
    const token = await server.tokenOf("royal");
    const apply = await claim("royal", token, (await byTitle("royal", "First deposit 100%")).id);
    expect(apply.json.value.state).toBe("APPLIED");

    const ended = await claim("royal", token, (await byTitle("royal", "New Year red packet")).id);
    expect([ended.status, ended.json.errorCode]).toEqual([409, "promotion.ended"]);
    const automatic = await claim("royal", token, (await byTitle("royal", "Daily lucky draw")).id);
    expect([automatic.status, automatic.json.errorCode]).toEqual([409, "promotion.not.claimable"]);
    const unknown = await claim("royal", token, 999_999);
    expect([unknown.status, unknown.json.errorCode]).toEqual([404, "promotion.not.found"]);
    const malformed = await claim("royal", token, "first");
    expect(malformed.json.errorCode).toBe("request_param_err");

    const later = await dev("/__dev/promotions", {
      merchant: "royal",
      title: "Next year's gift",
      content: "<p>Soon</p>",
      startDate: Date.UTC(2099, 0, 1),
    });
    const early = await claim("royal", token, later.id);
    expect([early.status, early.json.errorCode]).toEqual([409, "promotion.not.started"]);
  });

  it("needs a session, and the reward centre switched on", async () => {
    const gift = await byTitle("royal", "VIP birthday gift");
    const visitor = await claim("royal", undefined, gift.id);
    expect([visitor.status, visitor.json.errorCode]).toEqual([401, "login.not.session"]);

    const token = await server.tokenOf("royal");
    await dev("/__dev/state", { merchant: "royal", whitelabel: { REWCEN3: false } });
    const off = await claim("royal", token, gift.id);
    expect([off.status, off.json.errorCode]).toEqual([403, "function.not.available"]);
    expect((await get("/wps/relay/PROMOFE_getMemberPromotionClaims", "royal", token)).json.errorCode).toBe(
      "function.not.available",
    );

    // lite has no reward centre in its file.
    const liteToken = await server.tokenOf("lite");
    const liteGift = await byTitle("lite", "VIP birthday gift");
    expect((await claim("lite", liteToken, liteGift.id)).json.errorCode).toBe("function.not.available");
  });
});

describe("dev controls", () => {
  it("adds a promotion whose HTML is stored exactly as given, in the category asked for", async () => {
    const html = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;
    const added = await dev("/__dev/promotions", {
      merchant: "sunrise",
      title: "Hostile rules",
      content: html,
      category: 1,
    });
    const { categories } = (await get("/wps/relay/PROMOFE_getPromotionAnnouncementCategory", "sunrise")).json
      .value;
    expect(added).toMatchObject({ title: "Hostile rules", content: html, category: categories[1].id });
    const detail = await get(`/wps/relay/PROMOFE_getPromotionDetail?id=${added.id}`, "sunrise");
    expect(detail.json.value.content).toBe(html);
    const bad = await server.call("/__dev/promotions", {
      method: "POST",
      body: { merchant: "sunrise", title: "x", category: 9 },
    });
    expect(bad.json.errorCode).toBe("request_param_err");
  });

  it("resets the claims of one member or of the whole merchant", async () => {
    const demo = await server.tokenOf("royal");
    const agent = await server.tokenOf("royal", "agent1", "Agent@1234");
    const gift = await byTitle("royal", "VIP birthday gift");
    await claim("royal", demo, gift.id);
    await claim("royal", agent, gift.id);
    expect(await dev("/__dev/promotions/claims/reset", { merchant: "royal", username: "demo" })).toEqual({
      removed: 1,
    });
    expect((await claim("royal", demo, gift.id)).status).toBe(200);
    expect(await dev("/__dev/promotions/claims/reset", { merchant: "royal" })).toEqual({ removed: 2 });
  });
});
