/**
 * Firebase, loaded only when a member first uses a sign-in method that needs it (never on the
 * first page), and initialised once per app, only for a merchant whose config has an apiKey.
 */
import type { MerchantConfig } from "../config/merchant-config";
import type { KeyValueStorage } from "../platform/storage";
import { allowThirdPartyScripts } from "../security/trusted-types";
import { FirebaseAuthClient } from "./auth-client";

export type FirebaseConfig = NonNullable<MerchantConfig["firebase"]>;

export interface FirebaseModules {
  app: Pick<typeof import("firebase/app"), "initializeApp" | "getApps">;
  auth: typeof import("firebase/auth");
}

export const importFirebase = async (): Promise<FirebaseModules> => {
  const [app, auth] = await Promise.all([import("firebase/app"), import("firebase/auth")]);
  return { app, auth };
};

/** Builds the client from loaded modules: app, auth, and the Auth emulator when configured. */
export function createAuthClient(
  modules: FirebaseModules,
  config: FirebaseConfig,
  sessionStorage: KeyValueStorage,
): FirebaseAuthClient {
  const { app: appSdk, auth: sdk } = modules;
  // Auth adds Google's helper scripts by address itself, for popups and reCAPTCHA.
  allowThirdPartyScripts();
  const app =
    appSdk.getApps()[0] ??
    appSdk.initializeApp({
      apiKey: config.apiKey,
      authDomain: config.authDomain,
      projectId: config.projectId,
      appId: config.appId,
      messagingSenderId: config.messagingSenderId,
    });
  // In memory: the firebase user is dropped once its token is handed to the platform.
  const auth = sdk.initializeAuth(app, {
    persistence: sdk.inMemoryPersistence,
    popupRedirectResolver: sdk.browserPopupRedirectResolver,
  });
  if (config.authEmulatorUrl) {
    sdk.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    // The emulator sends no real SMS and checks no reCAPTCHA; without this the verifier would load Google's.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  return new FirebaseAuthClient(auth, sdk, sessionStorage);
}

let client: Promise<FirebaseAuthClient> | null = null;

/** The app's one client, or null when the merchant has no firebase apiKey. */
export function firebaseAuth(
  config: MerchantConfig["firebase"],
  sessionStorage: KeyValueStorage,
  load: () => Promise<FirebaseModules> = importFirebase,
): Promise<FirebaseAuthClient> | null {
  if (!config?.apiKey) return null;
  client ??= load()
    .then((modules) => createAuthClient(modules, config, sessionStorage))
    .catch((error) => {
      // A failed chunk download must not stick: the next tap tries again.
      client = null;
      throw error;
    });
  return client;
}

/** Tests only: forget the client so the next call initialises again. */
export function resetFirebaseAuthForTests(): void {
  client = null;
}
