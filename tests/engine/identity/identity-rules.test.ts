import { describe, expect, it } from "vitest";
import { decideAutoLogin } from "../../../engine/identity/auto-login";
import { isValidDeviceId, randomDeviceId, resolveDeviceId } from "../../../engine/identity/device-id";
import { landingAfterLogin } from "../../../engine/identity/login-destination";
import { checkNewPassword } from "../../../engine/identity/password-rules";
import {
  decodePassword,
  encodePassword,
  RememberedLoginStore,
} from "../../../engine/identity/remembered-login";
import { smsCountdownSeconds } from "../../../engine/identity/sms-countdown";
import { SubmitLock } from "../../../engine/identity/submit-lock";
import { checkTwoFactorAnswer, offeredMethods } from "../../../engine/identity/two-factor";
import type { CookieJar } from "../../../engine/platform/cookies";
import { parentDomain } from "../../../engine/platform/cookies";
import { memoryStorage } from "../../../engine/platform/storage";

const ID_A = "0f8fad5b-d9cb-469f-a165-70867728950e";
const ID_B = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

function jar(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial));
  const writes: Array<{ name: string; value: string; days: number; domain?: string }> = [];
  const cookieJar: CookieJar = {
    get: (name) => cookies.get(name) ?? null,
    set: (name, value, options) => {
      cookies.set(name, value);
      writes.push({ name, value, ...options });
    },
  };
  return { cookieJar, writes };
}

describe("device id", () => {
  it("is valid only with exactly 36 characters", () => {
    expect(isValidDeviceId(ID_A)).toBe(true);
    expect(isValidDeviceId(ID_A.slice(1))).toBe(false);
    expect(isValidDeviceId(`${ID_A}x`)).toBe(false);
    expect(isValidDeviceId(null)).toBe(false);
  });

  it("prefers local storage, then the cookie, then the native app's, and keeps it in both for 365 days", () => {
    const { cookieJar, writes } = jar({ MC_DEVICE_ID: ID_B });
    const local = memoryStorage({ MC_DEVICE_ID: ID_A });
    const generate = () => "never";
    expect(resolveDeviceId({ localStorage: local, cookies: cookieJar, nativeDeviceId: null, generate })).toBe(
      ID_A,
    );
    expect(writes.at(-1)).toMatchObject({ value: ID_A, days: 365 });

    const emptyLocal = memoryStorage();
    expect(
      resolveDeviceId({
        localStorage: emptyLocal,
        cookies: jar({ MC_DEVICE_ID: ID_B }).cookieJar,
        nativeDeviceId: ID_A,
        generate,
      }),
    ).toBe(ID_B);
    expect(emptyLocal.get("MC_DEVICE_ID")).toBe(ID_B);

    expect(
      resolveDeviceId({
        localStorage: memoryStorage(),
        cookies: jar().cookieJar,
        nativeDeviceId: ID_A,
        generate,
      }),
    ).toBe(ID_A);
  });

  it("replaces a damaged id with a new 36-character one on the parent domain", () => {
    const { cookieJar, writes } = jar({ MC_DEVICE_ID: "short" });
    const id = resolveDeviceId({
      localStorage: memoryStorage({ MC_DEVICE_ID: "also-short" }),
      cookies: cookieJar,
      nativeDeviceId: null,
      cookieDomain: parentDomain("m.brand.com"),
      generate: () => randomDeviceId(),
    });
    expect(id).toHaveLength(36);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(writes.at(-1)).toMatchObject({ domain: "brand.com" });
  });

  it("shares the cookie on the parent domain, never on localhost or an address", () => {
    expect(parentDomain("m.brand.com")).toBe("brand.com");
    expect(parentDomain("brand.com")).toBe("brand.com");
    expect(parentDomain("royal.localhost")).toBeUndefined();
    expect(parentDomain("10.0.0.7")).toBeUndefined();
  });
});

describe("submit lock (500 ms)", () => {
  it("blocks a second submit within the window and lets one through after it", () => {
    let now = 1_000;
    const lock = new SubmitLock(500, () => now);
    expect(lock.tryAcquire()).toBe(true);
    now += 499;
    expect(lock.tryAcquire()).toBe(false);
    now += 1;
    expect(lock.tryAcquire()).toBe(true);
  });
});

describe("where a new session goes", () => {
  const base = {
    weakPasswords: ["123456"],
    firstTimeLogin: false,
    passwordExpired: false,
    forceChangeOnExpiry: false,
  };
  const change = { to: "/m/changePsw", afterChange: "/m/home" };
  const home = { to: "/m/home", afterChange: null };
  it.each([
    ["a weak password", { password: "123456" }, change],
    ["a first login", { password: "Good@123", firstTimeLogin: true }, change],
    ["an expired password, forced change off", { password: "Good@123", passwordExpired: true }, home],
    [
      "an expired password, PWDEXPFORCECHANGE3 on",
      { password: "Good@123", passwordExpired: true, forceChangeOnExpiry: true },
      change,
    ],
    ["a sign-in without a password (social)", {}, home],
    ["a strong password", { password: "Good@123" }, home],
  ])("%s → %o", (_, facts, landing) => {
    expect(landingAfterLogin({ ...base, ...facts })).toEqual(landing);
  });

  it("returns to the page that asked for the login, after any password change it owes", () => {
    expect(landingAfterLogin({ ...base, returnTo: "/m/rewardCenter" })).toEqual({
      to: "/m/rewardCenter",
      afterChange: null,
    });
    expect(landingAfterLogin({ ...base, returnTo: null })).toEqual(home);
    expect(landingAfterLogin({ ...base, password: "123456", returnTo: "/m/rewardCenter" })).toEqual({
      to: "/m/changePsw",
      afterChange: "/m/rewardCenter",
    });
  });
});

describe("remembered login", () => {
  it("round-trips any password through its encoding", () => {
    for (const password of ["Demo@1234", "密码🙂", ""])
      expect(decodePassword(encodePassword(password))).toBe(password);
    expect(decodePassword("%%%")).toBeNull();
  });

  it("prefills only this merchant's username login and forgets on clear", () => {
    const store = new RememberedLoginStore(memoryStorage());
    store.save({ username: "demo", password: "Demo@1234", type: "username", merchant: "royal" });
    expect(store.forMerchant("royal")).toEqual({ username: "demo", password: "Demo@1234" });
    expect(store.forMerchant("sunrise")).toBeNull();
    expect(store.read()?.password).not.toContain("Demo");
    store.clear();
    expect(store.forMerchant("royal")).toBeNull();
  });

  it("after a failed login: forgets on login.cred.err and not.exists.user, switches auto-login off on token_ip_different", () => {
    const store = new RememberedLoginStore(memoryStorage());
    const save = () =>
      store.save({ username: "demo", password: "Demo@1234", type: "username", merchant: "royal" });
    for (const code of ["login.cred.err", "not.exists.user"]) {
      save();
      store.afterFailedLogin(code);
      expect(store.read()).toBeNull();
      expect(store.autoLoginOff).toBe(false);
    }
    save();
    store.afterFailedLogin("token_ip_different");
    expect(store.read()).not.toBeNull();
    expect(store.autoLoginOff).toBe(true);
  });

  it("keeps everything after any other failure", () => {
    const store = new RememberedLoginStore(memoryStorage());
    store.save({ username: "demo", password: "Demo@1234", type: "username", merchant: "royal" });
    for (const code of ["login_verify_required", "unknown", null]) store.afterFailedLogin(code);
    expect(store.read()).not.toBeNull();
    expect(store.autoLoginOff).toBe(false);
  });
});

describe("auto-login skip rules", () => {
  const remembered = {
    username: "demo",
    password: encodePassword("Demo@1234"),
    type: "username" as const,
    merchant: "royal",
  };
  const facts = {
    loggedIn: false,
    loggedOutInThisTab: false,
    search: "",
    featureOn: true,
    switchedOff: false,
    remembered,
    merchant: "royal",
  };
  it("runs with a remembered username login of this merchant", () => {
    expect(decideAutoLogin(facts, decodePassword)).toEqual({
      run: true,
      username: "demo",
      password: "Demo@1234",
    });
  });
  it.each([
    ["already logged in", { loggedIn: true }],
    ["logged out in this tab", { loggedOutInThisTab: true }],
    ["redirect in the query", { search: "?redirectUrl=%2Fgame" }],
    ["redirect in the query", { search: "?backUrl=x" }],
    ["feature off", { featureOn: false }],
    ["switched off after token_ip_different", { switchedOff: true }],
    ["no remembered login", { remembered: null }],
    ["saved login was SMS", { remembered: { ...remembered, type: "sms" as const } }],
    ["saved login is another merchant's", { remembered: { ...remembered, merchant: "sunrise" } }],
  ])("skips when %s", (reason, change) => {
    expect(decideAutoLogin({ ...facts, ...change }, decodePassword)).toEqual({ run: false, reason });
  });
});

describe("two-factor answers", () => {
  it("offers methods in the order payee name, SMS, authenticator, e-mail", () => {
    expect(offeredMethods({ email: "a***@x.com", ga: true, sms: "138****0000", payeeName: true })).toEqual([
      "payeeName",
      "sms",
      "ga",
      "email",
    ]);
    expect(offeredMethods({ email: "a***@x.com", ga: true })).toEqual(["ga", "email"]);
  });
  it("trims inputs and names the first empty required field", () => {
    expect(checkTwoFactorAnswer("sms", { mobileNum: " 138 ", verificationCode: "  " })).toEqual({
      trimmed: { mobileNum: "138", verificationCode: "" },
      missing: "verificationCode",
    });
    expect(checkTwoFactorAnswer("ga", { authCode: " 123456 " })).toEqual({
      trimmed: { authCode: "123456" },
      missing: null,
    });
  });
});

describe("new passwords and the SMS countdown", () => {
  it("refuses short, weak and unrepeated passwords, naming the field", () => {
    expect(checkNewPassword({ newPassword: "abc", confirmPassword: "abc" }, [])?.messageId).toBe(
      "password_too_short",
    );
    expect(
      checkNewPassword({ newPassword: "123456", confirmPassword: "123456" }, ["123456"])?.messageId,
    ).toBe("password_too_weak");
    expect(checkNewPassword({ newPassword: "Good@123", confirmPassword: "Good@12" }, [])).toEqual({
      field: "confirmPassword",
      messageId: "password_mismatch",
    });
    expect(checkNewPassword({ newPassword: "Good@123", confirmPassword: "Good@123" }, [])).toBeNull();
  });
  it("counts down to the backend's expiry, else the 60 s fallback", () => {
    const now = 1_790_000_000_000;
    expect(smsCountdownSeconds(now + 45_000, now)).toBe(45);
    expect(smsCountdownSeconds(now + 44_001, now)).toBe(45);
    expect(smsCountdownSeconds(undefined, now)).toBe(60);
    expect(smsCountdownSeconds(null, 0, 90)).toBe(90);
  });
});
