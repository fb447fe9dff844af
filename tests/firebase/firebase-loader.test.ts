import { afterEach, describe, expect, it, vi } from "vitest";
import { firebaseAuth, resetFirebaseAuthForTests } from "../../engine/firebase/firebase-loader";
import { memoryStorage } from "../../engine/platform/storage";
import { fakeFirebaseModules as fakeModules } from "./fake-firebase";

const config = { apiKey: "key", projectId: "demo-x" };

afterEach(() => resetFirebaseAuthForTests());

describe("firebase, loaded on first use", () => {
  it("is not loaded at all without an apiKey", () => {
    const load = vi.fn();
    expect(firebaseAuth(undefined, memoryStorage(), load)).toBeNull();
    expect(firebaseAuth({ ...config, apiKey: "" }, memoryStorage(), load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it("initialises once per app, however many sign-ins ask for it", async () => {
    const { modules, raw } = fakeModules();
    const load = vi.fn(async () => modules);
    const first = firebaseAuth(config, memoryStorage(), load);
    const second = firebaseAuth(config, memoryStorage(), load);
    expect(await first).toBe(await second);
    expect(load).toHaveBeenCalledTimes(1);
    expect(raw.app.initializeApp).toHaveBeenCalledTimes(1);
    expect(raw.auth.connectAuthEmulator).not.toHaveBeenCalled();
  });

  it("talks to the Auth emulator when the config names one, without real reCAPTCHA", async () => {
    const { modules, raw, auth } = fakeModules();
    await firebaseAuth(
      { ...config, authEmulatorUrl: "http://127.0.0.1:9099" },
      memoryStorage(),
      async () => modules,
    );
    expect(raw.auth.connectAuthEmulator).toHaveBeenCalledWith(auth, "http://127.0.0.1:9099", {
      disableWarnings: true,
    });
    expect(auth.settings.appVerificationDisabledForTesting).toBe(true);
  });

  it("tries again after the download failed", async () => {
    const { modules } = fakeModules();
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(modules);
    await expect(firebaseAuth(config, memoryStorage(), load)).rejects.toThrow("offline");
    await expect(firebaseAuth(config, memoryStorage(), load)).resolves.toBeDefined();
  });
});
