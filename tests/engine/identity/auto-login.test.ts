import { describe, expect, it } from "vitest";
import { ApiError } from "../../../engine/http/envelope";
import { PasswordChangeHold } from "../../../engine/identity/password-change-hold";
import { RememberedLoginStore } from "../../../engine/identity/remembered-login";
import { memoryStorage } from "../../../engine/platform/storage";
import { tryAutoLogin } from "../../../engine/stores/identity/auto-login";
import { testConfig } from "../test-stores";
import { fakeIdentityApi, fakeIdentityDeps } from "./fake-identity-deps";

const SESSION = { id: 7, token: "tok-auto", userName: "demo", customerType: 0, firstTimeLogin: false };

/** A device that remembers demo's login for this merchant, with MOBILEAUTOLOGIN3 as given. */
function setup(featureOn = true) {
  const api = fakeIdentityApi();
  const remembered = new RememberedLoginStore(memoryStorage());
  remembered.save({ username: "demo", password: "Demo@1234", type: "username", merchant: "acme" });
  const deps = fakeIdentityDeps({
    api,
    remembered,
    feature: (key) => featureOn && key === "MOBILEAUTOLOGIN3",
  });
  return { api, remembered, deps };
}

const failure = (errorCode: string) =>
  new ApiError({ kind: "http", path: "/wps/session/login", status: 400, errorCode, serverMessage: "No" });

describe("auto-login", () => {
  it("signs in with the remembered login and stays on the page", async () => {
    const { api, deps } = setup();
    api.login.mockResolvedValue(SESSION);
    await expect(tryAutoLogin(deps, "")).resolves.toBe(true);
    expect(api.login.mock.calls[0]?.[0]).toMatchObject({
      username: "demo",
      password: "Demo@1234",
      type: "username",
      loginDeviceId: "d".repeat(36),
    });
    expect(deps.session.token).toBe("tok-auto");
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.passwordChange).toMatchObject({ due: false });
  });

  it("holds a forced change for a weak or first-time password, to go back where the member landed after it", async () => {
    const weak = setup();
    weak.remembered.save({ username: "weak", password: "123456", type: "username", merchant: "acme" });
    weak.api.login.mockResolvedValue(SESSION);
    const hold = new PasswordChangeHold(memoryStorage(), weak.deps.session);
    const deps = {
      ...weak.deps,
      config: () => ({ ...testConfig, auth: { weakPasswords: ["123456"] } }),
      passwordChange: hold,
      currentPath: () => "/m/voucherCenter",
    };
    await expect(tryAutoLogin(deps, "")).resolves.toBe(true);
    expect(hold.releaseTo).toBe("/m/voucherCenter");

    const first = setup();
    first.api.login.mockResolvedValue({ ...SESSION, firstTimeLogin: true });
    const firstHold = new PasswordChangeHold(memoryStorage(), first.deps.session);
    const onLogin = { ...first.deps, passwordChange: firstHold, currentPath: () => "/m/login" };
    await tryAutoLogin(onLogin, "");
    // Landed on the login page: afterwards home, as the plain auto-login would have gone.
    expect(firstHold.releaseTo).toBe("/m/home");
  });

  it("sends nothing when a skip rule applies (spec section 4)", async () => {
    const featureOff = setup(false);
    await expect(tryAutoLogin(featureOff.deps, "")).resolves.toBe(false);
    const redirect = setup();
    await expect(tryAutoLogin(redirect.deps, "?redirectUrl=/m/home")).resolves.toBe(false);
    expect(featureOff.api.login).not.toHaveBeenCalled();
    expect(redirect.api.login).not.toHaveBeenCalled();
  });

  it("fails quietly, forgetting the login on login.cred.err and switching itself off on token_ip_different", async () => {
    const wrong = setup();
    wrong.api.login.mockRejectedValue(failure("login.cred.err"));
    await expect(tryAutoLogin(wrong.deps, "")).resolves.toBe(false);
    expect(wrong.remembered.read()).toBeNull();

    const moved = setup();
    moved.api.login.mockRejectedValue(failure("token_ip_different"));
    await expect(tryAutoLogin(moved.deps, "")).resolves.toBe(false);
    expect(moved.remembered.autoLoginOff).toBe(true);

    const offline = setup();
    offline.api.login.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(tryAutoLogin(offline.deps, "")).resolves.toBe(false);
    expect(offline.remembered.read()).not.toBeNull();
    expect(offline.deps.session.token).toBeNull();
  });
});
