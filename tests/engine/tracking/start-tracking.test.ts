// @vitest-environment jsdom
/**
 * Tracking's start (docs/tracking.md): the S2S agent for every merchant, firstOpen once per
 * device, and only the networks the merchant has ids for. The stores talk to a fetch that records
 * what the tracking calls carried; jsdom never runs the networks' scripts, so what a network was
 * given is read from its queue object.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TRACKING_POST_BATCH_MS } from "../../../engine/constants";
import type { CookieJar } from "../../../engine/platform/cookies";
import { memoryStorage } from "../../../engine/platform/storage";
import { createEngine } from "../../../engine/root/create-engine";
import { FIRST_OPEN_KEY, noteFirstOpen, startTracking } from "../../../engine/tracking/start-tracking";
import { TrackingStore } from "../../../engine/tracking/tracking-store";
import { testConfig } from "../test-stores";

interface Sent {
  keepalive: boolean;
  path: string;
  body: Record<string, unknown> | null;
  headers: Headers;
}

function setup(tracking: (typeof testConfig)["tracking"]) {
  const sent: Sent[] = [];
  const stores = createEngine({
    config: { ...testConfig, tracking },
    fetch: (async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, "http://acme.localhost").pathname;
      sent.push({
        keepalive: init.keepalive === true,
        path,
        body: typeof init.body === "string" ? JSON.parse(init.body) : null,
        headers: new Headers(init.headers),
      });
      const value = path === "/wps/tracking/session" ? { sessionId: "ts-1", firstSeenAt: 1 } : 1;
      return new Response(JSON.stringify({ success: true, value }), { status: 200 });
    }) as typeof fetch,
    apiOrigin: "",
    sessionStorage: memoryStorage(),
    localStorage: memoryStorage(),
    location: { protocol: "http:", host: "acme.localhost", search: "" },
    browserLanguages: ["en-US"],
    loadCatalogue: async () => ({}),
    openWindow: () => undefined,
  });
  const jar = new Map<string, string>();
  const cookies: CookieJar = {
    get: (name) => jar.get(name) ?? null,
    set: (name, value) => jar.set(name, value),
  };
  const storage = memoryStorage();
  const stop = startTracking(stores, { window, storage, cookies });
  const posts = () =>
    sent
      .filter((call) => call.path === "/wps/tracking/events")
      .map((call) => ({
        events: JSON.parse(String(call.body?.events)) as Array<{ event: string; sessionId?: string }>,
        heartbeat: call.headers.get("Tracking-Heartbeat"),
      }));
  return { stores, sent, storage, jar, stop, posts };
}

const scripts = () =>
  [...document.head.querySelectorAll("script")].map((script) => script.getAttribute("src"));
const globals = () => ["fbq", "ttq", "kwaiq", "gtag", "twq", "bge", "obApi"].filter((name) => name in window);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 26, 12, 0, 0), toFake: ["setTimeout", "clearTimeout", "Date"] });
  document.head.innerHTML = "";
});
afterEach(() => {
  vi.useRealTimers();
  for (const name of globals()) delete (window as unknown as Record<string, unknown>)[name];
});

describe("starting tracking", () => {
  it("a merchant without ids: the S2S post carries firstOpen in the tracking session, and no network loads", async () => {
    const { posts, stop } = setup(undefined);
    await vi.advanceTimersByTimeAsync(TRACKING_POST_BATCH_MS);
    expect(posts()).toEqual([
      { events: [expect.objectContaining({ event: "firstOpen", sessionId: "ts-1" })], heartbeat: null },
    ]);
    expect(scripts()).toEqual([]);
    expect(globals()).toEqual([]);
    stop();
  });

  it("loads only the networks with an id, from the merchant's source, and hands them the events so far", async () => {
    const { stores, stop } = setup({
      facebookPixelId: "FB-1",
      gtagId: "G-1",
      sources: { facebook: "/__dev/ad-networks/facebook.js" },
    });
    stores.tracking.track("login");
    await vi.waitFor(() => expect(globals().sort()).toEqual(["fbq", "gtag"]));
    expect(scripts()).toContain("/__dev/ad-networks/facebook.js");
    expect(scripts().some((src) => src?.startsWith("https://www.googletagmanager.com/"))).toBe(true);
    const queue = (window as unknown as { fbq: { queue: ArrayLike<unknown>[] } }).fbq.queue;
    const queued = JSON.stringify(queue.map((call) => Array.from(call)));
    expect(queued).toContain('"init","FB-1"');
    expect(queued).toContain('"Login"');
    stop();
  });

  it("a page that hides sends what waits at once, kept alive after the page", async () => {
    const { sent, stop } = setup(undefined);
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.filter((call) => call.path === "/wps/tracking/events").map((call) => call.keepalive)).toEqual(
      [true],
    );
    stop();
  });

  it("after stopping, later events reach no agent", async () => {
    const { stores, posts, stop } = setup(undefined);
    stop();
    stores.tracking.track("login");
    await vi.advanceTimersByTimeAsync(TRACKING_POST_BATCH_MS * 2);
    expect(posts().flatMap((post) => post.events.map((event) => event.event))).toEqual(["firstOpen"]);
  });
});

describe("firstOpen", () => {
  it("is tracked on the device's first open only", () => {
    const storage = memoryStorage();
    const tracking = new TrackingStore(() => ({}));
    noteFirstOpen(storage, tracking, 1_000);
    noteFirstOpen(storage, tracking, 2_000);
    expect(tracking.events.map((event) => event.name)).toEqual(["firstOpen"]);
    expect(storage.get(FIRST_OPEN_KEY)).toBe("1000");
  });
});
