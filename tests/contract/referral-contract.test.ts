/**
 * Contract tests of the invite-friends and agent calls (engine/api/referral.ts, the personal
 * available promotions) against the running reference backend, with the real request layer.
 * docs/api.md names these tests.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as promotions from "../../engine/api/promotions";
import * as referral from "../../engine/api/referral";
import * as session from "../../engine/api/session";
import { HttpClient } from "../../engine/http/client";
import type { ApiError } from "../../engine/http/envelope";
import { memoryStorage } from "../../engine/platform/storage";
import { readReferralFacts } from "../../engine/promotions/use-referral-action";
import { seededReferralCode } from "../../server/data/referral";
import { openSeededDatabase, type RunningServer, startServer } from "../server/harness";

const MERCHANT = "royal";
let server: RunningServer;

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

const dev = (path: string, body: unknown) =>
  fetch(`${server.origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  }).then((r) => r.json());

beforeAll(async () => {
  server = await startServer({ db: await openSeededDatabase() });
}, 120_000);
afterAll(() => server?.close());

describe("referral", () => {
  it("getReferralProgram (no session) and getReferralInfo (member)", async () => {
    expect(await referral.getReferralProgram(client().http)).toMatchObject({
      enabled: true,
      currency: { code: "CNY", decimals: 2 },
    });
    const info = await referral.getReferralInfo((await loggedIn()).http);
    expect(info.referralCode).toBe(seededReferralCode(MERCHANT, "demo"));
    expect(info.invitedCount).toBe(info.invites.length);
    const visitor = await referral.getReferralInfo(client().http).catch((error: ApiError) => error);
    expect(visitor).toMatchObject({ status: 401, errorCode: "login.not.session" });
  });

  it("getAvailablePromotions goes without the token, getPersonalAvailablePromotions with it", async () => {
    await dev("/__dev/referral", { merchant: MERCHANT, username: "demo", personal: false });
    try {
      const demo = await loggedIn();
      expect((await promotions.getAvailablePromotions(demo.http)).REFERRAL?.enabled).toBe(true);
      expect((await promotions.getPersonalAvailablePromotions(demo.http)).REFERRAL?.enabled).toBe(false);
      // What the referral entry reads: a member whose own referral is off → customer service.
      expect(await readReferralFacts(demo.http, { isLoggedIn: true, customerType: 0 })).toMatchObject({
        siteWide: { REFERRAL: { enabled: true } },
        personal: { REFERRAL: { enabled: false } },
      });
      // An agent's decision does not read the personal answer, so it is not asked.
      expect(
        (
          await readReferralFacts((await loggedIn("agent1", "Agent@1234")).http, {
            isLoggedIn: true,
            customerType: 1,
          })
        ).personal,
      ).toBeNull();
    } finally {
      await dev("/__dev/referral", { merchant: MERCHANT, username: "demo", personal: null });
    }
  });

  it("getAgentApplication and submitAgentApplication", async () => {
    const agent = await loggedIn("agent1", "Agent@1234");
    expect(await referral.getAgentApplication(agent.http)).toEqual({ eligible: true, application: null });
    const sent = await referral.submitAgentApplication(agent.http, {
      contactName: "Agent One",
      contact: "agent1@example.com",
      channel: "COMMUNITY",
      audience: "",
      description: "A players' group of 800.",
    });
    expect(sent).toMatchObject({ state: "PENDING", channel: "COMMUNITY" });
    expect((await referral.getAgentApplication(agent.http)).application).toEqual(sent);
    const demo = await loggedIn();
    const refused = await referral
      .submitAgentApplication(demo.http, { ...sent, channel: "OTHER" })
      .catch((error: ApiError) => error);
    expect(refused).toMatchObject({ status: 403, errorCode: "agent.not.eligible" });
  });
});
