import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../engine/constants";
import { HttpClient } from "../../engine/http/client";
import { realUserAgentHeader } from "../../engine/http/real-user-agent";
import { type KeyValueStorage, memoryStorage } from "../../engine/platform/storage";
import { SessionStore } from "../../engine/stores/session-store";

type Call = { url: string; init: RequestInit };
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";

/** Base64 back to text, as the gateway reads the header. */
const decode = (base64: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));

function client(options: { userAgent?: string; traceIds?: Array<string | null>; storage?: KeyValueStorage }) {
  const calls: Call[] = [];
  const traceIds = [...(options.traceIds ?? [])];
  const storage = options.storage ?? memoryStorage();
  const session = new SessionStore(storage, "royal");
  const http = new HttpClient({
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const traceId = traceIds.shift();
      const headers = new Headers({ "Content-Type": "application/json" });
      if (traceId) headers.set("x-app-trace-id", traceId);
      const failed = url.includes("fail");
      return new Response(
        JSON.stringify(
          failed ? { success: false, value: null, errorCode: "x" } : { success: true, value: 1 },
        ),
        { status: failed ? 500 : 200, headers },
      );
    }) as typeof fetch,
    baseUrl: "",
    merchant: () => "royal",
    language: () => "EN",
    token: () => session.token,
    userAgent: options.userAgent,
    onTraceId: (id) => session.noteSpanId(id),
  });
  return { http, calls, session, storage };
}

const sent = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);
const info = { id: 7, token: "t-1", merchantCode: "royal", userName: "demo", type: 0, firstTimeLogin: false };

describe("X-Real-UA (wire contract)", () => {
  it("carries the user agent in base64 on reads and writes", async () => {
    const { http, calls } = client({ userAgent: IPHONE });
    await http.request("/wps/system/status");
    await http.request("/wps/member/language", { method: "PUT", body: {} });
    for (const call of calls) expect(decode(sent(call, "X-Real-UA") ?? "")).toBe(IPHONE);
    expect(sent(calls[0], "X-Real-UA")).toBe(Buffer.from(IPHONE).toString("base64"));
  });

  it("encodes an agent with characters beyond Latin-1 as UTF-8 instead of failing the call", () => {
    const agent = `${IPHONE} 微信/8.0 Kakao🙂`;
    expect(decode(realUserAgentHeader(agent) ?? "")).toBe(agent);
    expect(realUserAgentHeader(agent)).toBe(Buffer.from(agent, "utf8").toString("base64"));
  });

  it("is left out when the agent is unknown, as every empty header is", async () => {
    const { http, calls } = client({ userAgent: "" });
    await http.request("/wps/system/status");
    expect(sent(calls[0], "X-Real-UA")).toBeNull();
  });
});

describe("x-app-trace-id → the session info's spanId (wire contract)", () => {
  it("keeps the latest response's id in the stored session info, failed answers too", async () => {
    const { http, session, storage } = client({ traceIds: ["a1", "b2"] });
    session.start(info);
    await http.request("/wps/member/info");
    expect(session.info?.spanId).toBe("a1");
    await http.request("/wps/fail").catch(() => undefined);
    const stored = JSON.parse(storage.get(STORAGE_KEYS.sessionInfo) ?? "{}");
    expect(stored).toEqual({ ...info, spanId: "b2" });
    expect(session.token).toBe("t-1");
  });

  it("writes storage only when the id changes", async () => {
    const backing = memoryStorage();
    let writes = 0;
    const counting: KeyValueStorage = {
      ...backing,
      get: (key) => backing.get(key),
      remove: (key) => backing.remove(key),
      set: (key, value) => {
        writes++;
        backing.set(key, value);
      },
    };
    const { http, session } = client({ traceIds: ["same", "same", null, "same", "next"], storage: counting });
    session.start(info);
    const afterLogin = writes;
    for (let i = 0; i < 5; i++) await http.request(`/wps/call/${i}`);
    expect(writes - afterLogin).toBe(2);
    expect(session.info?.spanId).toBe("next");
  });

  it("stores nothing for a visitor: there is no session info to put it in", async () => {
    const { http, storage, session } = client({ traceIds: ["v1"] });
    await http.request("/wps/system/status");
    expect(session.info).toBeNull();
    expect(storage.get(STORAGE_KEYS.sessionInfo)).toBeNull();
  });
});
