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
});

describe("POST /__dev/reset", () => {
  it("reseeds the database, ending sessions and state changes, and clears the faults", async () => {
    const login = await server.call("/wps/session/login", {
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
    expect(announcements.json.value.banners).toHaveLength(3);
    const again = await server.call("/wps/session/login", {
      ...royal,
      body: { username: "demo", password: "Demo@1234" },
    });
    expect(again.status).toBe(200);
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
      ] as const) {
        const reply = await production.call(path, { method, body: { merchant: "royal", maintenance: true } });
        expect(reply.status, `${method} ${path}`).toBe(404);
      }
      expect((await production.call("/wps/system/status", royal)).json.value.maintenance).toBe(false);
    } finally {
      await production.close();
    }
  });
});
