import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openSeededDatabase, type RunningServer, startServer } from "./harness";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ db: await openSeededDatabase(), mode: "test" });
});
afterAll(async () => {
  await server?.close();
  await server?.db.close();
});
afterEach(async () => {
  await server.call("/__dev/faults", { method: "DELETE" });
});

const royal = { headers: { merchant: "royal" } };
const status = async (merchant = "royal") =>
  (await server.call("/wps/system/status", { headers: { merchant } })).json.value;

describe("POST /__dev/state", () => {
  it("switches a merchant's maintenance on and off, and only that merchant's", async () => {
    const end = Date.UTC(2030, 0, 1, 4);
    const set = await server.call("/__dev/state", {
      body: {
        merchant: "royal",
        maintenance: true,
        maintenanceEnd: end,
        description: "Upgrading the draw engine",
      },
    });
    expect(set.status).toBe(200);
    expect(set.json.success).toBe(true);

    expect(await status("royal")).toMatchObject({
      maintenance: true,
      maintenanceEnd: end,
      description: "Upgrading the draw engine",
    });
    expect((await status("sunrise")).maintenance).toBe(false);

    await server.call("/__dev/state", {
      body: { merchant: "royal", maintenance: false, maintenanceEnd: null },
    });
    const after = await status("royal");
    expect(after.maintenance).toBe(false);
    expect(after.maintenanceEnd).toBeNull();
    // Fields not sent keep their value.
    expect(after.description).toBe("Upgrading the draw engine");
  });

  it("switches region restriction", async () => {
    await server.call("/__dev/state", { body: { merchant: "sunrise", regionRestriction: true } });
    expect((await status("sunrise")).regionRestriction).toBe(true);
    await server.call("/__dev/state", { body: { merchant: "sunrise", regionRestriction: false } });
    expect((await status("sunrise")).regionRestriction).toBe(false);
  });

  it("refuses an unknown merchant or a field of the wrong type", async () => {
    const unknown = await server.call("/__dev/state", { body: { merchant: "nobody", maintenance: true } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.success).toBe(false);
    const wrongType = await server.call("/__dev/state", { body: { merchant: "royal", maintenance: "yes" } });
    expect(wrongType.status).toBe(400);
    expect((await status("royal")).maintenance).toBe(false);
  });
});

describe("POST /__dev/faults", () => {
  it("makes the next N requests to a path fail with the given status and error, then recovers", async () => {
    const set = await server.call("/__dev/faults", {
      body: {
        path: "/wps/system/status",
        status: 400,
        errorCode: "domain_not_available",
        message: "Blocked",
        times: 2,
      },
    });
    expect(set.status).toBe(200);

    for (let i = 0; i < 2; i++) {
      const reply = await server.call("/wps/system/status?device=MOBILE", royal);
      expect(reply.status).toBe(400);
      expect(reply.json).toEqual({
        success: false,
        value: null,
        errorCode: "domain_not_available",
        message: "Blocked",
      });
    }
    expect((await server.call("/wps/system/status", royal)).status).toBe(200);
  });

  it("defaults to status 500 without errorCode, until the faults are cleared", async () => {
    await server.call("/__dev/faults", { body: { path: "/wps/relay/GCSGAME_newGameVendor" } });
    for (let i = 0; i < 3; i++) {
      const reply = await server.call("/wps/relay/GCSGAME_newGameVendor", royal);
      expect(reply.status).toBe(500);
      expect(reply.json.success).toBe(false);
      expect(reply.json).not.toHaveProperty("errorCode");
    }
    // Other paths are untouched.
    expect((await server.call("/wps/system/status", royal)).status).toBe(200);

    const cleared = await server.call("/__dev/faults", { method: "DELETE" });
    expect(cleared.status).toBe(200);
    expect((await server.call("/wps/relay/GCSGAME_newGameVendor", royal)).status).toBe(200);
  });

  it("drops the connection when asked, which the client sees as a network error", async () => {
    await server.call("/__dev/faults", { body: { path: "/wps/system/status", drop: true, times: 1 } });
    await expect(server.call("/wps/system/status", royal)).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect((await server.call("/wps/system/status", royal)).status).toBe(200);
  });

  it("refuses a fault without a path", async () => {
    const reply = await server.call("/__dev/faults", { body: { status: 500 } });
    expect(reply.status).toBe(400);
  });

  it("delays a request, then answers it normally", async () => {
    await server.call("/__dev/faults", { body: { path: "/wps/system/status", delayMs: 300, times: 1 } });
    const started = Date.now();
    const reply = await server.call("/wps/system/status", royal);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(reply.status).toBe(200);
    expect(reply.json.success).toBe(true);
  });

  it("delays a fault's answer when both are given", async () => {
    await server.call("/__dev/faults", {
      body: { path: "/wps/system/status", delayMs: 200, status: 503, errorCode: "busy", times: 1 },
    });
    const started = Date.now();
    const reply = await server.call("/wps/system/status", royal);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(reply.status).toBe(503);
    expect(reply.json).toMatchObject({ success: false, errorCode: "busy" });
  });

  it("answers a body that is not JSON, with status 200 unless told otherwise", async () => {
    await server.call("/__dev/faults", {
      body: { path: "/wps/relay/GCSGAME_newGameVendor", malformed: true, times: 1 },
    });
    const reply = await server.call("/wps/relay/GCSGAME_newGameVendor", royal);
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toMatch(/^application\/json/);
    expect(reply.text.length).toBeGreaterThan(0);
    expect(reply.json).toBeUndefined(); // the harness could not parse it
    expect(() => JSON.parse(reply.text)).toThrow();

    await server.call("/__dev/faults", {
      body: { path: "/wps/system/status", malformed: true, status: 502, times: 1 },
    });
    const bad = await server.call("/wps/system/status", royal);
    expect(bad.status).toBe(502);
    expect(bad.json).toBeUndefined();
    expect((await server.call("/wps/system/status", royal)).status).toBe(200);
  });

  it("drops the connection after a delay", async () => {
    await server.call("/__dev/faults", {
      body: { path: "/wps/system/status", drop: true, delayMs: 100, times: 1 },
    });
    await expect(server.call("/wps/system/status", royal)).rejects.toThrow(/socket hang up|ECONNRESET/);
  });

  it("faults every path a pattern ending in * starts, with the exact path and the longer pattern winning", async () => {
    await server.call("/__dev/faults", { body: { path: "/wps/*", status: 502 } });
    await server.call("/__dev/faults", { body: { path: "/wps/relay/*", status: 503 } });
    await server.call("/__dev/faults", {
      body: { path: "/wps/relay/GCSGAME_newGameVendor", status: 400, errorCode: "lanes.down" },
    });
    expect((await server.call("/wps/system/status", royal)).status).toBe(502);
    expect((await server.call("/wps/relay/MCSFE_getHelpTopics", royal)).status).toBe(503);
    const exact = await server.call("/wps/relay/GCSGAME_newGameVendor?x=1", royal);
    expect(exact.status).toBe(400);
    expect(exact.json.errorCode).toBe("lanes.down");
  });

  it("counts a pattern's times across every path it matches", async () => {
    await server.call("/__dev/faults", { body: { path: "/wps/*", status: 500, times: 2 } });
    expect((await server.call("/wps/system/status", royal)).status).toBe(500);
    expect((await server.call("/wps/relay/GCSGAME_newGameVendor", royal)).status).toBe(500);
    expect((await server.call("/wps/system/status", royal)).status).toBe(200);
  });

  it("refuses a star that is not at the end of the path", async () => {
    const reply = await server.call("/__dev/faults", { body: { path: "/wps/*/status" } });
    expect(reply.status).toBe(400);
    expect((await server.call("/wps/system/status", royal)).status).toBe(200);
  });

  it("refuses a delay that is not a whole number of milliseconds up to a minute", async () => {
    for (const delayMs of [-1, 1.5, 600_000, "100"]) {
      const reply = await server.call("/__dev/faults", { body: { path: "/wps/system/status", delayMs } });
      expect(reply.status, String(delayMs)).toBe(400);
    }
  });
});

describe("member controls", () => {
  const post = (path: string, body: unknown) => server.call(path, { body });

  it("forces and clears a two-factor challenge, refusing unknown methods and members", async () => {
    const set = await post("/__dev/2fa", { merchant: "royal", username: "demo", methods: ["S", "G", "S"] });
    expect(set.json).toEqual({ success: true, value: { username: "demo", methods: ["S", "G"] } });
    expect((await server.call("/__dev/members/royal/demo")).json.value.twoFactorMethods).toEqual(["S", "G"]);
    const cleared = await post("/__dev/2fa", { merchant: "royal", username: "demo", methods: [] });
    expect(cleared.json.value.methods).toEqual([]);

    for (const body of [
      { merchant: "royal", username: "demo", methods: ["X"] },
      { merchant: "royal", username: "demo", methods: "G" },
      { merchant: "royal", username: "ghost", methods: ["G"] },
      { merchant: "nobody", username: "demo", methods: ["G"] },
    ]) {
      const reply = await post("/__dev/2fa", body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json.errorCode).toBe("request_param_err");
    }
  });

  it("flags token_ip_different and sets the unread count, checking their values", async () => {
    expect(
      (await post("/__dev/token-ip", { merchant: "sunrise", username: "agent1", on: true })).json.value,
    ).toEqual({
      username: "agent1",
      tokenIpDifferent: true,
    });
    expect((await server.call("/__dev/members/sunrise/agent1")).json.value.tokenIpDifferent).toBe(true);
    await post("/__dev/token-ip", { merchant: "sunrise", username: "agent1", on: false });
    expect((await post("/__dev/token-ip", { merchant: "sunrise", username: "agent1" })).status).toBe(400);

    expect(
      (await post("/__dev/unread", { merchant: "sunrise", username: "agent1", count: 5 })).json.value,
    ).toEqual({
      username: "agent1",
      unReadCount: 5,
    });
    expect((await server.call("/__dev/members/sunrise/agent1")).json.value.unreadCount).toBe(5);
    for (const count of [-1, 2.5, "3", undefined]) {
      expect((await post("/__dev/unread", { merchant: "sunrise", username: "agent1", count })).status).toBe(
        400,
      );
    }
  });

  it("binds a social account to a member", async () => {
    const bound = await post("/__dev/bind-social", {
      merchant: "brisa",
      subject: "uid-1",
      username: "guest4",
    });
    expect(bound.json).toEqual({ success: true, value: { subject: "uid-1", username: "guest4" } });
    const rows = await server.db.query(
      "SELECT 1 FROM social_bindings WHERE merchant = 'brisa' AND subject = 'uid-1'",
    );
    expect(rows.rows).toHaveLength(1);
    expect(
      (await post("/__dev/bind-social", { merchant: "brisa", subject: "uid-2", username: "ghost" })).status,
    ).toBe(400);
    expect((await post("/__dev/bind-social", { merchant: "brisa", username: "guest4" })).status).toBe(400);
  });

  it("starts a session as a login would, the token good for the member's calls", async () => {
    const started = await post("/__dev/session", { merchant: "royal", username: "guest4" });
    expect(started.json.value).toMatchObject({ userName: "guest4", customerType: 4, firstTimeLogin: false });
    const token = started.json.value.token;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const info = await server.call("/wps/member/info", {
      headers: { merchant: "royal", authorization: token },
    });
    expect(info.json.value).toMatchObject({ userName: "guest4" });
    // The token is the merchant's: another merchant's calls do not know it.
    const elsewhere = await server.call("/wps/member/info", {
      headers: { merchant: "sunrise", authorization: token },
    });
    expect(elsewhere.json.success).toBe(false);
    expect((await post("/__dev/session", { merchant: "royal", username: "ghost" })).status).toBe(400);
  });

  it("shows a member without its password hash, and 404 for nobody", async () => {
    const reply = await server.call("/__dev/members/royal/guest4");
    expect(reply.json.value).toMatchObject({
      username: "guest4",
      type: 4,
      mobile: "13800138004",
      countryDialingCode: "86",
      email: "guest4@example.com",
      payeeName: "Guest Four",
    });
    expect(reply.text).not.toContain("scrypt");
    expect((await server.call("/__dev/members/royal/ghost")).status).toBe(404);
    expect((await server.call("/__dev/members/nobody/demo")).status).toBe(400);
  });

  it("reads the last SMS code, per merchant when asked", async () => {
    expect((await server.call("/__dev/sms/last?mobileNum=15550000000")).status).toBe(404);
    expect((await server.call("/__dev/sms/last")).status).toBe(400);
    for (const merchant of ["royal", "sahara"]) {
      await server.call("/wps/verification/sms/noLogin", {
        headers: { merchant },
        body: { countryDialingCode: "1", mobileNum: "15550000000" },
      });
    }
    const royalCode = (await server.call("/__dev/sms/last?mobileNum=15550000000&merchant=royal")).json.value;
    const latest = (await server.call("/__dev/sms/last?mobileNum=15550000000")).json.value;
    expect(royalCode).toMatchObject({ merchant: "royal", countryDialingCode: "1", used: false });
    expect(latest.merchant).toBe("sahara");
  });

  it("lists recorded push calls, refusing an unknown merchant", async () => {
    await server.call("/wps/relay/CSP_fcmBind", {
      headers: { merchant: "sahara" },
      body: { registrationToken: "t-9" },
    });
    const all = (await server.call("/__dev/fcm")).json.value;
    expect(all).toContainEqual(expect.objectContaining({ merchant: "sahara", registrationToken: "t-9" }));
    expect((await server.call("/__dev/fcm?merchant=nobody")).status).toBe(400);
  });
});

describe("POST /__dev/reset", () => {
  it("reseeds the database, ending sessions and state changes, and clears the faults", async () => {
    const login = await server.secure("/wps/session/login", {
      ...royal,
      body: { username: "demo", password: "Demo@1234" },
    });
    const token = login.json.value.token;
    await server.call("/__dev/state", { body: { merchant: "royal", maintenance: true } });
    await server.call("/__dev/faults", {
      body: { path: "/wps/relay/MCSFE_getListAnnouncements", status: 503 },
    });

    const reset = await server.call("/__dev/reset", { method: "POST" });
    expect(reset.status).toBe(200);

    expect((await status("royal")).maintenance).toBe(false);
    const info = await server.call("/wps/member/info", {
      headers: { merchant: "royal", authorization: token },
    });
    expect(info.status).toBe(401);
    const announcements = await server.call("/wps/relay/MCSFE_getListAnnouncements", royal);
    expect(announcements.status).toBe(200);
    expect(announcements.json.value.banners).toHaveLength(5);
    const again = await server.secure("/wps/session/login", {
      ...royal,
      body: { username: "demo", password: "Demo@1234" },
    });
    expect(again.status).toBe(200);
  });

  it("also forgets registrations, codes, bindings, push records and member switches", async () => {
    await server.call("/__dev/2fa", { body: { merchant: "sahara", username: "demo", methods: ["G"] } });
    await server.call("/__dev/unread", { body: { merchant: "sahara", username: "demo", count: 9 } });
    await server.call("/__dev/bind-social", {
      body: { merchant: "sahara", subject: "s-1", username: "demo" },
    });
    await server.call("/wps/verification/sms/noLogin", {
      headers: { merchant: "sahara" },
      body: { mobileNum: "15551112222" },
    });
    await server.call("/wps/relay/CSP_fcmBind", {
      headers: { merchant: "sahara" },
      body: { registrationToken: "r-1" },
    });
    const registered = await server.secure("/wps/member/register", {
      method: "PUT",
      headers: { merchant: "sahara" },
      body: { username: "resetme", password: "Secret99", login: false },
    });
    expect(registered.status).toBe(200);

    expect((await server.call("/__dev/reset", { method: "POST" })).status).toBe(200);

    const demo = (await server.call("/__dev/members/sahara/demo")).json.value;
    expect(demo).toMatchObject({ twoFactorMethods: [], unreadCount: 2 });
    expect((await server.call("/__dev/members/sahara/resetme")).status).toBe(404);
    expect((await server.call("/__dev/sms/last?mobileNum=15551112222")).status).toBe(404);
    expect((await server.call("/__dev/fcm")).json.value).toEqual([]);
    expect((await server.db.query("SELECT 1 FROM social_bindings")).rows).toEqual([]);
  });
});

describe("production mode", () => {
  it("has no development controls and injects no faults", async () => {
    const production = await startServer({ db: server.db, mode: "production" });
    try {
      for (const [method, path] of [
        ["POST", "/__dev/state"],
        ["POST", "/__dev/faults"],
        ["DELETE", "/__dev/faults"],
        ["POST", "/__dev/reset"],
        ["POST", "/__dev/2fa"],
        ["POST", "/__dev/token-ip"],
        ["POST", "/__dev/unread"],
        ["POST", "/__dev/bind-social"],
        ["GET", "/__dev/members/royal/demo"],
        ["GET", "/__dev/sms/last?mobileNum=13800138000"],
        ["GET", "/__dev/fcm"],
        ["GET", "/__dev/launches?merchant=royal&username=demo"],
        ["GET", "/__dev/trials"],
        ["POST", "/__dev/content"],
        ["POST", "/__dev/back-office"],
      ] as const) {
        const body =
          method === "GET" ? undefined : { merchant: "royal", username: "demo", maintenance: true };
        const reply = await production.call(path, { method, body });
        expect(reply.status, `${method} ${path}`).toBe(404);
        expect(reply.json?.errorCode, `${method} ${path}`).toBe("not.found");
      }
      expect((await production.call("/wps/system/status", royal)).json.value.maintenance).toBe(false);
      // The API itself is the same in production: encrypted login works, plain login is refused.
      const credentials = { username: "demo", password: "Demo@1234" };
      expect((await production.secure("/wps/session/login", { ...royal, body: credentials })).status).toBe(
        200,
      );
      const plain = await production.call("/wps/session/login", { ...royal, body: credentials });
      expect(plain.json.errorCode).toBe("request_body_required");
    } finally {
      await production.close();
    }
  });
});

const LANES = "/wps/relay/GCSGAME_newGameVendor";

// The wrong-shaped answers the client's response schemas catch (issue 20).
describe("POST /__dev/faults with a body", () => {
  it("answers 200 with exactly that JSON, then the real answer once used up", async () => {
    const wrong = { success: true, value: { data: { lanes: "not a list" } } };
    await server.call("/__dev/faults", { body: { path: LANES, body: wrong, times: 1 } });
    const faulted = await server.call(LANES, royal);
    expect(faulted.status).toBe(200);
    expect(faulted.json).toEqual(wrong);
    const real = await server.call(LANES, royal);
    expect(Array.isArray(real.json.value.data.lanes)).toBe(true);
  });

  it("sends null and bare values as they are, with the status asked for", async () => {
    await server.call("/__dev/faults", { body: { path: LANES, body: null, status: 503, times: 1 } });
    const reply = await server.call(LANES, royal);
    expect(reply.status).toBe(503);
    expect(reply.text).toBe("null");
  });
});
