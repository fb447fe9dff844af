/**
 * Sign-in through firebase: social channels by popup (or redirect in home-screen apps) and the
 * phone provider's one-time code. Every path ends in a firebase ID token for the platform's
 * login; the firebase user itself is not kept, the platform's session is the one that counts.
 *
 * The SDK comes in as modules (see firebase-loader.ts) so tests can hand in fakes.
 */
import type {
  ApplicationVerifier,
  Auth,
  AuthProvider,
  ConfirmationResult,
  UserCredential,
} from "firebase/auth";
import type { SocialChannel } from "../identity/types";
import type { KeyValueStorage } from "../platform/storage";
import { CODE_EXPIRED, ProviderError } from "./provider-error";
import { rememberRedirectChannel, takeRedirectChannel } from "./redirect-channel";

export type AuthSdk = Pick<
  typeof import("firebase/auth"),
  | "signInWithPopup"
  | "signInWithRedirect"
  | "getRedirectResult"
  | "signInWithPhoneNumber"
  | "signInWithCredential"
  | "signOut"
  | "GoogleAuthProvider"
  | "FacebookAuthProvider"
  | "TwitterAuthProvider"
  | "OAuthProvider"
  | "RecaptchaVerifier"
>;

/** LINE is not built into firebase: it is an OpenID Connect provider named like this in the console. */
export const LINE_PROVIDER_ID = "oidc.line";

export class FirebaseAuthClient {
  private confirmation: ConfirmationResult | null = null;
  private verifier: (ApplicationVerifier & { clear?: () => void }) | null = null;

  constructor(
    private readonly auth: Auth,
    private readonly sdk: AuthSdk,
    private readonly sessionStorage: KeyValueStorage,
  ) {}

  private provider(channel: SocialChannel): AuthProvider {
    switch (channel) {
      case "google":
        return new this.sdk.GoogleAuthProvider();
      case "facebook":
        return new this.sdk.FacebookAuthProvider();
      case "twitter":
        return new this.sdk.TwitterAuthProvider();
      case "line":
        return new this.sdk.OAuthProvider(LINE_PROVIDER_ID);
    }
  }

  /**
   * The channel's ID token, or null when the page is leaving for the provider (redirect): the
   * sign-in then finishes in completeRedirect() on the next mount.
   */
  async signInWithChannel(channel: SocialChannel, options: { redirect: boolean }): Promise<string | null> {
    if (options.redirect) {
      rememberRedirectChannel(this.sessionStorage, channel);
      await this.sdk.signInWithRedirect(this.auth, this.provider(channel));
      return null;
    }
    return this.tokenOf(await this.sdk.signInWithPopup(this.auth, this.provider(channel)));
  }

  /**
   * Google's one-tap hands the page Google's own ID token (engine/firebase/one-tap.ts): firebase
   * signs in with it as with the Google button's popup, and its ID token goes to the platform.
   */
  async signInWithGoogleIdToken(googleIdToken: string): Promise<string> {
    const credential = this.sdk.GoogleAuthProvider.credential(googleIdToken);
    return this.tokenOf(await this.sdk.signInWithCredential(this.auth, credential));
  }

  /** A redirect sign-in started before this page loaded, finished: its channel and ID token. */
  async completeRedirect(): Promise<{ channel: SocialChannel; idToken: string } | null> {
    const channel = takeRedirectChannel(this.sessionStorage);
    if (!channel) return null;
    const result = await this.sdk.getRedirectResult(this.auth);
    return result ? { channel, idToken: await this.tokenOf(result) } : null;
  }

  /**
   * Sends the one-time code to a number in E.164 form (+, dialling code, number). The invisible
   * reCAPTCHA sits on `anchor`; a new send replaces the previous confirmation.
   */
  async sendPhoneCode(e164: string, anchor: HTMLElement): Promise<void> {
    this.verifier?.clear?.();
    this.verifier = new this.sdk.RecaptchaVerifier(this.auth, anchor, { size: "invisible" });
    try {
      this.confirmation = await this.sdk.signInWithPhoneNumber(this.auth, e164, this.verifier);
    } catch (error) {
      // A failed verifier cannot be rendered again on the same anchor.
      this.verifier.clear?.();
      this.verifier = null;
      throw error;
    }
  }

  /** The ID token for a correct code; with no code sent (or the page reloaded since), auth/code-expired. */
  async confirmPhoneCode(code: string): Promise<string> {
    if (!this.confirmation) throw new ProviderError(CODE_EXPIRED, "No verification is pending");
    const token = await this.tokenOf(await this.confirmation.confirm(code.trim()));
    this.confirmation = null;
    return token;
  }

  private async tokenOf(credential: UserCredential): Promise<string> {
    const token = await credential.user.getIdToken();
    await this.sdk.signOut(this.auth).catch(() => undefined);
    return token;
  }
}
