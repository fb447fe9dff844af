/**
 * The push prompt's rules (widgets/push-prompt/model.ts): when the session token appears the
 * device registers (permission granted) or the prompt asks for a turn (permission not asked yet),
 * once per session unless declined. Firebase messaging is a stand-in answering a token (FCM's
 * servers are outside this machine); the relay calls are recorded by a stand-in HTTP client.
 */
import { observable, runInAction } from "mobx";
import { describe, expect, it, vi } from "vitest";
import type { EngagementTurn } from "../../engine/engagement/engage";
import type { HttpClient } from "../../engine/http/client";
import { memoryStorage } from "../../engine/platform/storage";
import { PUSH_TOKEN_KEY } from "../../engine/push/push-registration";
import { PUSH_PROMPT_KEYS, type PushSettings } from "../../engine/push/push-rules";
import { PushPromptModel, type PushPromptWindow } from "../../widgets/push-prompt/model";

const settings: PushSettings = {
  apiKey: "key",
  projectId: "demo",
  appId: "1:1:web:1",
  messagingSenderId: "1",
  vapidKey: "BKey",
  topic: "ALL",
};

function setup({
  permission = "default",
  answer = "granted",
  session = memoryStorage(),
  local = memoryStorage(),
  nativeApp = null as string | null,
  pushOn = true,
}: {
  permission?: string;
  answer?: string;
  session?: ReturnType<typeof memoryStorage>;
  local?: ReturnType<typeof memoryStorage>;
  nativeApp?: string | null;
  pushOn?: boolean;
} = {}) {
  const state = observable({ token: null as string | null, showing: false });
  const calls: Array<[string, unknown]> = [];
  const http = {
    request: vi.fn(async (path: string, options: { body?: unknown }) => {
      calls.push([path, options.body]);
      return true;
    }),
  } as unknown as HttpClient;
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  const win: PushPromptWindow = {
    Notification: notification,
    PushManager: {},
    navigator: { serviceWorker: {} },
  };
  const messaging = vi.fn(async () => ({ getToken: async () => "tok-device" }));
  const model = new PushPromptModel({
    http,
    storage: { local, session },
    sessionToken: () => state.token,
    settings: () => (pushOn ? settings : null),
    environment: { nativeApp, line: false },
    win,
    messaging,
  });
  const requests = vi.fn();
  const releases = vi.fn();
  const turn: EngagementTurn = {
    request: requests,
    release: releases,
    get showing() {
      return state.showing;
    },
  };
  const stop = model.start(turn);
  const logIn = (token = "session-1") => runInAction(() => (state.token = token));
  const logOut = () => runInAction(() => (state.token = null));
  const show = () => runInAction(() => (state.showing = true));
  return {
    model,
    calls,
    notification,
    messaging,
    requests,
    releases,
    stop,
    logIn,
    logOut,
    show,
    session,
    local,
  };
}

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe("when the session token appears", () => {
  it("with permission already granted: registers at once, no prompt", async () => {
    const t = setup({ permission: "granted" });
    t.logIn();
    await flush();
    expect(t.requests).not.toHaveBeenCalled();
    expect(t.calls).toEqual([
      ["/wps/relay/CSP_fcmBind", { registrationToken: "tok-device" }],
      ["/wps/relay/CSP_fcmSubscribe", { registrationToken: "tok-device", topic: "ALL" }],
    ]);
    expect(t.local.get(PUSH_TOKEN_KEY)).toBe("tok-device");
  });

  it("registers once per session, again for the next session", async () => {
    const t = setup({ permission: "granted" });
    t.logIn("session-1");
    await flush();
    t.logOut();
    t.logIn("session-2");
    await flush();
    expect(t.calls.filter(([path]) => path.endsWith("CSP_fcmBind"))).toHaveLength(2);
  });

  it("a reload of the same session does not register again; a new session does", async () => {
    const session = memoryStorage();
    const first = setup({ permission: "granted", session });
    first.logIn("session-1");
    await flush();
    expect(session.get(PUSH_PROMPT_KEYS.registered)).toBe("session-1");
    first.stop();
    const reloaded = setup({ permission: "granted", session });
    reloaded.logIn("session-1");
    await flush();
    expect(reloaded.calls).toEqual([]);
    reloaded.logOut();
    expect(session.get(PUSH_PROMPT_KEYS.registered)).toBeNull();
    reloaded.logIn("session-2");
    await flush();
    expect(reloaded.calls.map(([path]) => path)).toEqual([
      "/wps/relay/CSP_fcmBind",
      "/wps/relay/CSP_fcmSubscribe",
    ]);
  });

  it("with the browser not asked yet: asks the conductor for a turn", () => {
    const t = setup();
    t.logIn();
    expect(t.requests).toHaveBeenCalledTimes(1);
    expect(t.model.phase).toBe("asking");
    expect(t.messaging).not.toHaveBeenCalled();
  });

  it.each([
    ["a visitor", { login: false }],
    ["push off for the merchant", { pushOn: false }],
    ["inside the native shell", { nativeApp: "android" }],
    ["permission denied", { permission: "denied" }],
  ])("%s: neither prompt nor registration", async (_, options) => {
    const { login = true, ...rest } = options as { login?: boolean };
    const t = setup(rest);
    if (login) t.logIn();
    await flush();
    expect(t.requests).not.toHaveBeenCalled();
    expect(t.calls).toEqual([]);
  });
});

describe("once per session unless declined", () => {
  it("marks the session once the prompt shows; a new login in the same session does not ask again", () => {
    const session = memoryStorage();
    const t = setup({ session });
    t.logIn();
    t.show();
    expect(session.get(PUSH_PROMPT_KEYS.shown)).toBe("1");
    t.stop();
    const again = setup({ session });
    again.logIn();
    expect(again.requests).not.toHaveBeenCalled();
  });

  it("not shown yet (the turn never came): a new page asks again", () => {
    const session = memoryStorage();
    setup({ session }).logIn();
    const again = setup({ session });
    again.logIn();
    expect(again.requests).toHaveBeenCalledTimes(1);
  });

  it("'Not now' is remembered on the device: a new session does not ask", () => {
    const local = memoryStorage();
    const t = setup({ local });
    t.logIn();
    t.show();
    t.model.decline();
    expect(t.model.phase).toBe("closing");
    t.model.removed();
    expect(t.releases).toHaveBeenCalled();
    expect(local.get(PUSH_PROMPT_KEYS.declined)).toBe("1");
    const next = setup({ local, session: memoryStorage() });
    next.logIn();
    expect(next.requests).not.toHaveBeenCalled();
  });

  it("closed without an answer: not remembered beyond the session", () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const t = setup({ local, session });
    t.logIn();
    t.show();
    t.model.close();
    t.model.removed();
    expect(local.get(PUSH_PROMPT_KEYS.declined)).toBeNull();
    const nextSession = setup({ local, session: memoryStorage() });
    nextSession.logIn();
    expect(nextSession.requests).toHaveBeenCalledTimes(1);
  });
});

describe("the member's answer", () => {
  it("Allow, browser grants: the prompt closes and the device registers", async () => {
    const t = setup({ answer: "granted" });
    t.logIn();
    t.show();
    const allowing = t.model.allow();
    expect(t.model.phase).toBe("waiting");
    await allowing;
    await flush();
    expect(t.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(t.model.phase).toBe("closing");
    expect(t.calls.map(([path]) => path)).toEqual(["/wps/relay/CSP_fcmBind", "/wps/relay/CSP_fcmSubscribe"]);
  });

  it("Allow, browser blocks: the tips show (spec §8), nothing is registered", async () => {
    const t = setup({ answer: "denied" });
    t.logIn();
    t.show();
    await t.model.allow();
    await flush();
    expect(t.model.phase).toBe("denied");
    expect(t.calls).toEqual([]);
    t.model.close();
    t.model.removed();
    expect(t.releases).toHaveBeenCalled();
  });

  it("closed with Escape while the browser asks: a grant still registers", async () => {
    const t = setup({ answer: "granted" });
    t.logIn();
    t.show();
    const allowing = t.model.allow();
    t.model.close();
    await allowing;
    await flush();
    expect(t.model.phase).toBe("closing");
    expect(t.calls.map(([path]) => path)).toEqual(["/wps/relay/CSP_fcmBind", "/wps/relay/CSP_fcmSubscribe"]);
  });

  it("Allow, browser question dismissed: closes quietly", async () => {
    const t = setup({ answer: "default" });
    t.logIn();
    await t.model.allow();
    expect(t.model.phase).toBe("closing");
    expect(t.calls).toEqual([]);
  });

  it("a registration that fails is logged, not shown, and the next session tries again", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const t = setup({ permission: "granted" });
    t.messaging.mockRejectedValueOnce(new Error("messaging/permission-blocked"));
    t.logIn();
    await flush();
    expect(warn).toHaveBeenCalled();
    expect(t.calls).toEqual([]);
    t.logOut();
    t.logIn("session-2");
    await flush();
    expect(t.calls).toHaveLength(2);
    warn.mockRestore();
  });

  it("the session ending takes the prompt away", () => {
    const t = setup();
    t.logIn();
    t.logOut();
    expect(t.model.phase).toBe("removed");
    expect(t.releases).toHaveBeenCalled();
  });
});
