import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readEnvironment } from "../../../engine/platform/environment";
import { Registration } from "../../../engine/stores/identity/registration";
import { testConfig } from "../test-stores";
import { fakeIdentityApi, fakeIdentityDeps } from "./fake-identity-deps";

const immediately = <T>(work: () => Promise<T>) => work();
/** A registration run past its 100 ms wait before going home. */
async function settled<T>(done: Promise<T>): Promise<T> {
  await vi.advanceTimersByTimeAsync(100);
  return done;
}

function setup(overrides: Parameters<typeof fakeIdentityDeps>[0] = {}) {
  const api = fakeIdentityApi();
  const deps = fakeIdentityDeps({ api, ...overrides });
  return { api, deps, registration: new Registration(deps, immediately) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("registerMethod (spec section 3)", () => {
  it("is APP in the native shell, WEBCLIP or PWA when installed, H5 in a browser", () => {
    const method = (environment: ReturnType<typeof readEnvironment>) =>
      setup({ environment }).registration.registerMethod();
    expect(method(readEnvironment("WLApp/ios"))).toBe("APP");
    expect(method(readEnvironment("iPhone", "", true))).toBe("WEBCLIP");
    expect(method(readEnvironment("Android", "", true))).toBe("PWA");
    expect(method(readEnvironment("Android"))).toBe("H5");
  });
});

describe("the form's registration", () => {
  it("shows busy around the call and names the typed username when the answer does not", async () => {
    const { api, deps } = setup();
    const busy: boolean[] = [];
    const registration = new Registration(deps, async (work) => {
      busy.push(true);
      return work().finally(() => busy.push(false));
    });
    api.registerByUsername.mockResolvedValue({ token: "tok-3", id: 3 });
    const done = registration.register("username", { username: " newbie ", password: "Fresh@2024" });
    await vi.advanceTimersByTimeAsync(100);
    await expect(done).resolves.toBe("done");
    expect(busy).toEqual([true, false]);
    expect(deps.session.info).toMatchObject({ id: 3, token: "tok-3", userName: "newbie", type: 0 });
    expect(deps.navigate).toHaveBeenCalledWith("/m/home", { replace: true });
  });

  it("sends the merchant's smsTemplate with a registration by mobile, never by username, nothing when unset", async () => {
    const withTemplate = () => ({ ...testConfig, auth: { smsTemplate: "REG_WELCOME" } });
    const mobile = setup({ config: withTemplate });
    mobile.api.registerByMobile.mockResolvedValue({});
    await settled(
      mobile.registration.register("mobile", {
        mobileNum: "11987654321",
        countryDialingCode: "55",
        verificationCode: "123456",
        password: "Fresh@2024",
      }),
    );
    expect(mobile.api.registerByMobile.mock.calls[0]?.[0]).toMatchObject({ smsTemplate: "REG_WELCOME" });

    const username = setup({ config: withTemplate });
    username.api.registerByUsername.mockResolvedValue({});
    await settled(username.registration.register("username", { username: "newbie", password: "Fresh@2024" }));
    expect(username.api.registerByUsername.mock.calls[0]?.[0]).not.toHaveProperty("smsTemplate");

    const unset = setup();
    unset.api.registerByMobile.mockResolvedValue({});
    await settled(
      unset.registration.register("mobile", { mobileNum: "11987654321", password: "Fresh@2024" }),
    );
    expect(unset.api.registerByMobile.mock.calls[0]?.[0]).not.toHaveProperty("smsTemplate");
  });
});

describe("registration for a social sign-in", () => {
  const choice = { message: "Bind", channel: "google" as const, idToken: "id-token" };

  it("registers by username under the platform's suggestion and returns the new session", async () => {
    const { api, registration } = setup();
    api.autoUsername.mockResolvedValue("suggested1");
    api.registerByUsername.mockResolvedValue({ token: "tok-5", customerId: 5, customerName: "suggested1" });
    await expect(registration.registerFromSocial(choice)).resolves.toEqual({
      id: 5,
      token: "tok-5",
      userName: "suggested1",
      customerType: 0,
      firstTimeLogin: false,
    });
    const request = api.registerByUsername.mock.calls[0]?.[0];
    expect(request).toMatchObject({
      username: "suggested1",
      firebaseIdToken: "id-token",
      firebaseChannel: "google",
      registerMethod: "H5",
      loginDeviceId: "d".repeat(36),
      login: true,
    });
    // Random and unused: 15 hex digits and a capital.
    expect(request?.password).toMatch(/^[0-9a-f]{15}A$/);
  });

  it("registers by mobile with the merchant's default password when only MOBILENUMREG3 is on", async () => {
    const { api, registration } = setup({
      config: () => ({
        ...testConfig,
        features: { MOBILENUMREG3: true },
        auth: { defaultMobilePassword: "Default@1", smsTemplate: "REG_WELCOME" },
      }),
    });
    api.registerByMobile.mockResolvedValue({});
    await expect(registration.registerFromSocial({ ...choice, channel: "phone" })).resolves.toBeNull();
    expect(api.autoUsername).not.toHaveBeenCalled();
    const request = api.registerByMobile.mock.calls[0]?.[0];
    expect(request).toMatchObject({
      password: "Default@1",
      firebaseIdToken: "id-token",
      smsTemplate: "REG_WELCOME",
    });
    expect(request).not.toHaveProperty("firebaseChannel");
    expect(request?.username).toBeUndefined();
  });
});
