/**
 * The ad-network stand-ins over real HTTP: the scripts, the postback endpoints, the recorder and
 * its controls; and the stand-in script itself, run on the queue objects the engine's adapters
 * build, recording what they queued through the real server.
 */
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadNetwork } from "../../engine/tracking/load-network";
import type { AdNetwork, NetworkContext } from "../../engine/tracking/network";
import type { Database } from "../../server/db";
import { POSTBACK_NETWORKS, SCRIPT_NETWORKS } from "../../server/dev/ad-network-controls";
import { seededServerForFile, startServer } from "./harness";

const server = seededServerForFile();

afterEach(async () => {
  await server.call("/__dev/ad-networks", { body: { failScripts: [] } });
});

const calls = async (query = "") => {
  const reply = await server.call(`/__dev/ad-networks/calls${query}`);
  expect(reply.status).toBe(200);
  return reply.json.value as {
    merchant: string | null;
    network: string;
    call: unknown[];
    seen: Record<string, string | null> | null;
  }[];
};

describe("the stand-in scripts", () => {
  it.each(SCRIPT_NETWORKS)("serves %s's script, naming its network", async (network) => {
    const reply = await server.call(`/__dev/ad-networks/${network}.js`);
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toMatch(/javascript/);
    expect(reply.headers["cache-control"]).toBe("no-store");
    expect(reply.text.startsWith(`var STAND_IN = {"network":"${network}","origin":"http://`)).toBe(true);
  });

  it("has none for a postback network or an unknown one", async () => {
    expect((await server.call("/__dev/ad-networks/voluum.js")).status).toBe(404);
    expect((await server.call("/__dev/ad-networks/myspace.js")).status).toBe(404);
    expect((await server.call("/__dev/ad-networks/facebook")).status).toBe(404);
  });

  it("answers 503 for the scripts named by failScripts, until they are cleared or the reset", async () => {
    const set = await server.call("/__dev/ad-networks", { body: { failScripts: ["facebook", "gtag"] } });
    expect(set.json.value).toEqual({ failScripts: ["facebook", "gtag"] });
    expect((await server.call("/__dev/ad-networks/facebook.js")).status).toBe(503);
    expect((await server.call("/__dev/ad-networks/gtag.js")).status).toBe(503);
    expect((await server.call("/__dev/ad-networks/tiktok.js")).status).toBe(200);
    await server.call("/__dev/ad-networks", { body: { failScripts: [] } });
    expect((await server.call("/__dev/ad-networks/facebook.js")).status).toBe(200);
  });

  it("refuses failScripts that are not script networks", async () => {
    for (const failScripts of [["voluum"], ["nope"], "facebook"]) {
      const reply = await server.call("/__dev/ad-networks", { body: { failScripts } });
      expect(reply.status, JSON.stringify(failScripts)).toBe(400);
    }
  });
});

describe("the recorder", () => {
  it("keeps calls and lists them oldest first, by merchant and network", async () => {
    await server.call("/__dev/reset", { method: "POST" });
    const post = (body: unknown) => server.call("/__dev/ad-networks/calls", { body });
    expect((await post({ merchant: "royal", network: "facebook", call: ["init", "FB1"] })).status).toBe(200);
    await post({ merchant: "royal", network: "tiktok", call: ["page"] });
    await post({ merchant: "sunrise", network: "facebook", call: ["track", "Purchase", { value: 5 }] });
    // A burst from one page, as the stand-in script sends it, keeps its order.
    await post({
      merchant: "sunrise",
      network: "gtag",
      calls: [
        ["js", "d"],
        ["config", "G-1"],
        ["event", "login"],
      ],
    });
    expect((await calls()).map((row) => row.call)).toEqual([
      ["init", "FB1"],
      ["page"],
      ["track", "Purchase", { value: 5 }],
      ["js", "d"],
      ["config", "G-1"],
      ["event", "login"],
    ]);
    expect((await calls("?merchant=royal")).map((row) => row.network)).toEqual(["facebook", "tiktok"]);
    expect(await calls("?merchant=royal&network=facebook")).toMatchObject([
      { merchant: "royal", network: "facebook", call: ["init", "FB1"] },
    ]);
  });

  it("refuses a call without a known network, an argument list or a known merchant", async () => {
    const post = (body: unknown) => server.call("/__dev/ad-networks/calls", { body });
    expect((await post({ network: "myspace", call: [] })).status).toBe(400);
    expect((await post({ network: "facebook", call: "track" })).status).toBe(400);
    expect((await post({ network: "facebook", calls: [] })).status).toBe(400);
    expect((await post({ network: "facebook", calls: [["init"], "track"] })).status).toBe(400);
    expect((await post({ merchant: "nobody", network: "facebook", call: [] })).status).toBe(400);
    expect((await server.call("/__dev/ad-networks/calls?network=myspace")).status).toBe(400);
  });

  it("is emptied by the reset", async () => {
    await server.call("/__dev/ad-networks/calls", {
      body: { merchant: "royal", network: "kwai", call: ["page"] },
    });
    await server.call("/__dev/reset", { method: "POST" });
    expect(await calls()).toEqual([]);
  });
});

describe("the postback stand-ins", () => {
  it.each([...POSTBACK_NETWORKS])(
    "%s answers a 1x1 gif and records the query for the host's merchant",
    async (network) => {
      await server.call("/__dev/reset", { method: "POST" });
      const reply = await server.call(`/__dev/ad-networks/${network}/postback?cid=C1&payout=5&et=deposit`, {
        headers: { host: "sunrise.localhost", referer: "http://sunrise.localhost/", cookie: "wl=1" },
      });
      expect(reply.status).toBe(200);
      expect(reply.headers["content-type"]).toBe("image/gif");
      expect(await calls(`?network=${network}`)).toMatchObject([
        {
          merchant: "sunrise",
          network,
          call: [{ cid: "C1", payout: "5", et: "deposit" }],
          // An image sees no page: only what its request carried.
          seen: { address: null, referrer: "http://sunrise.localhost/", cookies: "wl=1" },
        },
      ]);
    },
  );

  it("records no merchant for a host that names none, and has no postback for script networks", async () => {
    await server.call("/__dev/reset", { method: "POST" });
    await server.call("/__dev/ad-networks/voluum/postback?cid=C2", { headers: { host: "localhost" } });
    expect(await calls()).toMatchObject([{ merchant: null, call: [{ cid: "C2" }] }]);
    expect((await server.call("/__dev/ad-networks/facebook/postback")).status).toBe(404);
  });
});

describe("the stand-in script on the adapters' queue objects", () => {
  /** A page with the embedded config and the network's adapter started on it. */
  async function pageWith(network: AdNetwork) {
    const page: Record<string, unknown> = { location: { hostname: "royal.localhost" } };
    const context: NetworkContext = {
      id: "ID1",
      source: `/__dev/ad-networks/${network}.js`,
      clicks: { twclid: "TW1", kwaiClickId: "K1" },
      cookies: { get: () => null, set: () => {} },
      window: page as unknown as Window,
      injectScript: () => {},
      sendPixel: () => {},
      now: () => 1_767_225_600_000,
    };
    const adapter = (await loadNetwork(network))(context);
    return { page, adapter };
  }

  async function runStandIn(network: AdNetwork, page: Record<string, unknown>) {
    const source = (await server.call(`/__dev/ad-networks/${network}.js`)).text;
    const document = {
      getElementById: (id: string) => (id === "merchant-config" ? { textContent: '{"code":"royal"}' } : null),
      referrer: "http://royal.localhost/",
      cookie: "_fbp=fb.1.2.3",
    };
    const location = { href: "http://royal.localhost/m/home?r=7" };
    runInNewContext(source, { window: page, document, location, fetch });
  }

  it.each<[AdNetwork, unknown[][]]>([
    [
      "facebook",
      [
        ["init", "ID1"],
        ["track", "PageView"],
        ["track", "CompleteRegistration", {}],
        ["track", "Purchase", { value: 10, currency: "BRL" }],
      ],
    ],
    [
      "tiktok",
      [
        ["load", "ID1"],
        ["page"],
        ["track", "CompleteRegistration", {}],
        [
          "track",
          "CompletePayment",
          { value: 10, currency: "BRL", content_id: "99", content_type: "product" },
        ],
      ],
    ],
    [
      "kwai",
      [
        ["load", "ID1"],
        ["page"],
        ["instance", "ID1", "track", "EVENT_COMPLETE_REGISTRATION", { click_id: "K1" }],
        ["instance", "ID1", "track", "EVENT_PURCHASE", { value: 10, currency: "BRL", click_id: "K1" }],
      ],
    ],
    [
      "gtag",
      [
        ["js", "2026-01-01T00:00:00.000Z"],
        ["config", "ID1"],
        ["event", "sign_up", {}],
        ["event", "purchase", { value: 10, currency: "BRL" }],
      ],
    ],
    [
      "twitter",
      [
        ["init", "ID1"],
        ["track", "PageView"],
        ["track", "SignUp", { twclid: "TW1" }],
        ["track", "Purchase", { value: 10, currency: "BRL", twclid: "TW1" }],
      ],
    ],
    [
      "bigo",
      [
        ["init", "ID1"],
        ["event", "ec_register", {}],
        ["event", "ec_purchase", { value: 10, currency: "BRL" }],
      ],
    ],
    [
      "outbrain",
      [
        ["marketerId", "ID1"],
        ["track", "PAGE_VIEW"],
        ["track", "Registration", {}],
        ["track", "Purchase", { orderValue: 10, currency: "BRL" }],
      ],
    ],
    [
      "kadam",
      [
        ["init", "ID1"],
        ["track", "registration", {}],
        ["track", "deposit", { value: 10, currency: "BRL" }],
      ],
    ],
  ])(
    "records what %s's adapter queued before and after the script arrived, in order",
    async (network, expected) => {
      await server.call("/__dev/reset", { method: "POST" });
      const { page, adapter } = await pageWith(network);
      adapter.send({ name: "register", payload: {}, at: 1 });
      await runStandIn(network, page);
      adapter.send({ name: "deposit", payload: { value: 10, currency: "BRL" }, at: 2 });
      await vi.waitFor(async () => expect(await calls(`?network=${network}`)).toHaveLength(expected.length), {
        timeout: 10_000,
      });
      const recorded = await calls(`?network=${network}`);
      expect(recorded.map((row) => row.call)).toEqual(expected);
      expect(new Set(recorded.map((row) => row.merchant))).toEqual(new Set(["royal"]));
      // What the real script could read of the page and send home with each report.
      expect(recorded[0]?.seen).toEqual({
        address: "http://royal.localhost/m/home?r=7",
        referrer: "http://royal.localhost/",
        cookies: "_fbp=fb.1.2.3",
      });
    },
  );
});

describe("in production", () => {
  it("there are no stand-ins", async () => {
    const production = await startServer({ db: {} as Database, mode: "production" });
    try {
      expect((await production.call("/__dev/ad-networks/facebook.js")).status).toBe(404);
      expect((await production.call("/__dev/ad-networks/voluum/postback")).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
