import { runInAction } from "mobx";
import type { LoginRequest, LoginResponse } from "../api/session";
import { LOGIN_REQUEST_LOCK_MS } from "../constants";
import { ApiError } from "../http/envelope";
import { BIND_CUSTOMER_REQUIRED, LOGIN_VERIFY_REQUIRED, stripParenthetical } from "../http/error-catalogue";
import { SubmitLock } from "../identity/submit-lock";
import type { TwoFactorAnswer } from "../identity/two-factor";
import type {
  BindChoice,
  CaptchaAnswer,
  LoginCredentials,
  SocialChannel,
  TwoFactorMethod,
} from "../identity/types";
import { tryAutoLogin } from "./identity/auto-login";
import { deviceFields, type IdentityDeps } from "./identity/identity-deps";
import { landAfterSignIn } from "./identity/landing";
import { Registration, type RegistrationForm } from "./identity/registration";
import { startSession } from "./identity/start-session";
import { TwoFactorStep } from "./identity/two-factor-step";

/** How a login attempt ended, when it did not throw. */
export type LoginOutcome = "done" | "two-factor" | "bind-choice" | "locked";

export interface PasswordLogin {
  username: string;
  password: string;
  /** Keep the username and password on this device for next time. */
  remember: boolean;
  captcha?: CaptchaAnswer;
}

/** A firebase sign-in has no username or password of its own: nothing to remember. */
const FIREBASE_CREDENTIALS: LoginCredentials = {
  username: "",
  password: "",
  remember: false,
  type: "firebase",
};

/**
 * Sign-in and sign-out (spec sections 4, 5 and 8): the login request and its lock, social and
 * SMS-provider sign-in with the bind chooser, and what follows a session starting (remembered
 * login, where to go). Registration, the two-factor step and auto-login are parts of their own
 * (engine/stores/identity/). Screens talk to it through IdentityFacade (`stores.identity`), which
 * also holds what needs no sign-in code (the observable IdentityState, the remembered prefill).
 * Screens hold their own form input; failures are thrown as ApiError for them to show, so nothing
 * typed is lost.
 */
export class IdentityStore {
  readonly registration: Registration;
  private readonly twoFactorStep: TwoFactorStep;
  private readonly loginLock: SubmitLock;

  constructor(private readonly deps: IdentityDeps) {
    this.loginLock = new SubmitLock(LOGIN_REQUEST_LOCK_MS, deps.now);
    this.registration = new Registration(deps, (work) => this.whileBusy(work));
    this.twoFactorStep = new TwoFactorStep(deps, (response, credentials) =>
      this.finish(response, credentials),
    );
  }

  /**
   * Username and password. "locked" when another login went out less than 500 ms ago.
   * Throws the ApiError of a failed login after applying its side effects.
   */
  async loginWithPassword(form: PasswordLogin): Promise<LoginOutcome> {
    if (!this.loginLock.tryAcquire()) return "locked";
    const username = form.username.trim();
    return this.attempt(
      { ...deviceFields(this.deps), username, password: form.password, type: "username", ...form.captcha },
      { username, password: form.password, remember: form.remember, type: "username" },
    );
  }

  /** The backend's own SMS login: the code travels as the password. */
  async loginWithSmsCode(mobile: { countryDialingCode: string; mobileNum: string; code: string }) {
    if (!this.loginLock.tryAcquire()) return "locked" as const;
    return this.attempt(
      { ...deviceFields(this.deps), mobileNum: mobile.mobileNum, password: mobile.code, type: "sms" },
      { username: mobile.mobileNum, password: "", remember: false, type: "sms" },
    );
  }

  /** A firebase ID token from social or SMS-provider sign-in. */
  async loginWithFirebase(channel: SocialChannel | "phone", idToken: string): Promise<LoginOutcome> {
    try {
      return await this.attempt(
        {
          ...deviceFields(this.deps),
          password: "",
          type: "firebase",
          firebaseIdToken: idToken,
          ...(channel === "phone" ? {} : { firebaseChannel: channel }),
        },
        FIREBASE_CREDENTIALS,
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
    // Registering by itself creates an account: only where the merchant lets social sign-in create
    // one (FIREBASECREATEACC3, spec §5). With that switch off the chooser's login is the only way.
    if (this.deps.config().auth?.autoRegisterOnBind && this.deps.feature("FIREBASECREATEACC3")) {
      await this.registerFromSocial(choice);
      return "done" as const;
    }
    runInAction(() => {
      this.deps.state.bindChoice = choice;
    });
    return "bind-choice" as const;
  }

  /** The chooser's 'register new': a new account bound to the social sign-in, then signed in. */
  async registerFromSocial(choice: BindChoice = this.requireChoice()): Promise<void> {
    const session = await this.registration.registerFromSocial(choice);
    runInAction(() => {
      this.deps.state.bindChoice = null;
    });
    if (session) await this.finish(session, FIREBASE_CREDENTIALS, "register");
  }

  private requireChoice(): BindChoice {
    const choice = this.deps.state.bindChoice;
    if (!choice) throw new Error("No social sign-in is waiting for a choice");
    return choice;
  }

  /** The registration form's submit (see Registration.register). */
  register(kind: "username" | "mobile", form: RegistrationForm, captcha?: CaptchaAnswer) {
    return this.registration.register(kind, form, captcha);
  }

  /** The modal's answer (see TwoFactorStep.verify). */
  verifyTwoFactor(method: TwoFactorMethod, answer: TwoFactorAnswer) {
    return this.twoFactorStep.verify(method, answer);
  }

  /** Runs `work` with `busy` set until it settles, however it ends. */
  private async whileBusy<T>(work: () => Promise<T>): Promise<T> {
    runInAction(() => {
      this.deps.state.busy = true;
    });
    try {
      return await work();
    } finally {
      runInAction(() => {
        this.deps.state.busy = false;
      });
    }
  }

  private attempt(request: LoginRequest, credentials: LoginCredentials): Promise<LoginOutcome> {
    return this.whileBusy(async () => {
      try {
        const response = await this.deps.api.login(request);
        await this.finish(response, credentials);
        return "done";
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return this.afterFailure(error, credentials);
      }
    });
  }

  private afterFailure(error: ApiError, credentials: LoginCredentials): LoginOutcome {
    this.deps.remembered.afterFailedLogin(error.errorCode);
    const value = error.value as Record<string, unknown> | null | undefined;
    if (value && value.captcha === true) {
      runInAction(() => {
        this.deps.state.imageCaptchaRequested = true;
      });
    }
    if (error.errorCode === LOGIN_VERIFY_REQUIRED && this.twoFactorStep.open(value, credentials)) {
      return "two-factor";
    }
    throw error;
  }

  /**
   * A session started: store it, keep or forget the remembered login, then go where the member
   * must (spec section 4), replacing the login page in history.
   */
  async finish(
    response: LoginResponse,
    credentials: LoginCredentials,
    /** A new account bound to a social sign-in is a registration for the ad networks, not a login. */
    tracked: "login" | "register" = "login",
  ): Promise<void> {
    const config = this.deps.config();
    startSession(this.deps, response);
    this.deps.tracking.track(tracked, tracked === "register" ? { method: "firebase" } : {});
    if (credentials.type === "username" && credentials.remember) {
      this.deps.remembered.save({ ...credentials, merchant: config.code });
    } else if (credentials.type === "username") {
      this.deps.remembered.clear();
    }
    runInAction(() => {
      this.deps.state.bindChoice = null;
      this.deps.state.imageCaptchaRequested = false;
    });
    const destination = await landAfterSignIn(this.deps, {
      response,
      password: credentials.type === "username" ? credentials.password : undefined,
      returnTo: this.deps.returnPath?.() ?? null,
    });
    this.deps.navigate(destination, { replace: true });
  }

  /**
   * The member's password changed (/m/changePsw): a login remembered for them keeps the new one.
   * Kept with the old one, the next visit would prefill a password that no longer works, and an
   * auto-login with it would fail and forget the login altogether.
   */
  passwordChanged(newPassword: string): void {
    const remembered = this.deps.remembered.forMerchant(this.deps.config().code);
    const userName = this.deps.session.info?.userName;
    if (!remembered || !userName || remembered.username.toLowerCase() !== userName.toLowerCase()) return;
    this.deps.remembered.save({
      username: remembered.username,
      password: newPassword,
      type: "username",
      merchant: this.deps.config().code,
    });
  }

  /** Auto-login at start-up (see tryAutoLogin): true when a session started. */
  autoLogin(search: string): Promise<boolean> {
    return tryAutoLogin(this.deps, search);
  }

  /**
   * The member logs out: the session ends here at once — a member who asks to leave must be out,
   * and no answer still on its way may speak for them after — then the platform is told (best
   * effort) with the token the session had.
   */
  async logout(token: string | null = this.deps.session.token): Promise<void> {
    this.deps.session.clear("logout");
    if (token) await this.deps.api.logout(token).catch(() => undefined);
  }
}
