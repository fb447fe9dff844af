/**
 * Spec section 5: when social sign-in may not start at all. Decided before firebase loads, so a
 * member who cannot sign in this way does not download it.
 */
import type { SocialChannel } from "../identity/types";
import type { AppEnvironment } from "../platform/environment";

export type SignInBlock = "incognito_not_supported" | "coming_soon";

/** The native bridge call that must exist for a channel inside the Android app (docs/native-shell.md). */
export const ANDROID_BRIDGE_CALLS: Readonly<Record<SocialChannel, string | null>> = {
  google: null,
  facebook: "facebookLogin",
  twitter: "twitterLogin",
  line: "lineLogin",
};

export function socialSignInBlock(
  channel: SocialChannel,
  environment: AppEnvironment,
  privateMode: boolean,
): SignInBlock | null {
  if (privateMode) return "incognito_not_supported";
  const call = ANDROID_BRIDGE_CALLS[channel];
  if (call && environment.nativeApp === "android" && !environment.bridge.includes(call)) return "coming_soon";
  return null;
}

/**
 * The bridge call that signs in with the provider's native SDK, when the shell offers one for the
 * channel (docs/native-shell.md): its result is the firebase ID token, or 'Failure…'.
 */
export function nativeSignInCall(channel: SocialChannel, environment: AppEnvironment): string | null {
  const call = ANDROID_BRIDGE_CALLS[channel];
  return call && environment.nativeApp !== null && environment.bridge.includes(call) ? call : null;
}

/**
 * Home-screen apps (PWA, iOS web clip) cannot hand a popup's result back to the page, so they
 * sign in by leaving for the provider and coming back.
 */
export function signsInByRedirect(environment: AppEnvironment): boolean {
  return environment.standalone;
}
