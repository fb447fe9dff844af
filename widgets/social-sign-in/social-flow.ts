/**
 * One social sign-in, from the tap to the platform's answer: blocked cases first (private
 * mode, unsupported channel in the Android app), then the provider, then the platform login.
 */
import type { FirebaseAuthClient } from "../../engine/firebase/auth-client";
import { loginWithProviderToken, showProviderError } from "../../engine/firebase/finish-sign-in";
import { nativeSignInCall, signsInByRedirect, socialSignInBlock } from "../../engine/firebase/sign-in-gate";
import type { SocialChannel } from "../../engine/identity/types";
import type { AppEnvironment } from "../../engine/platform/environment";
import type { IdentityFacade } from "../../engine/stores/identity-facade";
import type { NoticeStore } from "../../engine/stores/notice-store";

export interface SocialFlowDeps {
  identity: Pick<IdentityFacade, "loginWithFirebase">;
  notices: NoticeStore;
  environment: AppEnvironment;
  detectPrivateMode: () => Promise<boolean>;
  /** The firebase client, loaded on first use. */
  client: () => Promise<FirebaseAuthClient>;
  translate: (id: string) => string;
  /**
   * Runs a native shell's sign-in call (engine/platform/native-bridge.ts callWithAlerts): the ID
   * token, or null once the member has been told why not.
   */
  nativeSignIn?: (call: string) => Promise<string | null>;
}

export type SocialOutcome =
  | "blocked"
  | "provider-error"
  | "redirecting"
  | "failed"
  | "done"
  | "bind-choice"
  | "two-factor"
  | "locked";

export async function signInSocial(channel: SocialChannel, deps: SocialFlowDeps): Promise<SocialOutcome> {
  const block = socialSignInBlock(channel, deps.environment, await deps.detectPrivateMode());
  if (block) {
    void deps.notices.show({
      message: { id: block === "coming_soon" ? "coming_soon" : "incognito_not_supported" },
    });
    return "blocked";
  }
  const nativeCall = deps.nativeSignIn ? nativeSignInCall(channel, deps.environment) : null;
  if (nativeCall && deps.nativeSignIn) {
    const token = await deps.nativeSignIn(nativeCall);
    return token ? loginWithProviderToken(deps, channel, token) : "provider-error";
  }
  let idToken: string | null;
  try {
    const client = await deps.client();
    idToken = await client.signInWithChannel(channel, { redirect: signsInByRedirect(deps.environment) });
  } catch (error) {
    showProviderError(deps.notices, error, deps.translate);
    return "provider-error";
  }
  if (idToken === null) return "redirecting";
  return loginWithProviderToken(deps, channel, idToken);
}

/** A redirect sign-in started before this page loaded: finish it (spec section 4). */
export async function completeRedirectSignIn(deps: SocialFlowDeps): Promise<SocialOutcome | null> {
  let result: Awaited<ReturnType<FirebaseAuthClient["completeRedirect"]>>;
  try {
    result = await (await deps.client()).completeRedirect();
  } catch (error) {
    showProviderError(deps.notices, error, deps.translate);
    return "provider-error";
  }
  if (!result) return null;
  return loginWithProviderToken(deps, result.channel, result.idToken);
}
