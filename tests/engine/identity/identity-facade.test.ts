import { describe, expect, it, vi } from "vitest";
import { RememberedLoginStore } from "../../../engine/identity/remembered-login";
import { memoryStorage } from "../../../engine/platform/storage";
import { IdentityState } from "../../../engine/stores/identity/identity-state";
import { IdentityFacade } from "../../../engine/stores/identity-facade";
import type { IdentityStore } from "../../../engine/stores/identity-store";
import { SessionStore } from "../../../engine/stores/session-store";
import { testConfig } from "../test-stores";

function facade(options: { autoLogin?: boolean; remembered?: boolean; fail?: number } = {}) {
  const remembered = new RememberedLoginStore(memoryStorage());
  if (options.remembered)
    remembered.save({
      username: "demo",
      password: "Demo@1234",
      type: "username",
      merchant: "acme",
    });
  const flows = { autoLogin: vi.fn(async () => true), loginWithPassword: vi.fn(async () => "done" as const) };
  let failures = options.fail ?? 0;
  const create = vi.fn(async () => {
    if (failures-- > 0) throw new Error("chunk failed to load");
    return flows as unknown as IdentityStore;
  });
  const identity = new IdentityFacade({
    state: new IdentityState(),
    remembered,
    session: new SessionStore(memoryStorage(), "acme"),
    config: () => testConfig,
    feature: (key) => key === "MOBILEAUTOLOGIN3" && options.autoLogin === true,
    create,
  });
  return { identity, create, flows };
}

describe("the sign-in code loads only when it is needed", () => {
  it("is not fetched for auto-login on a page that cannot sign in by itself", async () => {
    for (const options of [
      { autoLogin: false, remembered: true },
      { autoLogin: true, remembered: false },
    ]) {
      const { identity, create } = facade(options);
      await expect(identity.autoLogin("")).resolves.toBe(false);
      expect(create).not.toHaveBeenCalled();
    }
  });

  it("is fetched once, by the first call or by a form that preloads it", async () => {
    const { identity, create, flows } = facade({ autoLogin: true, remembered: true });
    identity.preload();
    await expect(identity.autoLogin("")).resolves.toBe(true);
    await identity.loginWithPassword({ username: "demo", password: "x", remember: false });
    expect(create).toHaveBeenCalledTimes(1);
    expect(flows.loginWithPassword).toHaveBeenCalledTimes(1);
  });

  it("is fetched again after a failed download", async () => {
    const { identity, create } = facade({ fail: 1 });
    await expect(
      identity.loginWithPassword({ username: "demo", password: "x", remember: false }),
    ).rejects.toThrow("chunk failed");
    await expect(
      identity.loginWithPassword({ username: "demo", password: "x", remember: false }),
    ).resolves.toBe("done");
    expect(create).toHaveBeenCalledTimes(2);
  });

  it("keeps what overlays watch without the code: the two-factor prompt and the bind choice", () => {
    const { identity, create } = facade();
    identity.twoFactor = {
      methods: ["ga"],
      emailHint: null,
      mobileHint: null,
      username: "u",
      password: "p",
      verified: false,
    };
    expect(identity.twoFactor?.methods).toEqual(["ga"]);
    identity.cancelTwoFactor();
    expect(identity.twoFactor).toBeNull();
    expect(identity.bindChoice).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });
});
