/**
 * Customer service and chat on the reference backend: the merchants' own entries (encoded paths),
 * the provider scripts and their stand-ins, and the POST /__dev/chat control.
 */
import { describe, expect, it } from "vitest";
import { CS_TYPES } from "../../server/data/chat-settings";
import { decodeCustomerServicePath } from "../../server/legacy-cipher";
import { seededServerForFile } from "./harness";

const server = seededServerForFile();
const as = (merchant: string, extra: Record<string, string> = {}) => ({ headers: { merchant, ...extra } });
const entriesOf = async (merchant: string) =>
  (await server.call("/wps/system/status", as(merchant))).json.value.info.customerService as Array<{
    title: string;
    path: string;
    csType: string;
    csPosition: number;
    labelIds: number[];
  }>;
const dev = (body: unknown) => server.call("/__dev/chat", { body });

describe("customer-service entries", () => {
  it.each([
    [
      "royal",
      [
        ["LIVECHAT", "/wps/demo/chat?merchant=royal", []],
        ["COMM100VIP", "/wps/demo/chat?merchant=royal&vip=1", [3, 5]],
      ],
    ],
    ["brisa", [["COMM100", "/wps/demo/chat?merchant=brisa", []]]],
    ["sunrise", [["AICAN", "/wps/demo/chat?merchant=sunrise", []]]],
    // lite extends sunrise and keeps its entries.
    ["lite", [["AICAN", "/wps/demo/chat?merchant=sunrise", []]]],
    ["sahara", [["MIDUOKE", "/wps/demo/chat?merchant=sahara", []]]],
  ] as const)("%s answers its merchant.json entries, each path encoded", async (merchant, expected) => {
    const entries = await entriesOf(merchant);
    expect(
      entries.map((entry) => [entry.csType, decodeCustomerServicePath(entry.path), entry.labelIds]),
    ).toEqual(expected);
    for (const entry of entries) expect(entry.path).not.toContain("/wps/");
  });

  it("encodes under a fresh key on every call", async () => {
    const [first] = await entriesOf("royal");
    const [second] = await entriesOf("royal");
    expect(first?.path).not.toBe(second?.path);
  });

  it("answers raw entries a control set, unchecked, until set back with null", async () => {
    const raw = [{ title: "Broken", path: "not-a-valid-path!!", csType: "LIVECHAT" }, 7];
    const reply = await dev({ merchant: "brisa", entries: raw });
    expect(reply.status).toBe(200);
    expect(await entriesOf("brisa")).toEqual(raw);
    await dev({ merchant: "brisa", entries: null });
    expect((await entriesOf("brisa"))[0]?.csType).toBe("COMM100");
  });

  it("refuses bad control arguments with request_param_err", async () => {
    for (const body of [
      { merchant: "nope" },
      { merchant: "royal", entries: "x" },
      { merchant: "royal", launch: [] },
      { merchant: "royal", provider: { scriptDelayMs: -1 } },
      { merchant: "royal", provider: { scriptFails: "yes" } },
    ]) {
      const reply = await dev(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json.errorCode).toBe("request_param_err");
    }
  });
});

describe("provider scripts", () => {
  it("points each of the five providers at its stand-in, with the merchant's account settings", async () => {
    const { scripts } = (await server.call("/wps/relay/WPSCORE_getCustomerServiceScript", as("royal"))).json
      .value;
    expect(scripts).toHaveLength(CS_TYPES.length);
    for (const script of scripts) {
      expect(script.src).toMatch(new RegExp(`/__dev/chat-providers/${script.csType.toLowerCase()}\\.js$`));
      const reply = await server.call(new URL(script.src).pathname);
      expect(reply.status).toBe(200);
      expect(reply.headers["content-type"]).toMatch(/javascript/);
      expect(reply.text).toContain(`"csType":"${script.csType}"`);
    }
    expect(scripts.find((s: { csType: string }) => s.csType === "LIVECHAT").settings).toEqual({
      license: "royal-licence",
    });
  });

  it("has no scripts outside development and test: this server holds no real provider account", async () => {
    const { ChatSettings } = await import("../../server/data/chat-settings");
    expect(new ChatSettings(false).scriptsFor("royal", "http://x")).toEqual([]);
  });

  it("makes the stand-in fail, never get ready or show an error, and reset puts it back", async () => {
    await dev({ merchant: "royal", provider: { scriptFails: true } });
    expect((await server.call("/__dev/chat-providers/livechat.js")).status).toBe(503);
    await dev({ merchant: "royal", provider: { scriptFails: false, neverReady: true, showsError: true } });
    const script = await server.call("/__dev/chat-providers/aican.js");
    expect(script.text).toContain('"neverReady":true,"showsError":true');
    await server.call("/__dev/reset", { body: {} });
    expect((await server.call("/__dev/chat-providers/aican.js")).text).toContain('"neverReady":false');
    expect((await server.call("/__dev/chat-providers/other.js")).status).toBe(400);
  });
});

describe("chat launch answer", () => {
  it("says new tab, names another address, or leaves the address out, as the control asks", async () => {
    const token = await server.tokenOf("royal");
    const launch = () =>
      server.call("/wps/relay/CBS_launchChat?b2c=1&language=CN", as("royal", { authorization: token }));
    expect((await launch()).json.value).toEqual({ chatUrl: expect.stringMatching(/^\/wps\/demo\/chat/) });
    await dev({ merchant: "royal", launch: { newWindow: true } });
    expect((await launch()).json.value).toMatchObject({ newWindow: true, chatUrl: expect.any(String) });
    await dev({ merchant: "royal", launch: { withoutUrl: true } });
    expect((await launch()).json.value).toEqual({});
    await dev({ merchant: "royal", launch: null });
    await dev({ merchant: "royal", launch: { chatUrl: "javascript:alert(1)" } });
    expect((await launch()).json.value).toEqual({ chatUrl: "javascript:alert(1)" });
    await dev({ merchant: "royal", launch: null });
    expect((await launch()).json.value).not.toHaveProperty("newWindow");
  });
});
