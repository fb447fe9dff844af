import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TrackingEventRecord } from "../../../engine/api/tracking";
import { TRACKING_PENDING_LIMIT, TRACKING_POST_BATCH_MS } from "../../../engine/constants";
import { memoryStorage } from "../../../engine/platform/storage";
import { HeartbeatLedger } from "../../../engine/tracking/heartbeat";
import { S2sSender } from "../../../engine/tracking/s2s-sender";
import { TrackingStore } from "../../../engine/tracking/tracking-store";

beforeEach(() => vi.useFakeTimers({ now: new Date(2026, 10, 26, 12, 0, 0) }));
afterEach(() => vi.useRealTimers());

function setup(post = vi.fn(async (_events: readonly TrackingEventRecord[], _heartbeat: string) => ({}))) {
  const ledger = new HeartbeatLedger(memoryStorage());
  let sessionId: string | undefined;
  const sender = new S2sSender({
    ledger,
    post,
    pixelTrack: () => ({ fbPixelId: "123", kwaiClickId: "KC-1" }),
    attribution: () => ({ gpsAdid: "gps-1" }),
    sessionId: () => sessionId,
    setTimeout: (run, ms) => setTimeout(run, ms),
  });
  const tracking = new TrackingStore(() => ({ customerId: 7 }));
  tracking.subscribe(sender.add);
  return { tracking, post, ledger, setSession: (id: string) => (sessionId = id) };
}

const names = (events: readonly TrackingEventRecord[] | undefined) => events?.map((event) => event.event);

describe("the S2S agent: the tracking-events post", () => {
  it("sends events close together in one post, with the pixel bundle, the attribution info and the session", async () => {
    const { tracking, post, setSession } = setup();
    setSession("ts-1");
    tracking.track("registerSubmit");
    tracking.track("register", { method: "firebase" });
    expect(post).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TRACKING_POST_BATCH_MS);
    expect(post).toHaveBeenCalledTimes(1);
    const [events] = post.mock.calls[0] ?? [];
    expect(events?.[1]).toEqual({
      event: "register",
      at: Date.now() - TRACKING_POST_BATCH_MS,
      payload: { customerId: 7, method: "firebase" },
      pixelTrack: { fbPixelId: "123", kwaiClickId: "KC-1" },
      attribution: { gpsAdid: "gps-1" },
      sessionId: "ts-1",
    });
  });

  it("sends the same event once a day, and names what was sent before in the heartbeat header", async () => {
    const { tracking, post } = setup();
    tracking.track("login");
    await vi.advanceTimersByTimeAsync(TRACKING_POST_BATCH_MS);
    tracking.track("login");
    tracking.track("gameLaunch", { contentId: "G1" });
    await vi.advanceTimersByTimeAsync(TRACKING_POST_BATCH_MS);
    expect(post.mock.calls.map(([events]) => names(events))).toEqual([["login"], ["gameLaunch"]]);
    expect(post.mock.calls[1]?.[1]).toBe("s2s:login:20261126");
  });

  it("keeps the events of a failed post for the one the next event brings, without a retry loop", async () => {
    const post = vi.fn(async (_events: readonly TrackingEventRecord[], _heartbeat: string) => ({}));
    post.mockRejectedValueOnce(new Error("503"));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { tracking } = setup(post);
    tracking.track("depositSubmit", { orderId: "D-1", value: 50 });
    await vi.advanceTimersByTimeAsync(TRACKING_POST_BATCH_MS);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(post).toHaveBeenCalledTimes(1);
    // Not sent yet, so the same event again is not a duplicate to drop, nor queued twice.
    tracking.track("depositSubmit", { orderId: "D-1", value: 50 });
    tracking.track("withdraw", { value: 20 });
    await vi.advanceTimersByTimeAsync(TRACKING_POST_BATCH_MS);
    expect(post.mock.calls.map(([events]) => names(events))).toEqual([
      ["depositSubmit"],
      ["depositSubmit", "withdraw"],
    ]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("holds at most the pending limit while the backend is down, the newest kept", async () => {
    const post = vi.fn(async (_events: readonly TrackingEventRecord[], _heartbeat: string) => ({}));
    post.mockRejectedValueOnce(new Error("down"));
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { tracking } = setup(post);
    for (let order = 0; order < TRACKING_PENDING_LIMIT + 10; order++)
      tracking.track("deposit", { orderId: `D-${order}` });
    await vi.advanceTimersByTimeAsync(TRACKING_POST_BATCH_MS);
    tracking.track("login");
    await vi.advanceTimersByTimeAsync(TRACKING_POST_BATCH_MS);
    const retried = post.mock.calls[1]?.[0] ?? [];
    expect(retried).toHaveLength(TRACKING_PENDING_LIMIT);
    expect(retried.at(-1)?.event).toBe("login");
    expect(retried[0]?.payload.orderId).toBe("D-11");
  });

  it("hears the events tracked before it subscribed", async () => {
    const post = vi.fn(async (_events: readonly TrackingEventRecord[], _heartbeat: string) => ({}));
    const tracking = new TrackingStore(() => ({}));
    tracking.track("firstOpen");
    const sender = new S2sSender({
      ledger: new HeartbeatLedger(memoryStorage()),
      post,
      pixelTrack: () => ({}),
      attribution: () => ({}),
      sessionId: () => undefined,
      setTimeout: (run, ms) => setTimeout(run, ms),
    });
    tracking.subscribe(sender.add);
    await vi.advanceTimersByTimeAsync(TRACKING_POST_BATCH_MS);
    expect(names(post.mock.calls[0]?.[0])).toEqual(["firstOpen"]);
    expect(post.mock.calls[0]?.[0][0]).not.toHaveProperty("sessionId");
  });
});

describe("a page that hides", () => {
  it("sends what waits at once, in a post kept alive after the page; nothing waits after it", async () => {
    const post = vi.fn(
      async (_events: readonly TrackingEventRecord[], _heartbeat: string, _keepalive: boolean) => ({}),
    );
    const ledger = new HeartbeatLedger(memoryStorage());
    const sender = new S2sSender({
      ledger,
      post,
      pixelTrack: () => ({}),
      attribution: () => ({}),
      sessionId: () => undefined,
      setTimeout: (run, ms) => setTimeout(run, ms),
    });
    const tracking = new TrackingStore(() => ({}));
    tracking.subscribe(sender.add);
    tracking.track("deposit", { orderId: "D-1", value: 50 });
    sender.flushNow();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]?.[2]).toBe(true);
    await vi.advanceTimersByTimeAsync(TRACKING_POST_BATCH_MS);
    expect(post).toHaveBeenCalledTimes(1);
    sender.flushNow();
    expect(post).toHaveBeenCalledTimes(1);
  });
});
