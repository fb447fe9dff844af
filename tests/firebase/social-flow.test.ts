import { describe, expect, it, vi } from "vitest";
import { FirebaseAuthClient } from "../../engine/firebase/auth-client";
import { ApiError } from "../../engine/http/envelope";
import { readEnvironment } from "../../engine/platform/environment";
import { memoryStorage } from "../../engine/platform/storage";
import type { IdentityFacade } from "../../engine/stores/identity-facade";
import { NoticeStore } from "../../engine/stores/notice-store";
import {
  completeRedirectSignIn,
  type SocialFlowDeps,
  signInSocial,
} from "../../widgets/social-sign-in/social-flow";
import { fakeSdk } from "./fake-firebase";

function flow(
  change: Partial<SocialFlowDeps> & {
    sdk?: ReturnType<typeof fakeSdk>;
    storage?: ReturnType<typeof memoryStorage>;
  } = {},
) {
  const { sdk = fakeSdk(), storage = memoryStorage(), ...rest } = change;
  const identity = { loginWithFirebase: vi.fn(async () => "done" as const) };
  const notices = new NoticeStore();
  const client = new FirebaseAuthClient({} as never, sdk, storage);
  const deps: SocialFlowDeps = {
    identity: identity as unknown as IdentityFacade,
    notices,
    environment: readEnvironment("Mozilla/5.0 (iPhone)"),
    detectPrivateMode: async () => false,
    client: async () => client,
    translate: (id) => `text of ${id}`,
    ...rest,
  };
  return { deps, identity, notices, sdk };
}

describe("a social sign-in from the tap to the platform", () => {
  it("hands the provider's ID token to the platform login with its channel", async () => {
    const { deps, identity } = flow({ sdk: fakeSdk({ popupToken: "tok" }) });
    expect(await signInSocial("google", deps)).toBe("done");
    expect(identity.loginWithFirebase).toHaveBeenCalledWith("google", "tok");
  });

  it("in private mode tells the member and never opens the provider", async () => {
    const { deps, notices, sdk } = flow({ detectPrivateMode: async () => true });
    expect(await signInSocial("google", deps)).toBe("blocked");
    expect(notices.current?.message).toEqual({ id: "incognito_not_supported" });
    expect(sdk.signInWithPopup).not.toHaveBeenCalled();
  });

  it("in the Android app without the bridge call, LINE is coming soon", async () => {
    const { deps, notices } = flow({ environment: readEnvironment("Android WLApp/android") });
    expect(await signInSocial("line", deps)).toBe("blocked");
    expect(notices.current?.message).toEqual({ id: "coming_soon" });
  });

  it("shows a provider failure as lines, but not a popup replaced by a newer one", async () => {
    const sdk = fakeSdk();
    sdk.signInWithPopup.mockRejectedValueOnce(
      Object.assign(new Error("Firebase: Error (auth/popup-blocked)."), { code: "auth/popup-blocked" }),
    );
    const { deps, notices, identity } = flow({ sdk });
    expect(await signInSocial("google", deps)).toBe("provider-error");
    expect(notices.current?.message).toEqual({ raw: "text of auth_popup_blocked\nCode: auth/popup-blocked" });
    expect(identity.loginWithFirebase).not.toHaveBeenCalled();

    notices.confirm();
    sdk.signInWithPopup.mockRejectedValueOnce({ code: "auth/cancelled-popup-request" });
    await signInSocial("google", deps);
    expect(notices.current).toBeNull();
  });

  it("shows the platform's refusal as a login error", async () => {
    const { deps, identity, notices } = flow();
    identity.loginWithFirebase.mockRejectedValueOnce(
      new ApiError({
        kind: "http",
        path: "/wps/session/login",
        status: 400,
        serverMessage: "Account locked",
      }),
    );
    expect(await signInSocial("google", deps)).toBe("failed");
    expect(notices.current?.message).toEqual({ raw: "Account locked" });
  });

  it("in a home-screen app leaves by redirect, then finishes on the next mount", async () => {
    const storage = memoryStorage();
    const standalone = readEnvironment("Mozilla/5.0 (iPhone)", "", true);
    const leaving = flow({ storage, environment: standalone });
    expect(await signInSocial("twitter", leaving.deps)).toBe("redirecting");
    expect(leaving.identity.loginWithFirebase).not.toHaveBeenCalled();

    const back = flow({ storage, sdk: fakeSdk({ redirectToken: "back" }) });
    expect(await completeRedirectSignIn(back.deps)).toBe("done");
    expect(back.identity.loginWithFirebase).toHaveBeenCalledWith("twitter", "back");
  });
});

describe("social sign-in through the native shell's bridge (docs/native-shell.md)", () => {
  const android = readEnvironment("Android WLApp/android WLBridge/facebookLogin,lineLogin");

  it.each([
    { channel: "facebook", call: "facebookLogin" },
    { channel: "line", call: "lineLogin" },
  ] as const)(
    "$channel: the bridge's $call gives the ID token, firebase is never loaded",
    async ({ channel, call }) => {
      const nativeSignIn = vi.fn(async () => "native-token");
      const client = vi.fn();
      const { deps, identity } = flow({ environment: android, nativeSignIn, client });
      expect(await signInSocial(channel, deps)).toBe("done");
      expect(nativeSignIn).toHaveBeenCalledWith(call);
      expect(client).not.toHaveBeenCalled();
      expect(identity.loginWithFirebase).toHaveBeenCalledWith(channel, "native-token");
    },
  );

  it("a refused call (already shown as an alert) stops the sign-in", async () => {
    const { deps, identity } = flow({ environment: android, nativeSignIn: async () => null });
    expect(await signInSocial("facebook", deps)).toBe("provider-error");
    expect(identity.loginWithFirebase).not.toHaveBeenCalled();
  });

  it("a channel the bridge lacks and google keep their web way", async () => {
    const nativeSignIn = vi.fn(async () => "native-token");
    const { deps, notices } = flow({
      environment: android,
      nativeSignIn,
      sdk: fakeSdk({ popupToken: "tok" }),
    });
    expect(await signInSocial("twitter", deps)).toBe("blocked");
    expect(notices.current?.message).toEqual({ id: "coming_soon" });
    expect(await signInSocial("google", deps)).toBe("done");
    expect(nativeSignIn).not.toHaveBeenCalled();
  });
});
