/**
 * GOOGLELOGIN3 (spec section 6): Google's one-tap prompt. Off inside the native app, where
 * Google's script cannot show its prompt, and for members already logged in. The decision is
 * pure; Google Identity Services is loaded only behind it.
 */
import type { SocialChannel } from "../identity/types";
import { scriptUrl } from "../security/trusted-types";

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

export const GOOGLE_IDENTITY_SCRIPT = "https://accounts.google.com/gsi/client";

let loading: Promise<void> | null = null;

/** Adds Google's script once; a failed load is forgotten so a later call can try again. */
export function loadGoogleIdentityServices(doc: Document = document): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = scriptUrl(GOOGLE_IDENTITY_SCRIPT);
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error(`${GOOGLE_IDENTITY_SCRIPT} did not load`));
    };
    doc.head.append(script);
  });
  return loading;
}
