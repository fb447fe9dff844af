/** A stand-in for firebase/auth's functions and providers: records calls, answers as a test says. */
import { vi } from "vitest";
import type { AuthSdk } from "../../engine/firebase/auth-client";
import type { FirebaseModules } from "../../engine/firebase/firebase-loader";

export const credential = (token: string) => ({ user: { getIdToken: async () => token } });

export function fakeSdk(
  answers: {
    popupToken?: string;
    redirectToken?: string | null;
    codeToken?: string;
    credentialToken?: string;
  } = {},
) {
  class Provider {
    constructor(readonly providerId = "") {}
  }
  const sdk = {
    GoogleAuthProvider: class extends Provider {
      constructor() {
        super("google.com");
      }
      static credential(idToken: string) {
        return { providerId: "google.com", idToken };
      }
    },
    FacebookAuthProvider: class extends Provider {
      constructor() {
        super("facebook.com");
      }
    },
    TwitterAuthProvider: class extends Provider {
      constructor() {
        super("twitter.com");
      }
    },
    OAuthProvider: Provider,
    RecaptchaVerifier: class {
      clear = vi.fn();
    },
    signInWithPopup: vi.fn(async (_auth: unknown, _provider: Provider) =>
      credential(answers.popupToken ?? "popup-token"),
    ),
    signInWithRedirect: vi.fn(async () => undefined),
    getRedirectResult: vi.fn(async () =>
      answers.redirectToken === null ? null : credential(answers.redirectToken ?? "redirect-token"),
    ),
    signInWithPhoneNumber: vi.fn(async (_auth: unknown, _phoneNumber: string, _verifier: unknown) => ({
      confirm: vi.fn(async (code: string) => {
        if (code !== "123456")
          throw Object.assign(new Error("wrong"), { code: "auth/invalid-verification-code" });
        return credential(answers.codeToken ?? "phone-token");
      }),
    })),
    signInWithCredential: vi.fn(async (_auth: unknown, _credential: { idToken: string }) =>
      credential(answers.credentialToken ?? "credential-token"),
    ),
    signOut: vi.fn(async () => undefined),
  };
  return sdk as typeof sdk & AuthSdk;
}

/** The modules the firebase loader imports (firebase/app and firebase/auth), around a fake SDK. */
export function fakeFirebaseModules(sdk = fakeSdk()) {
  const auth = { settings: { appVerificationDisabledForTesting: false } };
  const modules = {
    app: { getApps: vi.fn(() => []), initializeApp: vi.fn(() => ({ name: "[DEFAULT]" })) },
    auth: {
      ...sdk,
      initializeAuth: vi.fn(() => auth),
      connectAuthEmulator: vi.fn(),
      inMemoryPersistence: {},
      browserPopupRedirectResolver: {},
    },
  };
  return { modules: modules as unknown as FirebaseModules, raw: modules, auth };
}
