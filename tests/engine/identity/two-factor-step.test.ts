import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TwoFactorStep } from "../../../engine/stores/identity/two-factor-step";
import { fakeIdentityApi, fakeIdentityDeps } from "./fake-identity-deps";

const SESSION = { id: 7, token: "tok-2fa", userName: "demo", customerType: 0, firstTimeLogin: false };
const CREDENTIALS = { username: "demo", password: "Demo@1234", remember: true, type: "username" as const };

function setup() {
  const api = fakeIdentityApi();
  const finish = vi.fn(async () => undefined);
  return { api, finish, step: new TwoFactorStep(fakeIdentityDeps({ api }), finish) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the two-factor step", () => {
  it("does not open when login_verify_required offered no method", () => {
    const { step } = setup();
    expect(step.open({ email: "", ga: false }, CREDENTIALS)).toBe(false);
    expect(step.open(null, CREDENTIALS)).toBe(false);
    expect(step.prompt).toBeNull();
  });

  it("finishes the login as it was asked for: remembered, as a username login", async () => {
    const { api, finish, step } = setup();
    api.verifyLogin.mockResolvedValue(SESSION);
    expect(step.open({ ga: true }, CREDENTIALS)).toBe(true);
    const done = step.verify("ga", { authCode: "123456" });
    await vi.advanceTimersByTimeAsync(500);
    await expect(done).resolves.toEqual({ missing: null });
    expect(finish).toHaveBeenCalledWith(SESSION, CREDENTIALS);
    expect(step.prompt).toBeNull();
  });

  it("sends nothing when no step is open", async () => {
    const { api, step } = setup();
    await expect(step.verify("ga", { authCode: "123456" })).resolves.toEqual({ missing: null });
    expect(api.verifyLogin).not.toHaveBeenCalled();
  });
});
