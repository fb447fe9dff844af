/**
 * The tracking-session fetch and the tracking-events post on the reference backend, read back
 * through GET /__dev/tracking.
 */
import { describe, expect, it } from "vitest";
import { seededServerForFile } from "./harness";

const server = seededServerForFile();
const DEVICE = "d".repeat(36);

const session = async (merchant: string, deviceId = DEVICE) =>
  server.call(`/wps/tracking/session?deviceId=${deviceId}`, { headers: { merchant } });

const post = (merchant: string, events: unknown, headers: Record<string, string> = {}) =>
  server.call("/wps/tracking/events", {
    headers: { merchant, ...headers },
    body: { events: typeof events === "string" ? events : JSON.stringify(events) },
  });

const recorded = async (merchant: string) =>
  (await server.call(`/__dev/tracking?merchant=${merchant}`)).json.value;

const event = (overrides: Record<string, unknown> = {}) => ({
  event: "register",
  at: 1_790_000_000_000,
  payload: { customerId: 7, method: "firebase" },
  pixelTrack: { fbPixelId: "FB-1", kwaiClickId: "K-1" },
  attribution: { gpsAdid: "gps-1" },
  ...overrides,
});

describe("the tracking session", () => {
  it("is made on the first ask and the same on every later one, per merchant", async () => {
    const first = (await session("royal")).json.value;
    expect(first.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await session("royal")).json.value).toEqual(first);
    expect((await session("brisa")).json.value.sessionId).not.toBe(first.sessionId);
  });

  it("needs a device id", async () => {
    const reply = await server.call("/wps/tracking/session", { headers: { merchant: "royal" } });
    expect(reply.status).toBe(400);
    expect(reply.json.errorCode).toBe("request_param_err");
  });
});

describe("the tracking-events post", () => {
  it("records each event with its bundle, attribution, session, member and heartbeat header", async () => {
    const { sessionId } = (await session("sahara")).json.value;
    const token = await server.tokenOf("sahara");
    const reply = await post("sahara", [event({ sessionId }), event({ event: "login", payload: {} })], {
      authorization: token,
      "tracking-heartbeat": "s2s:firstOpen:20261126",
    });
    expect(reply.json).toMatchObject({ success: true, value: 2 });
    const rows = await recorded("sahara");
    expect(rows.map((row: { event: string }) => row.event)).toEqual(["register", "login"]);
    expect(rows[0]).toMatchObject({
      merchant: "sahara",
      sessionId,
      happenedAt: 1_790_000_000_000,
      payload: { customerId: 7, method: "firebase" },
      pixelTrack: { fbPixelId: "FB-1", kwaiClickId: "K-1" },
      attribution: { gpsAdid: "gps-1" },
      heartbeat: "s2s:firstOpen:20261126",
    });
    expect(rows[0].memberId).toEqual(expect.any(Number));
    expect(rows[1].sessionId).toBeNull();
  });

  it.each([
    ["not JSON", "{nope", "events is not valid JSON"],
    ["not a list", { event: "login" }, "events must be a non-empty list"],
    ["an empty list", [], "events must be a non-empty list"],
    ["an unknown event", [event({ event: "signup" })], "events[0].event is not a tracked event: signup"],
    ["a time that is not one", [event({ at: "yesterday" })], "events[0].at must be a time"],
    [
      "a bundle with a number",
      [event(), event({ pixelTrack: { fbPixelId: 5 } })],
      "events[1].pixelTrack must be an object of strings",
    ],
    [
      "another merchant's session",
      [event({ sessionId: "not-a-session" })],
      "events[0].sessionId is not this merchant's",
    ],
  ])("refuses %s with a clear message and records nothing", async (_case, events, message) => {
    const before = (await recorded("lite")).length;
    const reply = await post("lite", events);
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ errorCode: "request_param_err", message });
    expect(await recorded("lite")).toHaveLength(before);
  });

  it("refuses a heartbeat header over 1024 bytes", async () => {
    const reply = await post("lite", [event()], { "tracking-heartbeat": "x".repeat(1025) });
    expect(reply.status).toBe(400);
    expect(reply.json.message).toContain("1024 bytes");
  });

  it("refuses a post without the events field", async () => {
    const reply = await server.call("/wps/tracking/events", { headers: { merchant: "lite" }, body: {} });
    expect(reply.status).toBe(400);
    expect(reply.json.message).toBe("events must be a JSON string of a list");
  });
});
