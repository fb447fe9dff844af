import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeCustomerServicePath } from "../../server/legacy-cipher";
import { DEFAULT_MERCHANTS_DIR, loadMerchants } from "../../server/merchants";
import { migrate } from "../../server/migrate";
import { seedAll } from "../../server/seed";
import { PROMOTIONS } from "../../server/seed-data/promotions";
import { SEED_INVITED } from "../../server/seed-data/referral";
import { openSeededDatabase, type RunningServer, startServer } from "./harness";

const merchants = loadMerchants();
const royal = merchants.get("royal");
const sunrise = merchants.get("sunrise");
if (!royal || !sunrise) throw new Error("the sample merchants royal and sunrise are expected in merchants/");

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ db: await openSeededDatabase() });
});
afterAll(async () => {
  await server?.close();
  await server?.db.close();
});

const as = (merchant: string, extra: Record<string, string> = {}) => ({ headers: { merchant, ...extra } });

async function login(merchant: string, username = "demo", password = "Demo@1234") {
  return server.secure("/wps/session/login", {
    ...as(merchant),
    body: { username, password, type: "username" },
  });
}

describe("envelope and routing", () => {
  it("answers a success as { success: true, value } in JSON", async () => {
    const reply = await server.call(
      "/wps/system/status?device=MOBILE&url=&originalDomain=&track=",
      as("royal"),
    );
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toMatch(/^application\/json/);
    expect(Object.keys(reply.json).sort()).toEqual(["success", "value"]);
    expect(reply.json.success).toBe(true);
  });

  it("answers an unknown /wps path with 404 not.found in the envelope", async () => {
    const reply = await server.call("/wps/relay/NOPE_nothing", as("royal"));
    expect(reply.status).toBe(404);
    expect(reply.json).toMatchObject({ success: false, value: null, errorCode: "not.found" });
  });

  it("answers a known path asked with the wrong method with 405 http_method_not_support", async () => {
    const reply = await server.call("/wps/system/status", { ...as("royal"), method: "POST", body: {} });
    expect(reply.status).toBe(405);
    expect(reply.json).toMatchObject({ success: false, errorCode: "http_method_not_support" });
  });

  it("answers a body that is not JSON with 400 request_param_err", async () => {
    const reply = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        `${server.origin}/wps/verification/sms/noLogin`,
        { method: "POST", headers: { merchant: "royal", "content-type": "application/json" } },
        (res) => {
          let body = "";
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on("error", reject);
      req.end("{not json");
    });
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toMatchObject({ success: false, errorCode: "request_param_err" });
  });
});

describe("Merchant header", () => {
  it("is required", async () => {
    const reply = await server.call("/wps/system/status");
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ success: false, value: null, errorCode: "function.not.available" });
  });

  it("must name a known merchant", async () => {
    const reply = await server.call("/wps/system/status", as("nobody"));
    expect(reply.status).toBe(400);
    expect(reply.json.errorCode).toBe("function.not.available");
  });

  it("must be sent once: two header lines, or one line joined by a proxy, are refused", async () => {
    const twoLines = await server.call("/wps/system/status", { headers: { merchant: ["royal", "royal"] } });
    expect(twoLines.status).toBe(400);
    expect(twoLines.json.errorCode).toBe("function.not.available");
    const joined = await server.call("/wps/system/status", as("royal, royal"));
    expect(joined.status).toBe(400);
    expect(joined.json.errorCode).toBe("function.not.available");
  });
});

describe("GET /wps/system/status", () => {
  it("reports each merchant's feature switches and currency from its merchant.json", async () => {
    for (const merchant of [royal, sunrise]) {
      const { value } = (await server.call("/wps/system/status?device=MOBILE", as(merchant.code))).json;
      expect(value.whitelabel).toEqual(merchant.features);
      expect(value.currency).toBe(merchant.currency.code);
      expect(value.currencySymbol).toBe(merchant.currency.symbol);
      expect(value.currencyPosition).toBe(merchant.currency.position);
    }
    const sunriseStatus = (await server.call("/wps/system/status", as("sunrise"))).json.value;
    expect(sunriseStatus.whitelabel.CBS3).toBe(false);
    expect(sunriseStatus.currency).toBe("THB");
  });

  it("starts open for business and reports the caller's address", async () => {
    const { value } = (await server.call("/wps/system/status", as("royal"))).json;
    expect(value).toMatchObject({
      maintenance: false,
      maintenanceEnd: null,
      description: null,
      regionRestriction: false,
      ip: "127.0.0.1",
      location: { ip: "127.0.0.1" },
      register: { captcha: { enabled: false } },
    });
    // royal's file has no mobileTemplate: the switch's default and the installed app's texts.
    expect(value.info.mobileTemplate).toEqual({
      desktop_app_feature: false,
      pwa: { title: expect.stringContaining("Royal"), shortName: expect.any(String) },
    });
    expect(value.info.resources).toContainEqual(expect.objectContaining({ resourceType: "Android" }));
    expect(value.info.imageCDNs).toEqual([]);
  });

  it("links customer service through an encoded path that decodes to the merchant's demo chat", async () => {
    const { value } = (await server.call("/wps/system/status", as("sunrise"))).json;
    const [entry] = value.info.customerService;
    // sunrise's merchant.json entry.
    expect(entry).toMatchObject({ csType: "AICAN", csPosition: 1, labelIds: [] });
    expect(entry.path).not.toContain("/wps");
    const url = decodeCustomerServicePath(entry.path);
    expect(url).toBe("/wps/demo/chat?merchant=sunrise");

    const chat = await server.call(url);
    expect(chat.status).toBe(200);
    expect(chat.headers["content-type"]).toMatch(/^text\/html/);
    expect(chat.text).toContain("Sunrise Play customer service — demo chat");
    expect(chat.text).toMatch(/<input[^>]+name="message"/);
    expect(chat.text).not.toContain("<script");
  });
});

describe("session and member", () => {
  it("logs the demo member in with a fresh 32-byte token", async () => {
    const first = await login("royal");
    expect(first.status).toBe(200);
    expect(first.json.success).toBe(true);
    expect(first.json.value).toEqual({
      id: expect.any(Number),
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      userName: "demo",
      customerType: 0,
      firstTimeLogin: false,
    });
    const second = await login("royal");
    expect(second.json.value.token).not.toBe(first.json.value.token);
  });

  it("tells an unknown user from a wrong password", async () => {
    const unknown = await login("royal", "ghost", "Demo@1234");
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ success: false, errorCode: "not.exists.user" });

    const wrong = await login("royal", "demo", "demo@1234");
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ success: false, errorCode: "login.cred.err" });
    expect(wrong.json.message).toEqual(expect.any(String));
  });

  it("refuses a login without a password", async () => {
    const reply = await server.secure("/wps/session/login", { ...as("royal"), body: { username: "demo" } });
    expect(reply.status).toBe(400);
    expect(reply.json.errorCode).toBe("request_param_err");
  });

  it("stores passwords only as salted scrypt hashes", async () => {
    const rows = await server.db.query<{ password_hash: string }>("SELECT password_hash FROM members");
    expect(rows.rows.length).toBeGreaterThanOrEqual(2);
    const hashes = rows.rows.map((row) => row.password_hash);
    for (const hash of hashes) {
      expect(hash).toMatch(/^scrypt\$/);
      expect(hash).not.toContain("Demo@1234");
    }
    expect(new Set(hashes).size).toBe(hashes.length); // same password, different salts
  });

  it("returns the member's info for the raw session token", async () => {
    const token = (await login("royal")).json.value.token;
    const reply = await server.call("/wps/member/info", as("royal", { authorization: token }));
    expect(reply.status).toBe(200);
    expect(reply.json.value).toMatchObject({
      type: 0,
      account: "demo",
      userName: "demo",
      mobile: "138****8000",
      regDate: expect.any(Number),
      clubLabel: { labelName: "Gold", labelId: 3, type: "AUTO", rankLevel: 3 },
      language: royal.defaultLanguage,
      passwordExpired: false,
      updatePassword: false,
      firstTimeLogin: false,
      currency: "CNY",
    });
  });

  it("answers 401 login.not.session without a live token of this merchant", async () => {
    const token = (await login("royal")).json.value.token;
    const cases = [
      as("royal"),
      as("royal", { authorization: "f".repeat(64) }),
      as("royal", { authorization: `Bearer ${token}` }),
      as("sunrise", { authorization: token }),
    ];
    for (const init of cases) {
      const reply = await server.call("/wps/member/info", init);
      expect(reply.status).toBe(401);
      expect(reply.json).toMatchObject({ success: false, value: null, errorCode: "login.not.session" });
    }
  });

  it("kills the session on logout, and a repeated logout still succeeds", async () => {
    const token = (await login("sunrise")).json.value.token;
    const withToken = as("sunrise", { authorization: token, "content-type": "application/json" });
    expect((await server.call("/wps/member/info", withToken)).status).toBe(200);

    const logout = await server.call("/wps/session/logout", { ...withToken, method: "POST" });
    expect(logout.json).toEqual({ success: true, value: true });
    expect((await server.call("/wps/member/info", withToken)).status).toBe(401);
    expect((await server.call("/wps/session/logout", { ...withToken, method: "POST" })).status).toBe(200);
  });
});

describe("home content", () => {
  it("lists five banners, three marquee texts, three popups and every seeded promotion of the merchant", async () => {
    for (const merchant of [royal, sunrise]) {
      const reply = await server.call(
        "/wps/relay/MCSFE_getListAnnouncements?types=PR&platform=M",
        as(merchant.code),
      );
      const { value } = reply.json;
      expect(value.promotion).toHaveLength(PROMOTIONS.length);
      expect(value.popup).toHaveLength(3);
      expect(value.hot).toEqual([]);
      expect(value.banners).toHaveLength(5);
      value.banners.forEach((banner: Record<string, string>, index: number) => {
        expect(banner).toMatchObject({
          groupName: "m_banner",
          linkageType: expect.stringMatching(/^(P|URL|G)$/),
          linkage: expect.any(String),
        });
        expect(banner.title).toEqual(expect.any(String));
        expect(banner.url).toMatch(
          new RegExp(`^/wps/demo/banner/${merchant.code}/${index + 1}\\.svg(\\?|$)`),
        );
      });
      expect(value.player).toHaveLength(3);
      for (const text of value.player) {
        expect(text).toEqual({
          id: expect.any(Number),
          title: expect.any(String),
          content: expect.any(String),
        });
        expect(text.content).toContain(merchant.name);
      }
    }
  });

  it("draws banners as 750×300 SVG in the merchant's theme colours, cacheable for long", async () => {
    const { banners } = (await server.call("/wps/relay/MCSFE_getListAnnouncements", as("sunrise"))).json
      .value;
    const image = await server.call(banners[0].url);
    expect(image.status).toBe(200);
    expect(image.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(image.headers["cache-control"]).toContain("max-age=31536000");
    expect(image.text).toContain('width="750" height="300"');
    expect(image.text).toContain(sunrise.theme.primary);
    expect(image.text).toContain(sunrise.theme.accent);
    expect(image.text).toContain("Sunrise Play");
    expect(image.text).toContain(banners[0].title);

    expect((await server.call("/wps/demo/banner/sunrise/9.svg")).status).toBe(404);
    expect((await server.call("/wps/demo/banner/nobody/1.svg")).status).toBe(404);
  });

  it("lists four vendor lanes of 4–6 cards, each with a served icon", async () => {
    const reply = await server.call("/wps/relay/GCSGAME_newGameVendor?platform=html5", as("royal"));
    const { lanes } = reply.json.value.data;
    expect(lanes.map((lane: { title: string }) => lane.title)).toEqual([
      "Lottery",
      "Slots",
      "Live Casino",
      "Sports",
    ]);
    for (const lane of lanes) {
      expect(lane.gameClassify).toEqual(expect.any(String));
      expect(lane.gameCount).toBeGreaterThan(0);
      expect(lane.cards.length).toBeGreaterThanOrEqual(4);
      expect(lane.cards.length).toBeLessThanOrEqual(6);
    }
    const card = lanes[0].cards[0];
    expect(card.icon).toMatch(new RegExp(`^/wps/demo/vendor/${card.accountTypeName}\\.svg`));
    const icon = await server.call(card.icon);
    expect(icon.status).toBe(200);
    expect(icon.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(icon.text).toContain('width="160" height="160"');
    const initials = card.displayName
      .split(" ")
      .map((word: string) => word[0])
      .join("")
      .slice(0, 2);
    expect(icon.text).toContain(`>${initials}</text>`);
    expect((await server.call("/wps/demo/vendor/NOSUCHVENDOR.svg")).status).toBe(404);
  });

  it("keeps each merchant's content apart", async () => {
    const lanesOf = async (merchant: string) =>
      (await server.call("/wps/relay/GCSGAME_newGameVendor", as(merchant))).json.value.data.lanes;
    const royalBefore = await lanesOf("royal");
    await server.db.query("UPDATE game_lanes SET title = 'Keno' WHERE merchant = 'sunrise' AND position = 1");
    try {
      expect((await lanesOf("sunrise"))[0].title).toBe("Keno");
      expect(await lanesOf("royal")).toEqual(royalBefore);
    } finally {
      await server.db.query(
        "UPDATE game_lanes SET title = 'Lottery' WHERE merchant = 'sunrise' AND position = 1",
      );
    }
  });
});

async function counts() {
  const result = await server.db.query<{ name: string; n: number }>(
    `SELECT 'members' AS name, count(*)::int AS n FROM members
     UNION ALL SELECT 'banners', count(*)::int FROM banners
     UNION ALL SELECT 'announcements', count(*)::int FROM announcements
     UNION ALL SELECT 'lanes', count(*)::int FROM game_lanes
     UNION ALL SELECT 'vendors', count(*)::int FROM game_vendors`,
  );
  return Object.fromEntries(result.rows.map((row) => [row.name, row.n]));
}

describe("schema and seed", () => {
  it("can run the migrations and the seed again without duplicating anything", async () => {
    await seedAll(server.db, merchants.values());
    const first = await counts();
    // The six members to try, and the two friends demo has invited (server/seed-data/referral.ts).
    expect(first.members).toBe((6 + SEED_INVITED.length) * merchants.size);
    expect(first.banners).toBe(5 * merchants.size);

    await migrate(server.db);
    await seedAll(server.db, merchants.values());
    expect(await counts()).toEqual(first);
  });

  it("seeds a merchant folder added later, on the next start", async () => {
    const merchantsDir = mkdtempSync(join(tmpdir(), "wl-merchants-"));
    try {
      cpSync(DEFAULT_MERCHANTS_DIR, merchantsDir, { recursive: true });
      const config = JSON.parse(readFileSync(join(merchantsDir, "royal", "merchant.json"), "utf8"));
      cpSync(join(merchantsDir, "royal"), join(merchantsDir, "acme"), { recursive: true });
      writeFileSync(
        join(merchantsDir, "acme", "merchant.json"),
        JSON.stringify({ ...config, code: "acme", name: "Acme Games", features: { CBS3: false } }),
      );

      await seedAll(server.db, loadMerchants(merchantsDir).values());
      const withAcme = await startServer({ db: server.db, merchantsDir });
      try {
        const headers = { merchant: "acme" };
        const status = await withAcme.call("/wps/system/status", { headers });
        expect(status.json.value.whitelabel).toEqual({ CBS3: false });
        const login = await withAcme.secure("/wps/session/login", {
          headers,
          body: { username: "demo", password: "Demo@1234" },
        });
        expect(login.status).toBe(200);
        const announcements = await withAcme.call("/wps/relay/MCSFE_getListAnnouncements", { headers });
        expect(announcements.json.value.player[0].content).toContain("Acme Games");
      } finally {
        await withAcme.close();
      }
    } finally {
      rmSync(merchantsDir, { recursive: true, force: true });
    }
  });

  it("refuses a merchant.json whose code is not its folder name", () => {
    const merchantsDir = mkdtempSync(join(tmpdir(), "wl-merchants-"));
    try {
      cpSync(join(DEFAULT_MERCHANTS_DIR, "royal"), join(merchantsDir, "royal2"), { recursive: true });
      expect(() => loadMerchants(merchantsDir)).toThrow(/"royal".*folder.*"royal2"/);
    } finally {
      rmSync(merchantsDir, { recursive: true, force: true });
    }
  });
});
