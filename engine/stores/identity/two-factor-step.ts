import { runInAction } from "mobx";
import type { LoginResponse } from "../../api/session";
import { TWO_FACTOR_COMPLETION_DELAY_MS } from "../../constants";
import {
  checkTwoFactorAnswer,
  METHOD_CODES,
  offeredMethods,
  type TwoFactorAnswer,
} from "../../identity/two-factor";
import type { LoginCredentials, TwoFactorMethod, TwoFactorPrompt } from "../../identity/types";
import type { IdentityDeps } from "./identity-deps";

/** Completes the login the step interrupted, as any login completes. */
export type FinishLogin = (response: LoginResponse, credentials: LoginCredentials) => Promise<void>;

/**
 * The two-factor step of a login (spec sections 4 and 5): login_verify_required opens it, the
 * modal answers it, and the login completes as it was asked for (remembered or not).
 */
export class TwoFactorStep {
  /** Whether the interrupted login asked to be remembered: verification does not send it. */
  private remember = false;

  constructor(
    private readonly deps: Pick<IdentityDeps, "api" | "wait" | "state">,
    private readonly finish: FinishLogin,
  ) {}

  /** The modal's state, while login_verify_required is being answered. */
  get prompt(): TwoFactorPrompt | null {
    return this.deps.state.twoFactor;
  }

  set prompt(prompt: TwoFactorPrompt | null) {
    runInAction(() => {
      this.deps.state.twoFactor = prompt;
    });
  }

  /** Opens the modal with what the failure's value offered; false when it offered no method. */
  open(offer: Record<string, unknown> | null | undefined, credentials: LoginCredentials): boolean {
    const methods = offeredMethods(offer as never);
    if (methods.length === 0) return false;
    this.remember = credentials.remember;
    this.prompt = {
      methods,
      emailHint: typeof offer?.email === "string" ? offer.email : null,
      mobileHint: typeof offer?.sms === "string" ? offer.sms : null,
      username: credentials.username,
      password: credentials.password,
      verified: false,
    };
    return true;
  }

  /**
   * The two-factor answer. Empty required fields come back by name (nothing is sent); a failed
   * verification throws; on success the modal shows its confirmation and the login completes
   * 0.5 s later.
   */
  async verify(
    method: TwoFactorMethod,
    answer: TwoFactorAnswer,
  ): Promise<{ missing: keyof TwoFactorAnswer | null }> {
    const prompt = this.prompt;
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
      this.prompt = null;
    });
    await this.finish(response, {
      username: prompt.username,
      password: prompt.password,
      remember: this.remember,
      type: "username",
    });
    return { missing: null };
  }
}
