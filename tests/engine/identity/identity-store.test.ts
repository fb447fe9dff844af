import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../engine/http/envelope";
import { changeReplacesDefault } from "../../../engine/identity/password-rules";
import { memoryStorage } from "../../../engine/platform/storage";
import { unsubscribePushOnSessionEnd } from "../../../engine/push/push-registration";
import { testConfig, testStores } from "../test-stores";
import { fakeIdentityApi } from "./fake-identity-deps";

// The platform calls are fakes handed to the store: these tests are about what it does around them.
const api = fakeIdentityApi();

const session = { id: 7, token: "tok-7", userName: "demo", customerType: 0, firstTimeLogin: false };
const failure = (errorCode: string, value: unknown = null, message = "Nope") =>
  new ApiError({
    kind: "http",
    path: "/wps/session/login",
    status: 400,
    errorCode,
    serverMessage: message,
    value,
  });

function setup(config: Partial<typeof testConfig> = {}, memberInfo: Record<string, unknown> = {}) {
  const local = memoryStorage();
  const stores = testStores(
    { "/wps/member/info": { id: 7, type: 1, userName: "demo", passwordExpired: false, ...memberInfo } },
    memoryStorage(),
    {
      config: { ...testConfig, ...config },
      localStorage: local,
      identityApi: api,
      wait: (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
    },
  );
  const visited: string[] = [];
  stores.navigator.attach((path) => visited.push(path));
  return { stores, local, visited };
}

beforeEach(() => {
  vi.useFakeTimers();
  for (const fn of Object.values(api)) fn.mockReset();
});
afterEach(() => vi.useRealTimers());

describe("password login", () => {
  it("starts the session, remembers the login when asked and goes home", async () => {
    api.login.mockResolvedValue(session);
    const { stores, visited } = setup();
    await expect(
      stores.identity.loginWithPassword({ username: " demo ", password: "Demo@1234", remember: true }),
    ).resolves.toBe("done");
    expect(api.login.mock.calls[0]?.[0]).toMatchObject({ username: "demo", type: "username" });
    expect(api.login.mock.calls[0]?.[0].loginDeviceId).toHaveLength(36);
    expect(stores.session.token).toBe("tok-7");
    expect(stores.identity.rememberedLogin).toEqual({ username: "demo", password: "Demo@1234" });
    expect(visited).toEqual(["/m/home"]);
  });

  it("sends one request for taps within 500 ms", async () => {
    api.login.mockResolvedValue(session);
    const { stores } = setup();
    const form = { username: "demo", password: "Demo@1234", remember: false };
    const first = stores.identity.loginWithPassword(form);
    await expect(stores.identity.loginWithPassword(form)).resolves.toBe("locked");
    await first;
    vi.advanceTimersByTime(500);
    await stores.identity.loginWithPassword(form);
    expect(api.login).toHaveBeenCalledTimes(2);
  });

  it("forgets the remembered login on login.cred.err and not.exists.user", async () => {
    const { stores } = setup();
    api.login.mockResolvedValueOnce(session);
    await stores.identity.loginWithPassword({ username: "demo", password: "Demo@1234", remember: true });
    for (const code of ["login.cred.err", "not.exists.user"]) {
      stores.session.clear();
      vi.advanceTimersByTime(500);
      api.login.mockResolvedValueOnce(session);
      await stores.identity.loginWithPassword({ username: "demo", password: "Demo@1234", remember: true });
      stores.session.clear();
      vi.advanceTimersByTime(500);
      api.login.mockRejectedValueOnce(failure(code));
      await expect(
        stores.identity.loginWithPassword({ username: "demo", password: "x", remember: true }),
      ).rejects.toThrow();
      expect(stores.identity.rememberedLogin).toBeNull();
    }
  });

  it("switches auto-login off on token_ip_different", async () => {
    const { stores, local } = setup();
    api.login.mockRejectedValue(failure("token_ip_different"));
    await expect(
      stores.identity.loginWithPassword({ username: "demo", password: "x", remember: false }),
    ).rejects.toThrow();
    expect(local.get("MC_AUTO_LOGIN")).toBe("0");
  });

  it("goes to /m/changePsw with one of the merchant's weak passwords, and holds the change until done", async () => {
    api.login.mockResolvedValue(session);
    const { stores, visited } = setup({ auth: { weakPasswords: ["123456"] } });
    await stores.identity.loginWithPassword({ username: "weak", password: "123456", remember: false });
    expect(visited).toEqual(["/m/changePsw"]);
    expect(stores.passwordChange.due).toBe(true);
    expect(stores.passwordChange.release()).toBe("/m/home");
  });

  it("a remembered weak login keeps the new password once it is changed; another member's stays as it was", async () => {
    api.login.mockResolvedValue({ ...session, userName: "Weak" });
    const { stores } = setup({ auth: { weakPasswords: ["123456"] } });
    await stores.identity.loginWithPassword({ username: "weak", password: "123456", remember: true });
    await stores.identity.passwordChanged("Stronger@99");
    // The next visit's login form (and auto-login) uses the password that works now.
    expect(stores.identity.rememberedLogin).toEqual({ username: "weak", password: "Stronger@99" });

    stores.session.start({
      id: 8,
      token: "tok-8",
      merchantCode: testConfig.code,
      userName: "someone-else",
      type: 0,
      firstTimeLogin: false,
    });
    await stores.identity.passwordChanged("Other@1234");
    expect(stores.identity.rememberedLogin).toEqual({ username: "weak", password: "Stronger@99" });
  });

  it("the member info's updatePassword holds no one, either way round (docs/decisions.md)", async () => {
    for (const updatePassword of [true, false]) {
      api.login.mockResolvedValue(session);
      const { stores, visited } = setup({ features: { PWDEXPFORCECHANGE3: true } }, { updatePassword });
      await stores.identity.loginWithPassword({ username: "demo", password: "Demo@1234", remember: false });
      expect(stores.member.info?.updatePassword).toBe(updatePassword);
      expect(visited).toEqual(["/m/home"]);
      expect(stores.passwordChange.due).toBe(false);
    }
  });

  it("a typed default mobile password is weak though the merchant's list leaves it out", async () => {
    api.login.mockResolvedValue(session);
    const { stores, visited } = setup({
      auth: { weakPasswords: ["123456"], defaultMobilePassword: "Default@1" },
    });
    await stores.identity.loginWithPassword({ username: "demo", password: "Default@1", remember: false });
    expect(visited).toEqual(["/m/changePsw"]);
    expect(stores.passwordChange.due).toBe(true);
    // The member typed it: the change screen asks for it as for any current password.
    expect(changeReplacesDefault(stores.passwordChange, stores.storage.session)).toBe(false);
  });

  it("holds the change for a first login, and keeps where the login would have gone", async () => {
    api.login.mockResolvedValue({ ...session, firstTimeLogin: true });
    const { stores, visited } = setup();
    stores.route.report("/m/login", "?from=%2Fm%2FrewardCenter");
    await stores.identity.loginWithPassword({ username: "new", password: "Good@1234", remember: false });
    expect(visited).toEqual(["/m/changePsw"]);
    expect(stores.passwordChange.releaseTo).toBe("/m/rewardCenter");
  });

  it("ends a hold left by the tab's previous member when another logs in without one due", async () => {
    api.login.mockResolvedValue(session);
    const { stores, visited } = setup();
    stores.passwordChange.require("/m/home");
    await stores.identity.loginWithPassword({ username: "demo", password: "Demo@1234", remember: false });
    expect(stores.passwordChange.due).toBe(false);
    expect(visited).toEqual(["/m/home"]);
  });
});

describe("two-factor step", () => {
  it("opens on login_verify_required, then completes the login 0.5 s after a verified answer", async () => {
    api.login.mockRejectedValue(failure("login_verify_required", { sms: "138****0000", ga: true }));
    api.verifyLogin.mockResolvedValue(session);
    const { stores, visited } = setup();
    await expect(
      stores.identity.loginWithPassword({ username: "demo", password: "Demo@1234", remember: false }),
    ).resolves.toBe("two-factor");
    expect(stores.identity.twoFactor?.methods).toEqual(["sms", "ga"]);

    expect(await stores.identity.verifyTwoFactor("ga", { authCode: "  " })).toEqual({ missing: "authCode" });
    expect(api.verifyLogin).not.toHaveBeenCalled();

    const done = stores.identity.verifyTwoFactor("ga", { authCode: " 123456 " });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.verifyLogin.mock.calls[0]?.[0]).toMatchObject({
      username: "demo",
      method: "G",
      authCode: "123456",
    });
    expect(stores.identity.twoFactor?.verified).toBe(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(stores.session.token).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(stores.identity.twoFactor).toBeNull();
    expect(stores.session.token).toBe("tok-7");
    expect(visited).toEqual(["/m/home"]);
  });
});

describe("social sign-in", () => {
  it("offers the chooser on bind_customer_required, without the message's parenthetical", async () => {
    api.login.mockRejectedValue(
      failure("bind_customer_required", null, "Please bind an account (code 1001)"),
    );
    const { stores } = setup();
    await expect(stores.identity.loginWithFirebase("google", "id-token")).resolves.toBe("bind-choice");
    expect(stores.identity.bindChoice).toEqual({
      message: "Please bind an account",
      channel: "google",
      idToken: "id-token",
    });
  });

  it("'register new' registers with the waiting sign-in's token, closes the chooser and signs in", async () => {
    api.login.mockRejectedValue(failure("bind_customer_required"));
    api.autoUsername.mockResolvedValue("suggested1");
    api.registerByUsername.mockResolvedValue({ token: "tok-9", customerId: 9 });
    const { stores, visited } = setup();
    await stores.identity.loginWithFirebase("line", "id-token");
    await stores.identity.registerFromSocial();
    expect(api.registerByUsername.mock.calls[0]?.[0]).toMatchObject({
      firebaseIdToken: "id-token",
      firebaseChannel: "line",
    });
    expect(stores.identity.bindChoice).toBeNull();
    expect(stores.session.token).toBe("tok-9");
    expect(visited).toEqual(["/m/home"]);
  });

  it("registers at once, without the chooser, when the merchant sets autoRegisterOnBind", async () => {
    api.login.mockRejectedValue(failure("bind_customer_required"));
    api.autoUsername.mockResolvedValue("suggested1");
    api.registerByUsername.mockResolvedValue({ token: "tok-9", customerId: 9 });
    const { stores } = setup({ auth: { autoRegisterOnBind: true }, features: { FIREBASECREATEACC3: true } });
    await expect(stores.identity.loginWithFirebase("google", "id-token")).resolves.toBe("done");
    expect(stores.identity.bindChoice).toBeNull();
    expect(stores.session.token).toBe("tok-9");
  });

  it("creates no account with autoRegisterOnBind while FIREBASECREATEACC3 is off: the chooser comes instead", async () => {
    api.login.mockRejectedValue(failure("bind_customer_required", null, "Not bound"));
    const { stores } = setup({ auth: { autoRegisterOnBind: true }, features: { FIREBASECREATEACC3: false } });
    await expect(stores.identity.loginWithFirebase("google", "id-token")).resolves.toBe("bind-choice");
    expect(api.registerByUsername).not.toHaveBeenCalled();
    expect(api.registerByMobile).not.toHaveBeenCalled();
    expect(stores.identity.bindChoice?.message).toBe("Not bound");
    expect(stores.identity.canRegisterFromSocial).toBe(false);
    expect(stores.session.token).toBeNull();
  });
});

describe("registration", () => {
  it("alerts, stores the returned token and goes home 100 ms later; a second submit within 500 ms is blocked", async () => {
    api.registerByUsername.mockResolvedValue({ token: "tok-9", customerId: 9, userName: "newbie" });
    const { stores, visited } = setup();
    const done = stores.identity.register("username", { username: "newbie", password: "Fresh@2024" });
    await expect(
      stores.identity.register("username", { username: "newbie", password: "Fresh@2024" }),
    ).resolves.toBe("locked");
    await vi.advanceTimersByTimeAsync(0);
    expect(stores.notices.current?.message).toEqual({ id: "register_success" });
    expect(stores.session.token).toBe("tok-9");
    await vi.advanceTimersByTimeAsync(99);
    expect(visited).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(visited).toEqual(["/m/home"]);
    expect(api.registerByUsername).toHaveBeenCalledTimes(1);
  });

  it("sends the merchant's default password when the mobile form asks for none, and only the parts that are set", async () => {
    api.registerByMobile.mockResolvedValue({ customerId: 9 });
    const { stores, local } = setup({ auth: { defaultMobilePassword: "Default@1" } });
    local.set("affiliateCode", "AFF7");
    const done = stores.identity.register("mobile", {
      mobileNum: "13800138000",
      countryDialingCode: "86",
      verificationCode: "1234",
    });
    await vi.advanceTimersByTimeAsync(100);
    await done;
    const request = api.registerByMobile.mock.calls[0]?.[0];
    expect(request).toMatchObject({
      password: "Default@1",
      affiliateCode: "AFF7",
      login: true,
      registerMethod: "H5",
    });
    // What goes on the wire: unset parts are not sent at all.
    expect(JSON.parse(JSON.stringify(request))).not.toHaveProperty("pixelTrack");
    expect(request?.referralCode).toBeUndefined();
    // No token came back: none is stored (spec section 5).
    expect(stores.session.token).toBeNull();
  });
});

describe("session end", () => {
  it("logs out here at once, then tells the platform with the token the session had", async () => {
    const { stores } = setup();
    stores.session.start({ ...session, merchantCode: "acme", type: 0 });
    let loggedInWhenTold: boolean | null = null;
    api.logout.mockImplementation(async () => {
      loggedInWhenTold = stores.session.isLoggedIn;
    });
    await stores.identity.logout();
    expect(api.logout).toHaveBeenCalledWith("tok-7");
    expect(loggedInWhenTold).toBe(false);
    expect(stores.session.isLoggedIn).toBe(false);
  });

  it("runs the push unsubscribe with the ended session's token", async () => {
    const { stores, local } = setup();
    const calls: Array<{ url: string; auth: string | null }> = [];
    local.set("MC_FCM_TOKEN", "fcm-1");
    stores.start();
    // As the page's background work sets it up after the load event (engine/background-work.ts).
    stores.onSessionEnd(unsubscribePushOnSessionEnd(stores.http, local));
    stores.session.start({
      id: 1,
      token: "tok-1",
      merchantCode: "acme",
      userName: "d",
      type: 0,
      firstTimeLogin: false,
    });
    const spy = vi.spyOn(stores.http, "request").mockImplementation(async (path, options) => {
      calls.push({ url: String(path), auth: options?.headers?.Authorization ?? null });
      return null as never;
    });
    stores.session.clear("logout");
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toContainEqual({ url: "/wps/relay/CSP_fcmUnsubscribe", auth: "tok-1" });
    expect(stores.member.info).toBeNull();
    spy.mockRestore();
    stores.stop();
  });
});

describe("what the ad networks hear (spec section 3)", () => {
  const tracked = (stores: ReturnType<typeof setup>["stores"]) =>
    stores.tracking.events.map((event) => [event.name, event.payload]);

  it("a login is tracked as login, for the member who logged in", async () => {
    api.login.mockResolvedValue(session);
    const { stores } = setup();
    await stores.identity.loginWithPassword({ username: "demo", password: "Demo@1234", remember: false });
    expect(tracked(stores)).toEqual([["login", { customerId: 7, customerName: "demo" }]]);
  });

  it("a failed login tracks nothing", async () => {
    api.login.mockRejectedValue(failure("login.cred.err"));
    const { stores } = setup();
    await expect(
      stores.identity.loginWithPassword({ username: "demo", password: "wrong", remember: false }),
    ).rejects.toThrow();
    expect(tracked(stores)).toEqual([]);
  });

  it("the form's registration: registerSubmit on the submit, register with the new member once it answers", async () => {
    api.registerByUsername.mockResolvedValue({ token: "tok-9", customerId: 9, userName: "newbie" });
    const { stores } = setup();
    const done = stores.identity.register("username", { username: "newbie", password: "Fresh@2024" });
    await vi.advanceTimersByTimeAsync(100);
    await done;
    expect(tracked(stores)).toEqual([
      ["registerSubmit", {}],
      ["register", { customerId: 9, customerName: "newbie" }],
    ]);
  });

  it("a refused registration is only a registerSubmit", async () => {
    api.registerByUsername.mockRejectedValue(failure("user.exists"));
    const { stores } = setup();
    await expect(
      stores.identity.register("username", { username: "taken", password: "Fresh@2024" }),
    ).rejects.toThrow();
    expect(tracked(stores).map(([name]) => name)).toEqual(["registerSubmit"]);
  });

  it("a new account for a social sign-in is a register with method firebase, not a login", async () => {
    api.login.mockRejectedValue(failure("bind_customer_required"));
    api.autoUsername.mockResolvedValue("suggested1");
    api.registerByUsername.mockResolvedValue({ token: "tok-9", customerId: 9, customerName: "suggested1" });
    const { stores } = setup({ auth: { autoRegisterOnBind: true }, features: { FIREBASECREATEACC3: true } });
    await stores.identity.loginWithFirebase("google", "id-token");
    expect(tracked(stores)).toEqual([
      ["registerSubmit", { method: "firebase" }],
      ["register", { customerId: 9, customerName: "suggested1", method: "firebase" }],
    ]);
  });
});
