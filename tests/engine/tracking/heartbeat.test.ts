import { describe, expect, it } from "vitest";
import { TRACKING_HEADER_CAP_BYTES } from "../../../engine/constants";
import { type KeyValueStorage, memoryStorage } from "../../../engine/platform/storage";
import { HEARTBEAT_KEY, HeartbeatLedger, heartbeatKey, localDay } from "../../../engine/tracking/heartbeat";

const DAY = 86_400_000;
// Noon, local time, so a few hours either way stay on the same calendar day.
const NOON = new Date(2026, 10, 26, 12, 0, 0).getTime();

function ledgerAt(start: number, storage: KeyValueStorage = memoryStorage()) {
  const clock = { now: start };
  return { ledger: new HeartbeatLedger(storage, () => clock.now), clock, storage };
}

const login = { name: "login" as const, payload: {} };

describe("the heartbeat rule: once per day per agent (spec section 5)", () => {
  it.each([
    { case: "the same agent later the same day", agent: "facebook", after: 3 * 3_600_000, sent: false },
    { case: "another agent the same day", agent: "tiktok", after: 3 * 3_600_000, sent: true },
    { case: "the same agent the next day", agent: "facebook", after: DAY, sent: true },
  ])("$case: sent again is $sent", ({ agent, after, sent }) => {
    const { ledger, clock } = ledgerAt(NOON);
    expect(ledger.take("facebook", login)).toBe(true);
    clock.now += after;
    expect(ledger.take(agent, login)).toBe(sent);
  });

  it("goes by the local calendar day: just before and just after midnight are two days", () => {
    const beforeMidnight = new Date(2026, 10, 26, 23, 59, 0).getTime();
    const { ledger, clock } = ledgerAt(beforeMidnight);
    expect(ledger.take("s2s", login)).toBe(true);
    clock.now += 2 * 60_000;
    expect(localDay(clock.now)).toBe("20261127");
    expect(ledger.take("s2s", login)).toBe(true);
  });

  it("counts money events by their order: a second deposit the same day is sent, the same one again is not", () => {
    const { ledger } = ledgerAt(NOON);
    const deposit = (orderId: string) => ({ name: "deposit" as const, payload: { orderId, value: 50 } });
    expect(ledger.take("facebook", deposit("D-1"))).toBe(true);
    expect(ledger.take("facebook", deposit("D-2"))).toBe(true);
    expect(ledger.take("facebook", deposit("D-1"))).toBe(false);
    expect(heartbeatKey(deposit("D-1"))).toBe("deposit#D-1");
  });

  it("keeps its records across page loads (local storage)", () => {
    const storage = memoryStorage();
    expect(ledgerAt(NOON, storage).ledger.take("s2s", login)).toBe(true);
    expect(ledgerAt(NOON + 60_000, storage).ledger.take("s2s", login)).toBe(false);
  });
});

describe("retention (spec section 9: 30 days)", () => {
  it("prunes records older than 30 days when the next one is written", () => {
    const { ledger, clock, storage } = ledgerAt(NOON);
    ledger.record("s2s", { name: "firstOpen", payload: {} });
    clock.now += 29 * DAY;
    ledger.record("s2s", login);
    expect(ledger.records().map((record) => record.event)).toEqual(["firstOpen", "login"]);
    clock.now += 2 * DAY;
    ledger.record("s2s", { name: "gameLaunch", payload: {} });
    const stored = JSON.parse(storage.get(HEARTBEAT_KEY) ?? "[]") as Array<{ event: string }>;
    expect(stored.map((record) => record.event)).toEqual(["login", "gameLaunch"]);
  });

  it.each([["not json"], ['{"agent":"s2s"}'], ['[{"agent":1},null,"x"]']])(
    "reads a damaged store (%s) as no records and writes over it",
    (damaged) => {
      const storage = memoryStorage();
      storage.set(HEARTBEAT_KEY, damaged);
      const { ledger } = ledgerAt(NOON, storage);
      expect(ledger.records()).toEqual([]);
      expect(ledger.take("s2s", login)).toBe(true);
      expect(ledger.records()).toHaveLength(1);
    },
  );
});

describe("the heartbeat header (spec section 9: at most 1024 bytes)", () => {
  it("lists agent, event and day, oldest first", () => {
    const { ledger, clock } = ledgerAt(NOON);
    ledger.record("s2s", login);
    clock.now += DAY;
    ledger.record("facebook", { name: "deposit", payload: { orderId: "D 1" } });
    expect(ledger.header()).toBe("s2s:login:20261126,facebook:deposit%23D%201:20261127");
  });

  it("never passes the cap with many events, leaving out the oldest", () => {
    const { ledger, clock } = ledgerAt(NOON);
    for (let order = 0; order < 200; order++) {
      ledger.record("facebook", { name: "deposit", payload: { orderId: `ORDER-${order}` } });
      clock.now += 60_000;
    }
    const header = ledger.header();
    expect(new TextEncoder().encode(header).length).toBeLessThanOrEqual(TRACKING_HEADER_CAP_BYTES);
    expect(header.length).toBeGreaterThan(TRACKING_HEADER_CAP_BYTES - 40);
    expect(header.endsWith("deposit%23ORDER-199:20261126")).toBe(true);
    expect(header).not.toContain("ORDER-0:");
    expect(header.split(",").every((part) => /^facebook:deposit%23ORDER-\d+:20261126$/.test(part))).toBe(
      true,
    );
  });

  it("is empty with nothing sent", () => {
    expect(ledgerAt(NOON).ledger.header()).toBe("");
  });
});
