import { describe, expect, it, vi } from "vitest";
import { HttpClient, type HttpClientDeps } from "../../engine/http/client";
import { sessionCacheKey } from "../../engine/http/request-cache";
import { type KeyValueStorage, memoryStorage } from "../../engine/platform/storage";

type Call = { url: string; init: RequestInit };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A backend whose answers are held until the test releases them, so calls overlap for real. */
function heldBackend() {
  const calls: Call[] = [];
  const releases: Array<(response: Response) => void> = [];
  const fetch = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Promise<Response>((resolve) => releases.push(resolve));
  }) as typeof globalThis.fetch;
  const releaseAll = (respond: (call: Call) => Response) =>
    releases.splice(0).forEach((release, i) => {
      release(respond(calls[i] as Call));
    });
  return { calls, fetch, releaseAll };
}

function clientWith(fetch: typeof globalThis.fetch, overrides: Partial<HttpClientDeps> = {}) {
  const onFailure = vi.fn();
  const client = new HttpClient({
    fetch,
    baseUrl: "",
    merchant: () => "royal",
    language: () => "CN",
    token: () => "tok-123",
    onFailure,
    ...overrides,
  });
  return { client, onFailure };
}

describe("in-flight GET dedupe", () => {
  it("shares one request and one result between identical GETs", async () => {
    const backend = heldBackend();
    const { client } = clientWith(backend.fetch);
    const a = client.request("/wps/system/country", { query: { _: "royal" } });
    const b = client.request("/wps/system/country", { query: { _: "royal" } });
    await Promise.resolve();
    backend.releaseAll(() => json({ success: true, value: { countries: ["VN"] } }));
    const [first, second] = await Promise.all([a, b]);
    expect(backend.calls).toHaveLength(1);
    expect(first).toEqual({ countries: ["VN"] });
    expect(second).toBe(first);
  });

  it("does not share between different queries, auth states, or writes", async () => {
    const backend = heldBackend();
    const { client } = clientWith(backend.fetch);
    const pending = [
      client.request("/wps/x", { query: { page: 1 } }),
      client.request("/wps/x", { query: { page: 2 } }),
      client.request("/wps/x", { query: { page: 1 }, auth: false }),
      client.request("/wps/y", { method: "POST", body: { a: 1 } }),
      client.request("/wps/y", { method: "POST", body: { a: 1 } }),
    ];
    await Promise.resolve();
    backend.releaseAll(() => json({ success: true, value: 1 }));
    await Promise.all(pending);
    expect(backend.calls.map((c) => c.url)).toEqual([
      "/wps/x?page=1",
      "/wps/x?page=2",
      "/wps/x?page=1",
      "/wps/y",
      "/wps/y",
    ]);
  });

  it("asks again once the shared request has settled", async () => {
    const fetch = vi.fn(async () => json({ success: true, value: 1 }));
    const { client } = clientWith(fetch as unknown as typeof globalThis.fetch);
    await client.request("/wps/x");
    await client.request("/wps/x");
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("reports a shared failure once and rejects every caller with it", async () => {
    const backend = heldBackend();
    const { client, onFailure } = clientWith(backend.fetch);
    const a = client.request("/wps/member/info").catch((e) => e);
    const b = client.request("/wps/member/info").catch((e) => e);
    await Promise.resolve();
    backend.releaseAll(() => json({ success: false, value: null, errorCode: "login.not.session" }, 401));
    const [errorA, errorB] = await Promise.all([a, b]);
    expect(errorA).toMatchObject({ status: 401, errorCode: "login.not.session" });
    expect(errorB).toBe(errorA);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});

describe("session cache", () => {
  const answering = (value: unknown) =>
    vi.fn(async () => json({ success: true, value })) as unknown as typeof globalThis.fetch & {
      mock: { calls: unknown[] };
    };

  it("keeps a successful answer and serves later calls from it, across client instances", async () => {
    const storage = recordingStorage();
    const fetch = answering({ countries: ["VN", "TH"] });
    const { client } = clientWith(fetch, { sessionCache: storage });
    const options = { query: { _: "royal" }, cacheInSession: true };
    await client.request("/wps/system/country", options);
    const key = sessionCacheKey("/wps/system/country?_=royal", {
      merchant: "royal",
      language: "CN",
      token: "tok-123",
    });
    expect(key.startsWith("wl-http:royal:CN:")).toBe(true);
    expect(storage.get(key)).toBe('{"value":{"countries":["VN","TH"]}}');

    // As after a reload in the same tab: a new client over the same session storage.
    const { client: reloaded } = clientWith(fetch, { sessionCache: storage });
    await expect(reloaded.request("/wps/system/country", options)).resolves.toEqual({
      countries: ["VN", "TH"],
    });
    expect(fetch.mock.calls).toHaveLength(1);
  });

  it("keeps nothing unless the call asks for it, and nothing that failed", async () => {
    const storage = recordingStorage();
    const ok = answering(1);
    await clientWith(ok, { sessionCache: storage }).client.request("/wps/system/country");
    const failing = vi.fn(async () => json({ success: false, value: null, errorCode: "x" }, 500));
    await clientWith(failing as unknown as typeof fetch, { sessionCache: storage })
      .client.request("/wps/system/country", { cacheInSession: true })
      .catch(() => undefined);
    expect(storage.written).toEqual([]);
  });

  it("asks again when the merchant's language or the session changes", async () => {
    const storage = recordingStorage();
    const fetch = answering("x");
    let language = "CN";
    let token: string | null = "tok-123";
    const { client } = clientWith(fetch, {
      sessionCache: storage,
      language: () => language,
      token: () => token,
    });
    await client.request("/wps/relay/WPSCORE_getDownloadSetting", { cacheInSession: true });
    language = "EN";
    await client.request("/wps/relay/WPSCORE_getDownloadSetting", { cacheInSession: true });
    token = "tok-other";
    await client.request("/wps/relay/WPSCORE_getDownloadSetting", { cacheInSession: true });
    token = null;
    await client.request("/wps/relay/WPSCORE_getDownloadSetting", { cacheInSession: true });
    await client.request("/wps/relay/WPSCORE_getDownloadSetting", { cacheInSession: true });
    expect(fetch.mock.calls).toHaveLength(4);
  });

  it.each([
    "/wps/relay/MCSFE_getListAnnouncements",
    "/wps/relay/PROMOFE_getPromotionAnnouncementCategory",
    "/wps/game/launchGame",
    "/wps/relay/GCSGAME_newGameVendor",
    "/wps/relay/GCS_gameTrialLaunch",
    "/wps/orders",
    "/wps/suborders/cancel",
  ])("never caches the exempt path %s", async (path) => {
    const storage = recordingStorage();
    const fetch = answering({ live: true });
    const { client } = clientWith(fetch, { sessionCache: storage });
    await client.request(path, { cacheInSession: true });
    await client.request(path, { cacheInSession: true });
    expect(fetch.mock.calls).toHaveLength(2);
    expect(storage.written).toEqual([]);
  });

  it.each([
    ["not JSON", "{half-written"],
    ["JSON of another shape", "42"],
  ])("drops a stored entry that is %s and asks the server", async (_, stored) => {
    const key = sessionCacheKey("/wps/system/country", {
      merchant: "royal",
      language: "CN",
      token: "tok-123",
    });
    const storage = recordingStorage({ [key]: stored });
    const fetch = answering({ countries: [] });
    const { client, onFailure } = clientWith(fetch, { sessionCache: storage });
    await expect(client.request("/wps/system/country", { cacheInSession: true })).resolves.toEqual({
      countries: [],
    });
    expect(fetch.mock.calls).toHaveLength(1);
    expect(onFailure).not.toHaveBeenCalled();
    expect(storage.get(key)).toBe('{"value":{"countries":[]}}');
  });

  it("tells a cached falsy answer from no answer", async () => {
    const storage = recordingStorage();
    const fetch = answering(0);
    const { client } = clientWith(fetch, { sessionCache: storage });
    await client.request("/wps/relay/CBS_unreadCount", { cacheInSession: true });
    await expect(client.request("/wps/relay/CBS_unreadCount", { cacheInSession: true })).resolves.toBe(0);
    expect(fetch.mock.calls).toHaveLength(1);
  });
});

/** A memory storage that remembers which keys were written, since KeyValueStorage cannot list them. */
function recordingStorage(initial: Record<string, string> = {}): KeyValueStorage & { written: string[] } {
  const inner = memoryStorage(initial);
  const written: string[] = [];
  return {
    written,
    get: (key) => inner.get(key),
    set: (key, value) => {
      written.push(key);
      inner.set(key, value);
    },
    remove: (key) => inner.remove(key),
  };
}
