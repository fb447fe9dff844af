/**
 * The token flow (spec §4 Auth) against a stand-in for firebase messaging: FCM's servers are
 * outside this machine, so `getToken` answers from the test. The relay calls go through the
 * app's HTTP client to a fetch that records them.
 */
import { describe, expect, it, vi } from "vitest";
import { HttpClient } from "../../../engine/http/client";
import { memoryStorage } from "../../../engine/platform/storage";
import { loadMessagingClient, type MessagingSdk, PushUnavailableError } from "../../../engine/push/messaging";
import { PUSH_TOKEN_KEY, unsubscribePushOnSessionEnd } from "../../../engine/push/push-registration";
import type { PushSettings } from "../../../engine/push/push-rules";
import { registerPushToken } from "../../../engine/push/register-push-token";

interface Call {
  path: string;
  body: unknown;
  authorization: string | null;
}

function relay(fail: Record<string, boolean> = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, "http://app.test").pathname;
    const headers = new Headers(init?.headers);
    calls.push({
      path,
      body: JSON.parse(String(init?.body ?? "null")),
      authorization: headers.get("Authorization"),
    });
    const ok = !fail[path];
    return new Response(
      JSON.stringify(ok ? { success: true, value: true } : { success: false, errorCode: "x" }),
      {
        status: ok ? 200 : 500,
      },
    );
  });
  const http = new HttpClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    baseUrl: "http://app.test",
    merchant: () => "acme",
    language: () => "EN",
    token: () => "session-live",
  });
  return { http, calls };
}

const standInMessaging =
  (token = "tok-device-1") =>
  async () => ({ getToken: async () => token });

describe("registerPushToken", () => {
  it("binds, keeps and subscribes the device's token to the topic", async () => {
    const { http, calls } = relay();
    const storage = memoryStorage();
    await expect(
      registerPushToken({ http, storage, messaging: standInMessaging(), topic: "ALL" }),
    ).resolves.toBe("tok-device-1");
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ["/wps/relay/CSP_fcmBind", { registrationToken: "tok-device-1" }],
      ["/wps/relay/CSP_fcmSubscribe", { registrationToken: "tok-device-1", topic: "ALL" }],
    ]);
    expect(storage.get(PUSH_TOKEN_KEY)).toBe("tok-device-1");
  });

  it("without a token (messaging refused) sends and keeps nothing", async () => {
    const { http, calls } = relay();
    const storage = memoryStorage();
    const messaging = async () => ({
      getToken: async () => {
        throw new Error("messaging/permission-blocked");
      },
    });
    await expect(registerPushToken({ http, storage, messaging, topic: "ALL" })).rejects.toThrow(
      "permission-blocked",
    );
    expect(calls).toEqual([]);
    expect(storage.get(PUSH_TOKEN_KEY)).toBeNull();
  });

  it("a failed bind keeps nothing and does not subscribe", async () => {
    const { http, calls } = relay({ "/wps/relay/CSP_fcmBind": true });
    const storage = memoryStorage();
    await expect(
      registerPushToken({ http, storage, messaging: standInMessaging(), topic: "ALL" }),
    ).rejects.toThrow();
    expect(calls.map((c) => c.path)).toEqual(["/wps/relay/CSP_fcmBind"]);
    expect(storage.get(PUSH_TOKEN_KEY)).toBeNull();
  });

  it("a failed subscribe still keeps the bound token, so the session's end unbinds it", async () => {
    const { http } = relay({ "/wps/relay/CSP_fcmSubscribe": true });
    const storage = memoryStorage();
    await expect(
      registerPushToken({ http, storage, messaging: standInMessaging(), topic: "ALL" }),
    ).rejects.toThrow();
    expect(storage.get(PUSH_TOKEN_KEY)).toBe("tok-device-1");
  });
});

describe("unsubscribePushOnSessionEnd", () => {
  it("unsubscribes the kept token under the session that ended", async () => {
    const { http, calls } = relay();
    await unsubscribePushOnSessionEnd(http, memoryStorage({ [PUSH_TOKEN_KEY]: "tok-device-1" }))("session-9");
    expect(calls).toEqual([
      {
        path: "/wps/relay/CSP_fcmUnsubscribe",
        body: { registrationToken: "tok-device-1", unsubscribeAll: true },
        authorization: "session-9",
      },
    ]);
  });

  it("with no kept token sends nothing", async () => {
    const { http, calls } = relay();
    await unsubscribePushOnSessionEnd(http, memoryStorage())("session-9");
    expect(calls).toEqual([]);
  });
});

const settings: PushSettings = {
  apiKey: "key",
  projectId: "demo",
  appId: "1:1:web:1",
  messagingSenderId: "1",
  vapidKey: "BKey",
  topic: "ALL",
};

/** A stand-in for firebase's app and messaging modules (the SDK would call FCM's servers). */
function standInSdk({ supported = true, token = "tok-sdk" } = {}) {
  const apps: object[] = [];
  const sdk = {
    isSupported: vi.fn(async () => supported),
    getApps: vi.fn(() => apps),
    initializeApp: vi.fn((options: object) => {
      const app = { options };
      apps.push(app);
      return app;
    }),
    getMessaging: vi.fn((app: object) => ({ app })),
    getToken: vi.fn(async () => token),
  };
  return { sdk, load: async () => sdk as unknown as MessagingSdk };
}

describe("loadMessagingClient", () => {
  it("initialises the merchant's app once and asks for the token with the VAPID key and the app's worker", async () => {
    const { sdk, load } = standInSdk();
    const registration = { scope: "/m/" } as unknown as ServiceWorkerRegistration;
    const getRegistration = vi.fn(async () => registration);
    const client = await loadMessagingClient(settings, load, { getRegistration });
    await expect(client.getToken()).resolves.toBe("tok-sdk");
    expect(sdk.initializeApp).toHaveBeenCalledWith({
      apiKey: "key",
      projectId: "demo",
      appId: "1:1:web:1",
      messagingSenderId: "1",
    });
    expect(getRegistration).toHaveBeenCalledWith("/m/");
    expect(sdk.getToken).toHaveBeenCalledWith(expect.anything(), {
      vapidKey: "BKey",
      serviceWorkerRegistration: registration,
    });
    await loadMessagingClient(settings, load, { getRegistration });
    expect(sdk.initializeApp).toHaveBeenCalledTimes(1);
  });

  it("without a registered worker lets firebase decide", async () => {
    const { sdk, load } = standInSdk();
    const client = await loadMessagingClient(settings, load, { getRegistration: async () => undefined });
    await client.getToken();
    expect(sdk.getToken).toHaveBeenCalledWith(expect.anything(), { vapidKey: "BKey" });
  });

  it("a browser without web push, or an empty token, is an error", async () => {
    await expect(
      loadMessagingClient(settings, standInSdk({ supported: false }).load, undefined),
    ).rejects.toBeInstanceOf(PushUnavailableError);
    const client = await loadMessagingClient(settings, standInSdk({ token: "" }).load, undefined);
    await expect(client.getToken()).rejects.toBeInstanceOf(PushUnavailableError);
  });
});
