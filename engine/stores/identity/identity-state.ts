import { makeAutoObservable } from "mobx";
import type { BindChoice, TwoFactorPrompt } from "../../identity/types";

/**
 * What screens and overlays watch of sign-in, kept apart from the sign-in code itself: the
 * two-factor and bind-chooser overlays read it on every page (their `when` rules), while the code
 * that changes it loads only when a member signs in (engine/stores/identity-facade.ts).
 */
export class IdentityState {
  /** The register-or-login chooser after bind_customer_required. */
  bindChoice: BindChoice | null = null;
  /** A failed login asked for the image captcha (value.captcha true, wire contract). */
  imageCaptchaRequested = false;
  /** A login or registration is on its way: the forms disable their submit. */
  busy = false;
  /** The two-factor modal's state, while login_verify_required is being answered. */
  twoFactor: TwoFactorPrompt | null = null;

  constructor() {
    makeAutoObservable(this);
  }
}
