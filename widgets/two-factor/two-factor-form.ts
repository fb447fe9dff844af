import { makeAutoObservable, runInAction } from "mobx";
import { sendSmsCode } from "../../engine/api/verification";
import { SMS_COUNTDOWN_FALLBACK_S } from "../../engine/constants";
import { ApiError } from "../../engine/http/envelope";
import { loginFailureNotice } from "../../engine/http/error-catalogue";
import { dialingCodeSwitches, showsCountryPicker } from "../../engine/identity/dialing-code-rules";
import { SmsCountdown, smsCountdownSeconds } from "../../engine/identity/sms-countdown";
import type { TwoFactorAnswer } from "../../engine/identity/two-factor";
import type { TwoFactorMethod } from "../../engine/identity/types";
import type { EngineStores } from "../../engine/root/engine";
import type { Country } from "../../engine/stores/country-store";
import type { NoticeText } from "../../engine/stores/notice-store";

export type Field = keyof TwoFactorAnswer;

/** What is wrong with one field: shown on it, and the field takes the focus. */
export interface Problem {
  field: Field;
  kind: "required" | "phone_invalid";
}

/** The inputs each method's tab shows. */
export const METHOD_FIELDS: Record<TwoFactorMethod, readonly Field[]> = {
  payeeName: ["payeeName"],
  sms: ["mobileNum", "verificationCode"],
  ga: ["authCode"],
  email: ["email"],
};

/**
 * libphonenumber's metadata is most of this widget's weight and only the SMS tab needs it: it
 * loads when SMS is offered, before the member has typed a number.
 */
const phoneRules = () => import("../../engine/identity/phone-number");

function failureText(error: unknown): NoticeText {
  if (error instanceof ApiError) return loginFailureNotice(error).message;
  if (error instanceof Error && error.message) return { raw: error.message };
  return { id: "unknown_error" };
}

/**
 * The two-factor modal's own state: the open tab, what was typed in every tab (switching tabs
 * loses nothing), the field to flag, the server's refusal and the SMS resend countdown. The
 * identity store decides what is missing and completes the login.
 */
export class TwoFactorForm {
  method: TwoFactorMethod;
  values: Record<Field, string> = {
    email: "",
    payeeName: "",
    authCode: "",
    mobileNum: "",
    verificationCode: "",
  };
  problem: Problem | null = null;
  failure: NoticeText | null = null;
  /** A verification is out: the submit button is disabled, so it cannot go twice. */
  busy = false;
  sending = false;
  codeSent = false;
  private chosenCountry: Country | null = null;
  readonly countdown: SmsCountdown;

  constructor(
    private readonly stores: Pick<EngineStores, "identity" | "config" | "countries" | "http">,
    private readonly now: () => number = Date.now,
  ) {
    this.method = stores.identity.twoFactor?.methods[0] ?? "email";
    this.countdown = new SmsCountdown(now);
    if (stores.identity.twoFactor?.methods.includes("sms")) void phoneRules();
    makeAutoObservable<TwoFactorForm, "stores" | "now">(this, {
      stores: false,
      now: false,
      countdown: false,
    });
  }

  /** Something typed in any tab: the update notice and the engagement overlays wait for it (engine/ui/dirty-forms.ts). */
  get dirty(): boolean {
    return Object.values(this.values).some((value) => value !== "");
  }

  /** The SMS code goes to a number in this country: the member's choice, else the merchant's home. */
  get country(): Country | null {
    return this.chosenCountry ?? this.stores.countries.home;
  }

  /** Forced on here: sending the code always carries a dialling code, whatever the login form shows. */
  get showsCountryPicker(): boolean {
    return showsCountryPicker({
      ...dialingCodeSwitches(this.stores.config),
      countriesLoaded: this.stores.countries.loaded,
      forced: true,
    });
  }

  select(method: TwoFactorMethod): void {
    this.method = method;
    this.problem = null;
    this.failure = null;
  }

  set(field: Field, value: string): void {
    this.values[field] = value;
    if (this.problem?.field === field) this.problem = null;
  }

  chooseCountry(country: Country): void {
    this.chosenCountry = country;
    if (this.problem?.field === "mobileNum") this.problem = null;
  }

  /**
   * The typed mobile number as the platform stores it, checked against the chosen country when
   * there is one; without country data the backend judges the digits.
   */
  private async mobileNumber(): Promise<{ ok: true; value: string } | { ok: false; problem: Problem }> {
    const typed = this.values.mobileNum;
    if (typed.trim() === "") return { ok: false, problem: { field: "mobileNum", kind: "required" } };
    const country = this.showsCountryPicker ? this.country : null;
    const { checkNationalNumber, digitsOf } = await phoneRules();
    if (!country) return { ok: true, value: digitsOf(typed) };
    const check = checkNationalNumber(typed, country.countryCode);
    return check.ok
      ? { ok: true, value: check.nationalNumber }
      : { ok: false, problem: { field: "mobileNum", kind: "phone_invalid" } };
  }

  /** Sends the answer of the open tab; returns the field to focus when one needs fixing. */
  async submit(): Promise<Field | null> {
    if (this.busy) return null;
    this.problem = null;
    this.failure = null;
    const answer: TwoFactorAnswer = {};
    for (const field of METHOD_FIELDS[this.method]) answer[field] = this.values[field];
    this.busy = true;
    try {
      if (this.method === "sms" && answer.mobileNum?.trim()) {
        const mobile = await this.mobileNumber();
        if (!mobile.ok) return this.flag(mobile.problem);
        answer.mobileNum = mobile.value;
      }
      const { missing } = await this.stores.identity.verifyTwoFactor(this.method, answer);
      return missing ? this.flag({ field: missing, kind: "required" }) : null;
    } catch (error) {
      runInAction(() => {
        this.failure = failureText(error);
      });
      return null;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** Asks for an SMS code and starts the resend countdown; returns the field to focus next. */
  async sendCode(): Promise<Field | null> {
    if (this.sending || this.countdown.running) return null;
    this.problem = null;
    this.failure = null;
    this.sending = true;
    try {
      const mobile = await this.mobileNumber();
      if (!mobile.ok) return this.flag(mobile.problem);
      const answer = await sendSmsCode(this.stores.http, {
        countryDialingCode: this.showsCountryPicker ? (this.country?.countryDialingCode ?? "") : "",
        mobileNum: mobile.value,
      });
      const fallback = this.stores.config.timings?.smsCountdownFallbackS ?? SMS_COUNTDOWN_FALLBACK_S;
      runInAction(() => {
        this.countdown.start(smsCountdownSeconds(answer?.expirationTime, this.now(), fallback));
        this.codeSent = true;
      });
      return "verificationCode";
    } catch (error) {
      runInAction(() => {
        this.failure = failureText(error);
      });
      return null;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }

  private flag(problem: Problem): Field {
    this.problem = problem;
    return problem.field;
  }

  dispose(): void {
    this.countdown.stop();
  }
}
