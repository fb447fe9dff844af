/**
 * Invite friends and agent registration on the reference backend (migration 6): codes, friends
 * credited by registering with r=<code>, site-wide and personal available promotions, agents'
 * applications, and their dev controls.
 */
import { describe, expect, it } from "vitest";
import { seededReferralCode } from "../../server/data/referral";
import { loadMerchants } from "../../server/merchants";
import { rewardPerInvite } from "../../server/seed-data/referral";
import { seededServerForFile } from "./harness";

const server = seededServerForFile();

const headers = (merchant: string, token?: string) => ({
  merchant,
  ...(token ? { authorization: token } : {}),
});

const get = (path: string, merchant: string, token?: string) =>
  server.call(path, { headers: headers(merchant, token) });

async function dev(path: string, body: unknown) {
  const reply = await server.call(path, { method: "POST", body });
  expect(reply.status, `${path} ${reply.text}`).toBe(200);
  return reply.json.value;
}

let registered = 0;
/** Registers a new member through the encrypted call, as the register screen does. */
async function register(merchant: string, referralCode?: string) {
  registered += 1;
  const username = `friend${Date.now() % 100_000}${registered}`;
  const reply = await server.secure("/wps/member/register", {
    method: "PUT",
    headers: { merchant, moduleid: "REG3" },
    body: { username, password: "Friend@1234", login: true, ...(referralCode ? { referralCode } : {}) },
  });
  expect(reply.status, reply.text).toBe(200);
  return { username, token: reply.json.value.token as string };
}

describe("seeded invite-friends data", () => {
  it("gives every sample merchant a programme, demo a stable code and two friends, agent2 an approved application", async () => {
    for (const merchant of loadMerchants().values()) {
      const token = await server.tokenOf(merchant.code);
      const info = (await get("/wps/relay/MCSFE_getReferralInfo", merchant.code, token)).json.value;
      expect(info.referralCode).toBe(seededReferralCode(merchant.code, "demo"));
      expect(info.rewardPerInvite).toBe(rewardPerInvite(merchant));
      expect(info.currency).toEqual({ code: merchant.currency.code, decimals: merchant.currency.decimals });
      expect(info.invitedCount).toBeGreaterThanOrEqual(2);
      expect(info.rewardTotal).toBe(
        info.invites.reduce((total: number, invite: { reward: number }) => total + invite.reward, 0),
      );
      // Friends are named masked, never in full.
      for (const invite of info.invites) expect(invite.userName).toMatch(/^..\*\*\*..$/);

      const agent2 = await server.tokenOf(merchant.code, "agent2", "Agent@1234");
      const application = (await get("/wps/relay/MCSFE_getAgentApplication", merchant.code, agent2)).json
        .value;
      expect(application).toMatchObject({ eligible: true, application: { state: "APPROVED" } });
    }
  });

  it("answers the programme to a visitor without a session", async () => {
    const reply = await get("/wps/relay/MCSFE_getReferralProgram", "royal");
    expect(reply.status).toBe(200);
    expect(reply.json.value).toMatchObject({
      enabled: true,
      rewardPerInvite: 2000,
      currency: { code: "CNY" },
    });
    expect((await get("/wps/relay/MCSFE_getReferralProgram", "lite")).json.value.enabled).toBe(false);
  });

  it("needs a session for the member's referral info and the agent calls", async () => {
    for (const path of ["/wps/relay/MCSFE_getReferralInfo", "/wps/relay/MCSFE_getAgentApplication"]) {
      const reply = await get(path, "royal");
      expect(reply.status).toBe(401);
      expect(reply.json.errorCode).toBe("login.not.session");
    }
  });
});

describe("registering with a referral code", () => {
  it("credits the member whose code it is: the count and the rewards rise", async () => {
    const token = await server.tokenOf("sunrise");
    const before = (await get("/wps/relay/MCSFE_getReferralInfo", "sunrise", token)).json.value;
    const friend = await register("sunrise", before.referralCode.toLowerCase());
    const after = (await get("/wps/relay/MCSFE_getReferralInfo", "sunrise", token)).json.value;
    expect(after.invitedCount).toBe(before.invitedCount + 1);
    expect(after.rewardTotal).toBe(before.rewardTotal + before.rewardPerInvite);
    expect(after.invites[0]).toMatchObject({
      userName: `${friend.username.slice(0, 2)}***${friend.username.slice(-2)}`,
      reward: before.rewardPerInvite,
    });
    // The new member has a code of their own, different from every other.
    const own = (await get("/wps/relay/MCSFE_getReferralInfo", "sunrise", friend.token)).json.value;
    expect(own).toMatchObject({ invitedCount: 0, rewardTotal: 0, invites: [] });
    expect(own.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(own.referralCode).not.toBe(before.referralCode);
  });

  it("registers with an unknown code or another merchant's code, crediting nobody", async () => {
    const token = await server.tokenOf("brisa");
    const before = (await get("/wps/relay/MCSFE_getReferralInfo", "brisa", token)).json.value;
    await register("brisa", "NOSUCHCODE");
    await register("brisa", seededReferralCode("royal", "agent1"));
    const after = (await get("/wps/relay/MCSFE_getReferralInfo", "brisa", token)).json.value;
    expect(after.invitedCount).toBe(before.invitedCount);
  });
});

describe("available promotions, site-wide and personal", () => {
  const path = "/wps/relay/MCSFE_getMerchantAvailablePromotions";

  it("answers the merchant's switches without a token and the member's own with one", async () => {
    const token = await server.tokenOf("sahara", "weak", "123456");
    expect((await get(path, "sahara")).json.value.REFERRAL.enabled).toBe(true);
    expect((await get(path, "sahara", token)).json.value.REFERRAL.enabled).toBe(true);

    const state = await dev("/__dev/referral", { merchant: "sahara", username: "weak", personal: false });
    expect(state.personal).toEqual({ enabled: false, count: 0 });
    expect((await get(path, "sahara")).json.value.REFERRAL.enabled).toBe(true);
    expect((await get(path, "sahara", token)).json.value.REFERRAL).toEqual({ enabled: false, count: 0 });
    expect((await get(path, "sahara", token)).json.value.APP_DOWNLOAD.enabled).toBe(true);

    await dev("/__dev/referral", { merchant: "sahara", username: "weak", personal: null });
    expect((await get(path, "sahara", token)).json.value.REFERRAL.enabled).toBe(true);
  });

  it("answers 401 for a dead token rather than the site-wide switches", async () => {
    const reply = await get(path, "royal", "not-a-session");
    expect(reply.status).toBe(401);
  });

  it("switches the site-wide promotion and the reward through the dev control", async () => {
    const state = await dev("/__dev/referral", { merchant: "lite", siteWide: true, rewardPerInvite: 500 });
    expect(state).toMatchObject({ siteWide: { enabled: true }, rewardPerInvite: 500 });
    expect((await get(path, "lite")).json.value.REFERRAL.enabled).toBe(true);
    expect((await get("/wps/relay/MCSFE_getReferralProgram", "lite")).json.value).toMatchObject({
      enabled: true,
      rewardPerInvite: 500,
    });
    await dev("/__dev/referral", { merchant: "lite", siteWide: false });
    expect((await get(path, "lite")).json.value.REFERRAL.enabled).toBe(false);
  });

  it("refuses bad dev arguments with request_param_err", async () => {
    for (const body of [
      { merchant: "nowhere" },
      { merchant: "royal", siteWide: "yes" },
      { merchant: "royal", rewardPerInvite: -1 },
      { merchant: "royal", personal: false },
      { merchant: "royal", username: "nobody", personal: false },
    ]) {
      const reply = await server.call("/__dev/referral", { method: "POST", body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json.errorCode).toBe("request_param_err");
    }
  });
});

describe("agent applications", () => {
  const submit = (merchant: string, token: string, body: Record<string, unknown>) =>
    server.call("/wps/relay/MCSFE_submitAgentApplication", {
      method: "POST",
      headers: { ...headers(merchant, token), moduleid: "REWCEN3" },
      body,
    });
  const application = {
    contactName: "Agent One",
    contact: "+86 138 0013 8001",
    channel: "SOCIAL",
    audience: "500",
    description: "I run a football tips channel.",
  };

  it("stores an agent's application as pending, refuses a second, and takes one again after a rejection", async () => {
    const token = await server.tokenOf("royal", "agent1", "Agent@1234");
    expect((await get("/wps/relay/MCSFE_getAgentApplication", "royal", token)).json.value).toEqual({
      eligible: true,
      application: null,
    });
    const sent = await submit("royal", token, application);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.value).toMatchObject({ ...application, state: "PENDING", reviewedAt: null });
    expect(
      (await get("/wps/relay/MCSFE_getAgentApplication", "royal", token)).json.value.application,
    ).toEqual(sent.json.value);

    const again = await submit("royal", token, application);
    expect(again.status).toBe(400);
    expect(again.json.errorCode).toBe("agent.application.exists");

    const reviewed = await dev("/__dev/agent-applications/review", {
      merchant: "royal",
      username: "agent1",
      state: "REJECTED",
    });
    expect(reviewed.state).toBe("REJECTED");
    const resent = await submit("royal", token, { ...application, channel: "WEBSITE" });
    expect(resent.json.value).toMatchObject({ channel: "WEBSITE", state: "PENDING" });
  });

  it("is for agents only (types 1 and 2)", async () => {
    const token = await server.tokenOf("royal");
    expect((await get("/wps/relay/MCSFE_getAgentApplication", "royal", token)).json.value.eligible).toBe(
      false,
    );
    const reply = await submit("royal", token, application);
    expect(reply.status).toBe(403);
    expect(reply.json.errorCode).toBe("agent.not.eligible");
  });

  it("names the field that is missing, unknown or too long", async () => {
    const token = await server.tokenOf("brisa", "agent1", "Agent@1234");
    for (const [change, field] of [
      [{ contact: "" }, "contact"],
      [{ contactName: undefined }, "contactName"],
      [{ channel: "TV" }, "channel"],
      [{ description: "x".repeat(501) }, "description"],
    ] as const) {
      const reply = await submit("brisa", token, { ...application, ...change });
      expect(reply.status).toBe(400);
      expect(reply.json.errorCode).toBe("request_param_err");
      expect(reply.json.message).toContain(field);
    }
    expect(
      (await get("/wps/relay/MCSFE_getAgentApplication", "brisa", token)).json.value.application,
    ).toBeNull();
  });
});
