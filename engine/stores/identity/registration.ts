import type { RegistrationRequest, RegistrationResponse } from "../../api/register";
import type { LoginResponse } from "../../api/session";
import type { MerchantConfig } from "../../config/merchant-config";
import { NAVIGATE_AFTER_REGISTER_MS, REGISTER_DOUBLE_SUBMIT_GUARD_MS } from "../../constants";
import { randomDeviceId } from "../../identity/device-id";
import { SubmitLock } from "../../identity/submit-lock";
import type { BindChoice, CaptchaAnswer } from "../../identity/types";
import { CHANGE_PASSWORD_PATH, HOME_PATH } from "../../routing/aliases";
import { deviceFields, type IdentityDeps } from "./identity-deps";
import { startSession } from "./start-session";

/** What the registration form collected; the rest of the request comes from the device and landing. */
export interface RegistrationForm {
  username?: string;
  password?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  referralCode?: string;
}

/**
 * The registration request's smsTemplate (spec §3): the merchant's (`auth.smsTemplate`), sent with
 * a registration by mobile number, the one that gives the platform a number to text
 * (docs/decisions.md); nothing when the merchant sets none.
 */
function smsTemplateOf(config: MerchantConfig): Pick<RegistrationRequest, "smsTemplate"> {
  const template = config.auth?.smsTemplate;
  return template ? { smsTemplate: template } : {};
}

/** Runs work while the sign-in store shows busy: login and registration share one spinner. */
export type WhileBusy = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * A random 16-character password (15 random hex digits, about 60 bits, plus a capital) for an
 * account that signs in socially and was never given one.
 */
function randomPassword(): string {
  return `${randomDeviceId().replace(/-/g, "").slice(0, 15)}A`;
}

/**
 * The session a registration started, in the shape of a login answer, or null when no token came
 * back: then none is stored (spec section 5). The answer carries no member type nor first-login
 * flag, so 0 and false stand in.
 */
function sessionFromRegistration(response: RegistrationResponse, typedUsername = ""): LoginResponse | null {
  if (!response.token) return null;
  return {
    id: response.id ?? response.customerId ?? 0,
    token: response.token,
    userName: response.userName ?? response.customerName ?? typedUsername,
    customerType: 0,
    firstTimeLogin: false,
  };
}

/**
 * Registration (spec sections 3, 4 and 5): the form's, and a new account for a social or
 * SMS-provider sign-in the platform did not know. Failures throw the ApiError for the screen to
 * show; the form keeps its input.
 */
export class Registration {
  private readonly lock: SubmitLock;

  constructor(
    private readonly deps: IdentityDeps,
    private readonly whileBusy: WhileBusy,
  ) {
    this.lock = new SubmitLock(REGISTER_DOUBLE_SUBMIT_GUARD_MS, deps.now);
  }

  /** registerMethod of the registration request (spec section 3). */
  registerMethod(): RegistrationRequest["registerMethod"] {
    const env = this.deps.environment;
    if (env.nativeApp) return "APP";
    if (env.standalone) return env.ios ? "WEBCLIP" : "PWA";
    return "H5";
  }

  /**
   * What every registration sends besides the form (spec section 3): where and how it happens,
   * the device, and the codes and tracking kept from the landing link — each part only if set.
   */
  private base(typedReferral?: string) {
    const landing = this.deps.registrationContext();
    return {
      registerMethod: this.registerMethod(),
      registerUrl: landing.registerUrl,
      ...deviceFields(this.deps),
      domain: landing.domain ?? undefined,
      referralCode: typedReferral?.trim() || landing.referralCode || undefined,
      affiliateCode: landing.affiliateCode ?? undefined,
      pixelTrack: Object.keys(landing.pixelTrack).length > 0 ? landing.pixelTrack : undefined,
      login: true,
    };
  }

  /**
   * The registration form (spec section 4): the register call, then the success alert, the
   * token, and home about 100 ms later (by way of the forced change when the merchant's default
   * mobile password was sent). "locked" within 500 ms of the previous submit.
   */
  async register(
    kind: "username" | "mobile",
    form: RegistrationForm,
    captcha: CaptchaAnswer = {},
  ): Promise<"done" | "locked"> {
    if (!this.lock.tryAcquire()) return "locked";
    const { api, config } = this.deps;
    this.deps.tracking.track("registerSubmit");
    const defaultPassword =
      kind === "mobile" && !form.password ? config().auth?.defaultMobilePassword : undefined;
    const password = defaultPassword ?? form.password ?? "";
    const request: RegistrationRequest = {
      ...this.base(form.referralCode),
      username: form.username?.trim() || undefined,
      password,
      mobileNum: form.mobileNum?.trim() || undefined,
      countryDialingCode: form.countryDialingCode?.trim() || undefined,
      verificationCode: form.verificationCode?.trim() || undefined,
      ...(kind === "mobile" ? smsTemplateOf(config()) : {}),
      ...captcha,
    };
    return this.whileBusy(async () => {
      const response = await (kind === "mobile" ? api.registerByMobile : api.registerByUsername)(request);
      void this.deps.notices.show({ message: { id: "register_success" } });
      const session = sessionFromRegistration(response, request.username);
      if (session) startSession(this.deps, session);
      // The merchant's default password is weak by rule (spec §5): the new member replaces it
      // first, without being asked for it (docs/decisions.md), then goes home as §4 says.
      const changeFirst = session !== null && defaultPassword !== undefined;
      if (changeFirst) this.deps.passwordChange.require(HOME_PATH, true);
      this.deps.tracking.track(
        "register",
        session ? { customerId: session.id, customerName: session.userName } : {},
      );
      await this.deps.wait(NAVIGATE_AFTER_REGISTER_MS);
      this.deps.navigate(changeFirst ? CHANGE_PASSWORD_PATH : HOME_PATH, { replace: true });
      return "done" as const;
    });
  }

  /**
   * A new account bound to the sign-in the chooser offered ('register new'). Returns the session
   * the platform started, for the caller to finish like a login; null when it returned no token.
   */
  async registerFromSocial(choice: BindChoice): Promise<LoginResponse | null> {
    const { api } = this.deps;
    const config = this.deps.config();
    const request: RegistrationRequest = {
      ...this.base(),
      // The member signs in socially; without a merchant default the password is random and unused.
      password: config.auth?.defaultMobilePassword ?? randomPassword(),
      firebaseIdToken: choice.idToken,
      ...(choice.channel === "phone" ? {} : { firebaseChannel: choice.channel }),
    };
    this.deps.tracking.track("registerSubmit", { method: "firebase" });
    const byMobile = Boolean(config.features?.MOBILENUMREG3 && !config.features?.REG3);
    if (byMobile) Object.assign(request, smsTemplateOf(config));
    // The member typed no username: registration by username needs one, so the platform suggests it.
    else request.username = await api.autoUsername();
    const response = await (byMobile ? api.registerByMobile : api.registerByUsername)(request);
    return sessionFromRegistration(response);
  }
}
