/**
 * Which captcha a form uses (spec section 5): the slider (geetest) when its switch is on for the
 * form and the whitelabel allows it, else the plain image captcha when the backend asks for one,
 * else none. The SMS captcha exists only as geetest v4. GEETESTTEST3 puts the slider on trial
 * (docs/decisions.md, 'Geetest in test mode'): shown where GEETEST3 would show it, but a provider
 * that cannot load or start never stops the form.
 */
export type CaptchaPurpose = "login" | "register" | "sms";
export type GeetestVersion = "v3" | "v4";

export interface CaptchaInputs {
  purpose: CaptchaPurpose;
  /** Live feature flags (whitelabel over the merchant file). */
  features: { GEETEST3?: boolean; GEETESTTEST3?: boolean; GEETESTVCODE3?: boolean };
  /** The merchant's geetest block, with the status call's gw values already laid over it. */
  geetest: { id?: string; version?: GeetestVersion; login?: boolean; forms?: boolean } | undefined;
  /** The status call's register.captcha.enabled. */
  registerCaptchaEnabled: boolean;
  /** The last failed login answered value.captcha true. */
  imageCaptchaRequested: boolean;
}

export type CaptchaChoice =
  /** `trial`: GEETESTTEST3; the form goes on without the slider when the provider fails. */
  | { kind: "geetest"; version: GeetestVersion; captchaId: string; trial: boolean }
  | { kind: "image" }
  | { kind: null }
  /** A captcha is switched on that cannot work: the form says 'Geetest service not work'. */
  | { kind: "unavailable"; messageId: "geetest_service_not_work" };

const unavailable = { kind: "unavailable", messageId: "geetest_service_not_work" } as const;

export function chooseCaptcha(inputs: CaptchaInputs): CaptchaChoice {
  const geetest = inputs.geetest ?? {};
  const version = geetest.version ?? "v3";
  const captchaId = geetest.id ?? "";
  // The schema's defaults: both switches are on unless the merchant turns one off.
  const switchOn = inputs.purpose === "login" ? geetest.login !== false : geetest.forms !== false;
  const trial = inputs.features.GEETESTTEST3 === true;
  // On trial, a slider that cannot work is no slider: the form must not be stopped by it.
  const cannotWork = trial ? ({ kind: null } as const) : unavailable;

  if (inputs.purpose === "sms") {
    if (!inputs.features.GEETESTVCODE3 || !switchOn) return { kind: null };
    if (version !== "v4" || captchaId === "") return cannotWork;
    return { kind: "geetest", version, captchaId, trial };
  }

  if ((inputs.features.GEETEST3 || trial) && switchOn) {
    // v3 takes its keys from GET /wps/captcha/geetest; v4 cannot start without the captcha id.
    if (version === "v4" && captchaId === "") return cannotWork;
    return { kind: "geetest", version, captchaId, trial };
  }
  const imageWanted =
    inputs.purpose === "login" ? inputs.imageCaptchaRequested : inputs.registerCaptchaEnabled;
  return imageWanted ? { kind: "image" } : { kind: null };
}
