/**
 * `stores.identity`, as screens know it, without the sign-in code on the first page: what the
 * overlays and forms watch lives in IdentityState (small, loaded with the app), and the flows that
 * change it (login, registration, two-factor, auto-login, logout: engine/stores/identity-store.ts
 * and its parts) load on the first call — or earlier, when a sign-in form appears (`preload`). A
 * visitor who only browses never downloads them.
 */

import type { LoginResponse } from "../api/session";
import type { MerchantConfig } from "../config/merchant-config";
import type { RememberedLoginStore } from "../identity/remembered-login";
import type { TwoFactorAnswer } from "../identity/two-factor";
import type {
  BindChoice,
  CaptchaAnswer,
  LoginCredentials,
  SocialChannel,
  TwoFactorMethod,
  TwoFactorPrompt,
} from "../identity/types";
import type { IdentityState } from "./identity/identity-state";
import type { RegistrationForm } from "./identity/registration";
import type { IdentityStore, LoginOutcome, PasswordLogin } from "./identity-store";
import type { SessionStore } from "./session-store";

export interface IdentityFacadeDeps {
  state: IdentityState;
  remembered: RememberedLoginStore;
  session: SessionStore;
  config: () => MerchantConfig;
  feature: (key: "MOBILEAUTOLOGIN3" | "FIREBASECREATEACC3") => boolean;
  /** Loads the sign-in code and builds the store over the same state. */
  create: () => Promise<IdentityStore>;
}

export class IdentityFacade {
  private loading: Promise<IdentityStore> | null = null;

  constructor(private readonly deps: IdentityFacadeDeps) {}

  private flows(): Promise<IdentityStore> {
    this.loading ??= this.deps.create().catch((error) => {
      // A failed download (a flaky network) is tried again on the next call.
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  /** A sign-in form is showing: fetch the code now, so the submit does not wait for it. */
  preload(): void {
    void this.flows().catch(() => undefined);
  }

  get bindChoice(): BindChoice | null {
    return this.deps.state.bindChoice;
  }

  get imageCaptchaRequested(): boolean {
    return this.deps.state.imageCaptchaRequested;
  }

  set imageCaptchaRequested(requested: boolean) {
    this.deps.state.imageCaptchaRequested = requested;
  }

  get busy(): boolean {
    return this.deps.state.busy;
  }

  get twoFactor(): TwoFactorPrompt | null {
    return this.deps.state.twoFactor;
  }

  set twoFactor(prompt: TwoFactorPrompt | null) {
    this.deps.state.twoFactor = prompt;
  }

  /** The login form's prefill: the remembered username and password of this merchant. */
  get rememberedLogin(): { username: string; password: string } | null {
    return this.deps.remembered.forMerchant(this.deps.config().code);
  }

  /** 'register new' is offered only with FIREBASECREATEACC3 (spec section 5). */
  get canRegisterFromSocial(): boolean {
    return this.deps.feature("FIREBASECREATEACC3");
  }

  dismissBindChoice(): void {
    this.deps.state.bindChoice = null;
  }

  cancelTwoFactor(): void {
    this.deps.state.twoFactor = null;
  }

  async loginWithPassword(form: PasswordLogin): Promise<LoginOutcome> {
    return (await this.flows()).loginWithPassword(form);
  }

  async loginWithSmsCode(mobile: { countryDialingCode: string; mobileNum: string; code: string }) {
    return (await this.flows()).loginWithSmsCode(mobile);
  }

  async loginWithFirebase(channel: SocialChannel | "phone", idToken: string): Promise<LoginOutcome> {
    return (await this.flows()).loginWithFirebase(channel, idToken);
  }

  async register(kind: "username" | "mobile", form: RegistrationForm, captcha?: CaptchaAnswer) {
    return (await this.flows()).register(kind, form, captcha);
  }

  async registerFromSocial(choice?: BindChoice): Promise<void> {
    return (await this.flows()).registerFromSocial(choice);
  }

  async verifyTwoFactor(method: TwoFactorMethod, answer: TwoFactorAnswer) {
    return (await this.flows()).verifyTwoFactor(method, answer);
  }

  async finish(response: LoginResponse, credentials: LoginCredentials): Promise<void> {
    return (await this.flows()).finish(response, credentials);
  }

  /**
   * Auto-login at start-up. Only a page that could sign in by itself (the switch on, a login
   * remembered, nobody signed in) loads the sign-in code; the rules of spec section 4 then decide.
   */
  async autoLogin(search: string): Promise<boolean> {
    const possible =
      this.deps.feature("MOBILEAUTOLOGIN3") &&
      !this.deps.session.isLoggedIn &&
      this.deps.remembered.read() !== null;
    return possible ? (await this.flows()).autoLogin(search) : false;
  }

  async passwordChanged(newPassword: string): Promise<void> {
    return (await this.flows()).passwordChanged(newPassword);
  }

  /** Out at once, even while the sign-in code is still on its way; the platform is told after. */
  async logout(): Promise<void> {
    const token = this.deps.session.token;
    this.deps.session.clear("logout");
    return (await this.flows()).logout(token);
  }
}
