import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TWO_FACTOR_COMPLETION_DELAY_MS } from "../../engine/constants";
import type { HttpClient } from "../../engine/http/client";
import { ApiError } from "../../engine/http/envelope";
import { memoryStorage } from "../../engine/platform/storage";
import { identityApi } from "../../engine/stores/identity/identity-api";
import { IdentityFacade } from "../../engine/stores/identity-facade";
import { IdentityStore } from "../../engine/stores/identity-store";
import { SessionStore } from "../../engine/stores/session-store";
import { fakeIdentityDeps } from "./identity/fake-identity-deps";
import { testConfig } from "./test-stores";

const OFFER = { email: "d***@example.com", ga: true, sms: "138****8000" };
const SESSION = { id: 7, token: "tok-2fa", userName: "demo", customerType: 0, firstTimeLogin: false };

/** The identity store over a fake backend that asks for two-factor, then answers `verification`. */
function setup(verification: () => unknown = () => SESSION) {
  const bodies: Array<{ path: string; body: unknown }> = [];
  const http = {
    request: vi.fn(async (path: string, options: { body?: unknown }) => {
      bodies.push({ path, body: options.body });
      if (path === "/wps/session/login") {
        throw new ApiError({
          kind: "http",
          path,
          status: 400,
          errorCode: "login_verify_required",
          serverMessage: "Please verify",
          value: OFFER,
        });
      }
      return verification();
    }),
  } as unknown as HttpClient;
  const session = new SessionStore(memoryStorage(), testConfig.code);
  const navigate = vi.fn();
  const deps = fakeIdentityDeps({ api: identityApi(http), session, navigate });
  // As the app holds it: the facade over the store, sharing its state.
  const identity = new IdentityFacade({ ...deps, create: async () => new IdentityStore(deps) });
  return { identity, session, navigate, bodies };
}

async function challenged() {
  const context = setup();
  expect(
    await context.identity.loginWithPassword({ username: "demo", password: "Demo@1234", remember: false }),
  ).toBe("two-factor");
  return context;
}

describe("the two-factor step of a login", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("offers the methods in the modal's order, with the masked hints", async () => {
    const { identity } = await challenged();
    expect(identity.twoFactor?.methods).toEqual(["sms", "ga", "email"]);
    expect(identity.twoFactor?.emailHint).toBe("d***@example.com");
    expect(identity.twoFactor?.mobileHint).toBe("138****8000");
  });

  it("sends nothing and names the empty field", async () => {
    const { identity, bodies } = await challenged();
    const sent = bodies.length;
    await expect(
      identity.verifyTwoFactor("sms", { mobileNum: "13800138000", verificationCode: "  " }),
    ).resolves.toEqual({ missing: "verificationCode" });
    expect(bodies.length).toBe(sent);
  });

  it("sends trimmed answers, confirms, and completes the login 0.5 s later", async () => {
    const { identity, session, navigate, bodies } = await challenged();
    const done = identity.verifyTwoFactor("ga", { authCode: " 123456 " });
    await vi.advanceTimersByTimeAsync(0);
    expect(bodies.at(-1)).toEqual({
      path: "/wps/session/login/verification",
      body: { username: "demo", password: "Demo@1234", method: "G", authCode: "123456" },
    });
    expect(identity.twoFactor?.verified).toBe(true);
    expect(session.isLoggedIn).toBe(false);

    await vi.advanceTimersByTimeAsync(TWO_FACTOR_COMPLETION_DELAY_MS - 1);
    expect(identity.twoFactor).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(identity.twoFactor).toBeNull();
    expect(session.token).toBe("tok-2fa");
    expect(navigate).toHaveBeenCalledWith("/m/home", { replace: true });
  });

  it("throws a failed verification and keeps the modal open", async () => {
    const { identity } = setup(() => {
      throw new ApiError({
        kind: "http",
        path: "v",
        status: 400,
        errorCode: "verification.err",
        serverMessage: "Wrong",
      });
    });
    await identity.loginWithPassword({ username: "demo", password: "Demo@1234", remember: false });
    await expect(identity.verifyTwoFactor("email", { email: "x@example.com" })).rejects.toThrow("Wrong");
    expect(identity.twoFactor?.verified).toBe(false);
  });

  it("cancelling closes the modal without a session", async () => {
    const { identity, session } = await challenged();
    identity.cancelTwoFactor();
    expect(identity.twoFactor).toBeNull();
    expect(session.isLoggedIn).toBe(false);
  });
});
