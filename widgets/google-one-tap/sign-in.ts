import type { FirebaseAuthClient } from "../../engine/firebase/auth-client";
import { loginWithProviderToken, showProviderError } from "../../engine/firebase/finish-sign-in";
import type { IdentityFacade } from "../../engine/stores/identity-facade";
import type { LoginOutcome } from "../../engine/stores/identity-store";
import type { NoticeStore } from "../../engine/stores/notice-store";

export interface OneTapSignInDeps {
  identity: Pick<IdentityFacade, "loginWithFirebase">;
  notices: NoticeStore;
  /** The firebase client, loaded on first use. */
  client: () => Promise<FirebaseAuthClient>;
  translate: (id: string) => string;
}

/**
 * The account chosen in Google's prompt, signed in the Google button's way: firebase turns
 * Google's ID token into its own, and the platform logs in with it as the "google" channel (bind
 * chooser, automatic registration and failures included).
 */
export async function signInWithOneTap(
  googleIdToken: string,
  deps: OneTapSignInDeps,
): Promise<LoginOutcome | "failed" | "provider-error"> {
  let idToken: string;
  try {
    idToken = await (await deps.client()).signInWithGoogleIdToken(googleIdToken);
  } catch (error) {
    showProviderError(deps.notices, error, deps.translate);
    return "provider-error";
  }
  return loginWithProviderToken(deps, "google", idToken);
}
