import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_REQUEST_TIMEOUT_MS, GAME_LAUNCH_TIMEOUT_MS } from "../../engine/constants";
import { HttpClient, type HttpClientDeps } from "../../engine/http/client";
import { ApiError } from "../../engine/http/envelope";

type Call = { url: string; init: RequestInit };

function clientWith(
  respond: (call: Call) => Promise<Response> | Response,
  overrides: Partial<HttpClientDeps> = {},
) {
  const calls: Call[] = [];
  const onFailure = vi.fn();
  const client = new HttpClient({
    fetch: (async (url: string, init: RequestInit) => {
      const call = { url, init };
      calls.push(call);
      return respond(call);
    }) as typeof fetch,
    baseUrl: "",
    merchant: () => "royal",
    language: () => "CN",
    token: () => "tok-123",
    onFailure,
    ...overrides,
  });
  return { client, calls, onFailure };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

afterEach(() => vi.useRealTimers());

describe("HttpClient", () => {
  it("unwraps the envelope to its value", async () => {
    const { client } = clientWith(() => json({ success: true, value: { a: 1 } }));
    await expect(client.request("/wps/x")).resolves.toEqual({ a: 1 });
  });

  it("sends Merchant once, Language, and the raw token as Authorization", async () => {
    const { client, calls } = clientWith(() => json({ success: true, value: null }));
    await client.request("/wps/x");
    expect(header(calls[0], "Merchant")).toBe("royal");
    expect(header(calls[0], "Language")).toBe("CN");
    expect(header(calls[0], "Authorization")).toBe("tok-123");
    expect(calls[0]?.init.credentials).toBe("include");
  });

  it("leaves Authorization out when the call opts out, and drops empty headers", async () => {
    const { client, calls } = clientWith(() => json({ success: true, value: null }), { token: () => null });
    await client.request("/wps/x", { auth: false, headers: { "X-Empty": "" } });
    await client.request("/wps/y");
    expect(header(calls[0], "Authorization")).toBeNull();
    expect(header(calls[0], "X-Empty")).toBeNull();
    expect(header(calls[1], "Authorization")).toBeNull();
  });

  it("adds ModuleId on writes only", async () => {
    const { client, calls } = clientWith(() => json({ success: true, value: null }));
    await client.request("/wps/x", { method: "POST", moduleId: "COMM3", body: { a: 1 } });
    await client.request("/wps/y", { moduleId: "COMM3" });
    expect(header(calls[0], "ModuleId")).toBe("COMM3");
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect(header(calls[1], "ModuleId")).toBeNull();
  });

  it("encodes the query and skips empty values", async () => {
    const { client, calls } = clientWith(() => json({ success: true, value: null }));
    await client.request("/wps/x", { query: { device: "MOBILE", url: "a b", none: undefined, nil: null } });
    expect(calls[0]?.url).toBe("/wps/x?device=MOBILE&url=a+b");
  });

  it("rejects an unsuccessful envelope with its code and message, and reports it once", async () => {
    const { client, onFailure } = clientWith(() =>
      json({ success: false, value: null, errorCode: "login.cred.err", message: "Wrong password" }, 400),
    );
    const error = await client.request("/wps/session/login").catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: "http",
      status: 400,
      errorCode: "login.cred.err",
      serverMessage: "Wrong password",
    });
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it("treats a 200 answer that is not the envelope as malformed", async () => {
    const { client } = clientWith(() => new Response("<html>proxy page</html>", { status: 200 }));
    await expect(client.request("/wps/x")).rejects.toMatchObject({ kind: "malformed" });
  });

  it("reports a network failure as such", async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(client.request("/wps/x")).rejects.toMatchObject({ kind: "network" });
  });

  it("gives up after the default timeout", async () => {
    vi.useFakeTimers();
    const { client } = clientWith(
      ({ init }) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted"))),
        ),
    );
    const pending = client.request("/wps/slow").catch((e) => e);
    await vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ kind: "timeout" });
  });

  it("honours a per-call timeout: the game launch passes the spec's 10 s", async () => {
    vi.useFakeTimers();
    const { client, onFailure } = clientWith(
      ({ init }) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted"))),
        ),
    );
    const pending = client
      .request("/wps/game/launchGame", { timeoutMs: GAME_LAUNCH_TIMEOUT_MS })
      .catch((e) => e);
    await vi.advanceTimersByTimeAsync(GAME_LAUNCH_TIMEOUT_MS);
    await expect(pending).resolves.toMatchObject({ kind: "timeout", path: "/wps/game/launchGame" });
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it("counts a body cut off by the timer as a timeout, not as nonsense from the server", async () => {
    vi.useFakeTimers();
    const { client } = clientWith(({ init }) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"success":'));
          init.signal?.addEventListener("abort", () => controller.error(new DOMException("aborted")));
        },
      });
      return new Response(body, { status: 200 });
    });
    const pending = client.request("/wps/slow-body", { timeoutMs: 1_000 }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(pending).resolves.toMatchObject({ kind: "timeout" });
  });

  it("rejects a request without a URL before sending anything", async () => {
    const { client, calls } = clientWith(() => json({ success: true, value: null }));
    await expect(client.request(null)).rejects.toMatchObject({ kind: "malformed" });
    expect(calls).toHaveLength(0);
  });
});
