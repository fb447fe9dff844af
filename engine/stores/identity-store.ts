import { makeAutoObservable, runInAction } from "mobx";
import type { RegistrationRequest } from "../api/register";
import type { LoginRequest, LoginResponse } from "../api/session";
import type { MerchantConfig } from "../config/merchant-config";
import {
  LOGIN_REQUEST_LOCK_MS,
  NAVIGATE_AFTER_REGISTER_MS,
  REGISTER_DOUBLE_SUBMIT_GUARD_MS,
  TWO_FACTOR_COMPLETION_DELAY_MS,
} from "../constants";
import { ApiError } from "../http/envelope";
import { BIND_CUSTOMER_REQUIRED, LOGIN_VERIFY_REQUIRED, stripParenthetical } from "../http/error-catalogue";
import { decideAutoLogin } from "../identity/auto-login";
import { randomDeviceId } from "../identity/device-id";
import { destinationAfterLogin } from "../identity/login-destination";
import { decodePassword, type RememberedLoginStore } from "../identity/remembered-login";
import { SubmitLock } from "../identity/submit-lock";
import {
  checkTwoFactorAnswer,
  METHOD_CODES,
  offeredMethods,
  type TwoFactorAnswer,
} from "../identity/two-factor";
import type {
  BindChoice,
  CaptchaAnswer,
  LoginCredentials,
  SocialChannel,
  TwoFactorMethod,
  TwoFactorPrompt,
} from "../identity/types";
import type { AppEnvironment } from "../platform/environment";
import { HOME_PATH } from "../routing/aliases";
import type { IdentityApi } from "./identity/identity-api";
import type { MemberStore } from "./member-store";
import type { NoticeStore } from "./notice-store";
import type { SessionStore } from "./session-store";

/**
 * A random 16-character password (15 random hex digits, about 60 bits, plus a capital) for an
 * account that signs in socially and was never given one.
 */
function randomPassword(): string {
  return `${randomDeviceId().replace(/-/g, "").slice(0, 15)}A`;
}

export interface IdentityDeps {
  api: IdentityApi;
  session: SessionStore;
  member: MemberStore;
  remembered: RememberedLoginStore;
  config: () => MerchantConfig;
  feature: (key: "MOBILEAUTOLOGIN3" | "PWDEXPFORCECHANGE3" | "FIREBASECREATEACC3") => boolean;
  environment: AppEnvironment;
  /** The device id sent as loginDeviceId (resolved on first use: it writes a cookie). */
  deviceId: () => string;
  /** Login and registration `device` (IPAD, PWA, WEBCLIP) when one applies. */
  device: () => LoginRequest["device"];
  navigate: (path: string, options?: { replace?: boolean }) => void;
  wait: (ms: number) => Promise<void>;
  now?: () => number;
  notices: NoticeStore;
  /** Codes and tracking kept from the landing link, and the page's address. */
  registrationContext: () => {
    affiliateCode: string | null;
    referralCode: string | null;
    domain: string | null;
    pixelTrack: Record<string, string>;
    registerUrl: string;
  };
}

/** What the registration form collected; the rest of the request comes from the device and landing. */
export interface RegistrationForm {
  username?: string;
  password?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  referralCode?: string;
}

/** How a login attempt ended, when it did not throw. */
export type LoginOutcome = "done" | "two-factor" | "bind-choice" | "locked";

export interface PasswordLogin {
  username: string;
  password: string;
  /** Keep the username and password on this device for next time. */
  remember: boolean;
  captcha?: CaptchaAnswer;
}

/**
 * Sign-in and sign-out (spec sections 4, 5 and 8): the login request and its lock, the
 * two-factor step, social and SMS-provider sign-in with the bind chooser, auto-login, and what
 * follows a session starting (remembered login, where to go). Screens hold their own form input;
 * failures are thrown as ApiError for them to show, so nothing typed is lost.
 */
export class IdentityStore {
  /** The two-factor modal's state, while login_verify_required is being answered. */
  twoFactor: TwoFactorPrompt | null = null;
  /** The register-or-login chooser after bind_customer_required. */
  bindChoice: BindChoice | null = null;
  /** A failed login asked for the image captcha (value.captcha true, wire contract). */
  imageCaptchaRequested = false;
  busy = false;
  private readonly loginLock: SubmitLock;
  private readonly registerLock: SubmitLock;
  /** What the two-factor step must remember to finish the login as it was asked for. */
  private pendingRemember = false;

  constructor(private readonly deps: IdentityDeps) {
    this.loginLock = new SubmitLock(LOGIN_REQUEST_LOCK_MS, deps.now);
    this.registerLock = new SubmitLock(REGISTER_DOUBLE_SUBMIT_GUARD_MS, deps.now);
    makeAutoObservable<IdentityStore, "deps" | "loginLock" | "registerLock">(this, {
      deps: false,
      loginLock: false,
      registerLock: false,
    });
  }

  /** The login form's prefill: the remembered username and password of this merchant. */
  get rememberedLogin(): { username: string; password: string } | null {
    return this.deps.remembered.forMerchant(this.deps.config().code);
  }

  private baseRequest(): Pick<LoginRequest, "loginDeviceId" | "isOfficialAppLogin" | "device"> {
    return {
      loginDeviceId: this.deps.deviceId(),
      isOfficialAppLogin: this.deps.environment.nativeApp !== null,
      device: this.deps.device(),
    };
  }

  /**
   * Username and password. "locked" when another login went out less than 500 ms ago.
   * Throws the ApiError of a failed login after applying its side effects.
   */
  async loginWithPassword(form: PasswordLogin): Promise<LoginOutcome> {
    if (!this.loginLock.tryAcquire()) return "locked";
    const username = form.username.trim();
    return this.attempt(
      { ...this.baseRequest(), username, password: form.password, type: "username", ...form.captcha },
      { username, password: form.password, remember: form.remember, type: "username" },
    );
  }

  /** The backend's own SMS login: the code travels as the password. */
  async loginWithSmsCode(mobile: { countryDialingCode: string; mobileNum: string; code: string }) {
    if (!this.loginLock.tryAcquire()) return "locked" as const;
    return this.attempt(
      { ...this.baseRequest(), mobileNum: mobile.mobileNum, password: mobile.code, type: "sms" },
      { username: mobile.mobileNum, password: "", remember: false, type: "sms" },
    );
  }

  /** A firebase ID token from social or SMS-provider sign-in. */
  async loginWithFirebase(channel: SocialChannel | "phone", idToken: string): Promise<LoginOutcome> {
    try {
      return await this.attempt(
        {
          ...this.baseRequest(),
          password: "",
          type: "firebase",
          firebaseIdToken: idToken,
          ...(channel === "phone" ? {} : { firebaseChannel: channel }),
        },
        { username: "", password: "", remember: false, type: "firebase" },
      );
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === BIND_CUSTOMER_REQUIRED) {
        return this.offerBinding(error, channel, idToken);
      }
      throw error;
    }
  }

  private async offerBinding(error: ApiError, channel: BindChoice["channel"], idToken: string) {
    const choice = { message: stripParenthetical(error.serverMessage ?? ""), channel, idToken };
    if (this.deps.config().auth?.autoRegisterOnBind) {
      await this.registerFromSocial(choice);
      return "done" as const;
    }
    runInAction(() => {
      this.bindChoice = choice;
    });
    return "bind-choice" as const;
  }

  /** 'register new' is offered only with FIREBASECREATEACC3 (spec section 5). */
  get canRegisterFromSocial(): boolean {
    return this.deps.feature("FIREBASECREATEACC3");
  }

  /**
   * What every registration sends besides the form (spec section 3): where and how it happens,
   * the device, and the codes and tracking kept from the landing link — each part only if set.
   */
  private registrationBase(typedReferral?: string) {
    const landing = this.deps.registrationContext();
    return {
      registerMethod: this.registerMethod(),
      registerUrl: landing.registerUrl,
      loginDeviceId: this.deps.deviceId(),
      isOfficialAppLogin: this.deps.environment.nativeApp !== null,
      domain: landing.domain ?? undefined,
      referralCode: typedReferral?.trim() || landing.referralCode || undefined,
      affiliateCode: landing.affiliateCode ?? undefined,
      pixelTrack: Object.keys(landing.pixelTrack).length > 0 ? landing.pixelTrack : undefined,
      login: true,
      device: this.deps.device(),
    };
  }

  /** The chooser's 'register new': a new account bound to the social sign-in. */
  async registerFromSocial(choice: BindChoice = this.requireChoice()): Promise<void> {
    const config = this.deps.config();
    const request: RegistrationRequest = {
      ...this.registrationBase(),
      // The member signs in socially; without a merchant default the password is random and unused.
      password: config.auth?.defaultMobilePassword ?? randomPassword(),
      firebaseIdToken: choice.idToken,
      ...(choice.channel === "phone" ? {} : { firebaseChannel: choice.channel }),
    };
    const byMobile = Boolean(config.features?.MOBILENUMREG3 && !config.features?.REG3);
    // The member typed no username: registration by username needs one, so the platform suggests it.
    if (!byMobile) request.username = await this.deps.api.autoUsername();
    const response = await (byMobile ? this.deps.api.registerByMobile : this.deps.api.registerByUsername)(
      request,
    );
    runInAction(() => {
      this.bindChoice = null;
    });
    if (!response.token) return;
    await this.finish(
      {
        id: response.id ?? response.customerId ?? 0,
        token: response.token,
        userName: response.userName ?? response.customerName ?? "",
        customerType: 0,
        firstTimeLogin: false,
      },
      { username: "", password: "", remember: false, type: "firebase" },
    );
  }

  private requireChoice(): BindChoice {
    if (!this.bindChoice) throw new Error("No social sign-in is waiting for a choice");
    return this.bindChoice;
  }

  /** The chooser's 'login to existing account': back to the username form. */
  dismissBindChoice(): void {
    this.bindChoice = null;
  }

  /** registerMethod of the registration request (spec section 3). */
  registerMethod(): RegistrationRequest["registerMethod"] {
    const env = this.deps.environment;
    if (env.nativeApp) return "APP";
    if (env.standalone) return env.ios ? "WEBCLIP" : "PWA";
    return "H5";
  }

  private async attempt(request: LoginRequest, credentials: LoginCredentials): Promise<LoginOutcome> {
    this.busy = true;
    try {
      const response = await this.deps.api.login(request);
      await this.finish(response, credentials);
      return "done";
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return this.afterFailure(error, credentials);
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  private afterFailure(error: ApiError, credentials: LoginCredentials): LoginOutcome {
    this.deps.remembered.afterFailedLogin(error.errorCode);
    const value = error.value as Record<string, unknown> | null | undefined;
    if (value && value.captcha === true) {
      runInAction(() => {
        this.imageCaptchaRequested = true;
      });
    }
    if (error.errorCode === LOGIN_VERIFY_REQUIRED) {
      const methods = offeredMethods(value as never);
      if (methods.length > 0) {
        runInAction(() => {
          this.pendingRemember = credentials.remember;
          this.twoFactor = {
            methods,
            emailHint: typeof value?.email === "string" ? value.email : null,
            mobileHint: typeof value?.sms === "string" ? value.sms : null,
            username: credentials.username,
            password: credentials.password,
            verified: false,
          };
        });
        return "two-factor";
      }
    }
    throw error;
  }

  /**
   * The two-factor answer. Empty required fields come back by name (nothing is sent); a failed
   * verification throws; on success the modal shows its confirmation and the login completes
   * 0.5 s later.
   */
  async verifyTwoFactor(
    method: TwoFactorMethod,
    answer: TwoFactorAnswer,
  ): Promise<{ missing: keyof TwoFactorAnswer | null }> {
    const prompt = this.twoFactor;
    if (!prompt || prompt.verified) return { missing: null };
    const { trimmed, missing } = checkTwoFactorAnswer(method, answer);
    if (missing) return { missing };
    const response = await this.deps.api.verifyLogin({
      username: prompt.username,
      password: prompt.password,
      method: METHOD_CODES[method],
      ...trimmed,
    });
    runInAction(() => {
      prompt.verified = true;
    });
    await this.deps.wait(TWO_FACTOR_COMPLETION_DELAY_MS);
    runInAction(() => {
      this.twoFactor = null;
    });
    await this.finish(response, {
      username: prompt.username,
      password: prompt.password,
      remember: this.pendingRemember,
      type: "username",
    });
    return { missing: null };
  }

  cancelTwoFactor(): void {
    this.twoFactor = null;
  }

  /** Session info as the platform's clients keep it (spec section 3), from a login answer. */
  private startSession(response: LoginResponse): void {
    this.deps.session.start({
      id: response.id,
      token: response.token,
      merchantCode: this.deps.config().code,
      userName: response.userName,
      type: response.customerType,
      firstTimeLogin: response.firstTimeLogin,
    });
  }

  /**
   * A session started: store it, keep or forget the remembered login, then go where the member
   * must (spec section 4), replacing the login page in history.
   */
  async finish(response: LoginResponse, credentials: LoginCredentials): Promise<void> {
    const config = this.deps.config();
    this.startSession(response);
    if (credentials.type === "username" && credentials.remember) {
      this.deps.remembered.save({ ...credentials, merchant: config.code });
    } else if (credentials.type === "username") {
      this.deps.remembered.clear();
    }
    runInAction(() => {
      this.bindChoice = null;
      this.imageCaptchaRequested = false;
    });
    // passwordExpired is on the member record, not the login answer.
    await this.deps.member.load().catch(() => undefined);
    const destination = destinationAfterLogin({
      password: credentials.type === "username" ? credentials.password : undefined,
      weakPasswords: config.auth?.weakPasswords ?? [],
      firstTimeLogin: response.firstTimeLogin,
      passwordExpired: this.deps.member.info?.passwordExpired === true,
      forceChangeOnExpiry: this.deps.feature("PWDEXPFORCECHANGE3"),
    });
    this.deps.navigate(destination, { replace: true });
  }

  /**
   * Auto-login (MOBILEAUTOLOGIN3) with the remembered login, unless a skip rule of spec section 4
   * applies. Failures are quiet: the member simply sees the page as a visitor.
   */
  async autoLogin(search: string): Promise<boolean> {
    const decision = decideAutoLogin(
      {
        loggedIn: this.deps.session.isLoggedIn,
        loggedOutInThisTab: this.deps.session.loggedOutInThisTab,
        search,
        featureOn: this.deps.feature("MOBILEAUTOLOGIN3"),
        switchedOff: this.deps.remembered.autoLoginOff,
        remembered: this.deps.remembered.read(),
        merchant: this.deps.config().code,
      },
      decodePassword,
    );
    if (!decision.run) return false;
    try {
      const response = await this.deps.api.login({
        ...this.baseRequest(),
        username: decision.username,
        password: decision.password,
        type: "username",
      });
      this.startSession(response);
      return true;
    } catch (error) {
      if (error instanceof ApiError) this.deps.remembered.afterFailedLogin(error.errorCode);
      return false;
    }
  }

  /**
   * Registration (spec section 4): the register call, then the success alert, the token, and
   * home about 100 ms later. "locked" within 500 ms of the previous submit. Failures throw the
   * ApiError for the form to show; the form keeps its input.
   */
  async register(
    kind: "username" | "mobile",
    form: RegistrationForm,
    captcha: CaptchaAnswer = {},
  ): Promise<"done" | "locked"> {
    if (!this.registerLock.tryAcquire()) return "locked";
    const config = this.deps.config();
    const password =
      kind === "mobile" && !form.password
        ? (config.auth?.defaultMobilePassword ?? "")
        : (form.password ?? "");
    const request: RegistrationRequest = {
      ...this.registrationBase(form.referralCode),
      username: form.username?.trim() || undefined,
      password,
      mobileNum: form.mobileNum?.trim() || undefined,
      countryDialingCode: form.countryDialingCode?.trim() || undefined,
      verificationCode: form.verificationCode?.trim() || undefined,
      ...captcha,
    };
    this.busy = true;
    try {
      const { api } = this.deps;
      const response = await (kind === "mobile" ? api.registerByMobile : api.registerByUsername)(request);
      void this.deps.notices.show({ message: { id: "register_success" } });
      // A token is saved only when returned (spec section 5).
      if (response.token) {
        this.startSession({
          id: response.id ?? response.customerId ?? 0,
          token: response.token,
          userName: response.userName ?? response.customerName ?? request.username ?? "",
          customerType: 0,
          firstTimeLogin: false,
        });
      }
      await this.deps.wait(NAVIGATE_AFTER_REGISTER_MS);
      this.deps.navigate(HOME_PATH, { replace: true });
      return "done";
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /**
   * The member logs out: the platform is told (best effort) and the session ends locally
   * whatever the server says — a member who asks to leave must be out.
   */
  async logout(): Promise<void> {
    await this.deps.api.logout().catch(() => undefined);
    this.deps.session.clear("logout");
  }
}
