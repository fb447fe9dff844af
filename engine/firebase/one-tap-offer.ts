/**
 * GOOGLELOGIN3 (spec section 6): whether Google's one-tap is offered. Off inside the native app,
 * where Google's script cannot show its prompt, and for members already logged in. Pure, and
 * apart from the prompt's loader (./one-tap.ts), so the rules that read it carry nothing else.
 */
import type { SocialChannel } from "../identity/types";

export interface OneTapInputs {
  featureOn: boolean;
  nativeApp: "ios" | "android" | null;
  loggedIn: boolean;
  channels: readonly SocialChannel[];
  /** The OAuth client id one-tap is issued for (firebase.googleWebClientId). */
  clientId: string | undefined;
}

export function shouldOfferOneTap(inputs: OneTapInputs): boolean {
  return (
    inputs.featureOn &&
    inputs.nativeApp === null &&
    !inputs.loggedIn &&
    inputs.channels.includes("google") &&
    Boolean(inputs.clientId)
  );
}
