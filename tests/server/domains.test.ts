/**
 * The domain gateway (server/routes/domain-gate.ts) and its dev control (server/dev/domain-controls.ts):
 * the status call's domainList, domain_not_available on a host that is down with the bootstrap
 * value, the ping's CORS for other origins, and a down host's dropped ping.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { PROBE_IMAGE_PATH } from "../../engine/domains/probe-image";
import { merchantForHost } from "../../server/static";
import { seededServerForFile } from "./harness";

const server = seededServerForFile({ mode: "test" });
let seeded: string[] = [];

const control = async (body: Record<string, unknown>) =>
  server.call("/__dev/domains", { body: { merchant: "sunrise", ...body } });

beforeAll(async () => {
  seeded = (await control({})).json.value.domains;
});
afterEach(async () => {
  await control({ domains: seeded, down: [] });
});

const on = (host: string, extra: Record<string, string> = {}) => ({
  headers: { merchant: "sunrise", host, ...extra },
});

describe("domains", () => {
  it("the status call and domainRoute list the merchant's domains", async () => {
    expect(seeded).toEqual(["sunrise-play.example", "m.sunrise-play.example"]);
    const status = (await server.call("/wps/system/status", on("sunrise.localhost"))).json;
    expect(status.success).toBe(true);
    expect(status.value.domainList).toEqual(seeded.map((domainName) => ({ domainName })));
    const route = (await server.call("/wps/system/domainRoute", on("sunrise.localhost"))).json.value;
    expect(route.domains).toEqual(status.value.domainList);
  });

  it("a down host's status answers domain_not_available with customer service and domains; other hosts are fine", async () => {
    const set = await control({
      domains: ["a.sunrise.localhost:4204", "b.sunrise.localhost:4204"],
      down: ["Sunrise.localhost:4204"],
    });
    expect(set.json.value).toEqual({
      domains: ["a.sunrise.localhost:4204", "b.sunrise.localhost:4204"],
      down: ["sunrise.localhost:4204"],
    });
    const down = await server.call("/wps/system/status", on("sunrise.localhost:4204"));
    expect(down.status).toBe(200);
    expect(down.json.success).toBe(false);
    expect(down.json.errorCode).toBe("domain_not_available");
    expect(down.json.message).toBeTruthy();
    expect(down.json.value.domainList).toEqual([
      { domainName: "a.sunrise.localhost:4204" },
      { domainName: "b.sunrise.localhost:4204" },
    ]);
    expect(down.json.value.customerService[0]).toMatchObject({
      csType: expect.any(String),
      path: expect.any(String),
    });
    // The same host on another port, and the mirrors, are not down.
    expect((await server.call("/wps/system/status", on("sunrise.localhost:4205"))).json.success).toBe(true);
    expect((await server.call("/wps/system/status", on("a.sunrise.localhost:4204"))).json.success).toBe(true);
  });

  it("the ping answers any origin, its preflight allows the Merchant header, a down host drops it", async () => {
    const ping = await server.call("/wps/system/test/ping?speed=1", on("b.sunrise.localhost:4204"));
    expect(ping.json).toMatchObject({ success: true, value: true });
    expect(ping.headers["access-control-allow-origin"]).toBe("*");
    const preflight = await server.call("/wps/system/test/ping", {
      method: "OPTIONS",
      headers: {
        host: "b.sunrise.localhost:4204",
        origin: "http://sunrise.localhost:4204",
        "access-control-request-method": "GET",
        "access-control-request-headers": "merchant",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe("*");
    expect(String(preflight.headers["access-control-allow-headers"])).toMatch(/Merchant/);
    await control({ down: ["b.sunrise.localhost:4204"] });
    await expect(
      server.call("/wps/system/test/ping?speed=2", on("b.sunrise.localhost:4204")),
    ).rejects.toThrow(/socket hang up|ECONNRESET/);
    await control({ down: [] });
    expect((await server.call("/wps/system/test/ping", on("b.sunrise.localhost:4204"))).json.success).toBe(
      true,
    );
  });

  it("a down host drops the race's image probe too (the build's icon); a live one serves its bundle's file", async () => {
    const probe = `${PROBE_IMAGE_PATH}?speed=3`;
    // This harness has no built bundle: the live mirror answers that, but it answers.
    expect((await server.call(probe, on("c.sunrise.localhost:4204"))).status).toBe(503);
    await control({ down: ["c.sunrise.localhost:4204"] });
    await expect(server.call(probe, on("c.sunrise.localhost:4204"))).rejects.toThrow(
      /socket hang up|ECONNRESET/,
    );
    // Only the probe: the down host still serves its page and says why in its status call.
    expect((await server.call("/m/home", on("c.sunrise.localhost:4204"))).status).toBe(503);
  });

  it.each([
    [{ domains: "a.example" }, /domains must be an array/],
    [{ domains: [""] }, /domains\[0\] must be a host name/],
    [{ down: [3] }, /down\[0\] must be a host name/],
    [{ down: Array.from({ length: 31 }, (_, i) => `h${i}`) }, /at most 30/],
    [{ merchant: "nobody" }, /merchant must be one of/],
  ])("refuses %j", async (body, message) => {
    const reply = await control(body);
    expect(reply.status).toBe(400);
    expect(reply.json.message).toMatch(message);
  });

  it("reset brings every host back", async () => {
    await control({ down: ["sunrise.localhost"] });
    await server.call("/__dev/reset", { method: "POST" });
    expect((await server.call("/wps/system/status", on("sunrise.localhost"))).json.success).toBe(true);
  });
});

describe("mirrors of a merchant", () => {
  const options = {
    distDir: "dist",
    defaultMerchant: "brisa",
    knownMerchants: new Set(["sunrise", "royal"]),
  };
  it.each([
    ["sunrise.localhost", "sunrise"],
    ["m1.sunrise.localhost", "sunrise"],
    ["a.b.royal.localhost", "royal"],
    ["games.localhost", "brisa"],
    ["m1.nobody.localhost", "brisa"],
    ["sunrise.example", "brisa"],
  ])("%s serves %s's bundle", (host, code) => {
    expect(merchantForHost(host, options)).toBe(code);
  });
});
