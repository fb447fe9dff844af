/**
 * What the captchas have handed out, kept in memory (like the faults): geetest challenges and
 * the passes the stand-in obtained for them, plain-captcha answers by cookie, and failed logins.
 * Every pass and answer opens one request only; a restart or POST /__dev/reset forgets them all.
 */
import { createHmac, randomBytes } from "node:crypto";

/** An unanswered challenge or an unused answer is dropped after this long. */
const LIFETIME_MS = 10 * 60_000;
/** Failed password logins of one name before the platform asks for the image captcha. */
export const FAILED_LOGINS_BEFORE_CAPTCHA = 5;

interface Expiring<T> {
  value: T;
  expiresAt: number;
}

/** How the development stand-in script behaves, to test the client's loader errors. */
export interface StandInBehaviour {
  /** Wait before answering the script (past 3,000 ms the client reports 60204). */
  scriptDelayMs: number;
  /** Answer the script with 503: the page's script tag fails. */
  scriptFails: boolean;
  /** The script loads but its captchas never become ready (the client reports 60205). */
  neverReady: boolean;
}

const NORMAL_BEHAVIOUR: StandInBehaviour = { scriptDelayMs: 0, scriptFails: false, neverReady: false };

export class CaptchaBook {
  private readonly secret = randomBytes(32);
  private readonly challenges = new Map<string, Expiring<true>>();
  /** v3 seccode → the challenge it passed. */
  private readonly v3Passes = new Map<string, Expiring<string>>();
  /** v4 lot_number → its pass_token. */
  private readonly v4Passes = new Map<string, Expiring<string>>();
  private readonly images = new Map<string, Expiring<string>>();
  private lastImage: { cookie: string; code: string } | null = null;
  private readonly failures = new Map<string, Expiring<number>>();
  behaviour: StandInBehaviour = { ...NORMAL_BEHAVIOUR };

  constructor(private readonly now: () => number = Date.now) {}

  clear(): void {
    for (const map of [this.challenges, this.v3Passes, this.v4Passes, this.images, this.failures])
      map.clear();
    this.lastImage = null;
    this.behaviour = { ...NORMAL_BEHAVIOUR };
  }

  private fresh<T>(value: T): Expiring<T> {
    return { value, expiresAt: this.now() + LIFETIME_MS };
  }

  private take<T>(map: Map<string, Expiring<T>>, key: string): T | undefined {
    const entry = map.get(key);
    map.delete(key);
    return entry && entry.expiresAt >= this.now() ? entry.value : undefined;
  }

  private sign(text: string): string {
    return createHmac("sha256", this.secret).update(text).digest("hex").slice(0, 32);
  }

  /** GET /wps/captcha/geetest: a v3 challenge the stand-in can pass. */
  issueChallenge(): string {
    const challenge = randomBytes(16).toString("hex");
    this.challenges.set(challenge, this.fresh(true));
    return challenge;
  }

  /** The stand-in's slide on a v3 challenge: its getValidate() result, or undefined for an unknown challenge. */
  passV3(
    challenge: string,
  ): { geetest_challenge: string; geetest_validate: string; geetest_seccode: string } | undefined {
    if (this.take(this.challenges, challenge) === undefined) return undefined;
    const validate = this.sign(`v3:${challenge}`);
    const seccode = `${validate}|jordan`;
    this.v3Passes.set(seccode, this.fresh(challenge));
    return { geetest_challenge: challenge, geetest_validate: validate, geetest_seccode: seccode };
  }

  /** The stand-in's slide on a v4 captcha: its getValidate() result. */
  passV4(captchaId: string): Record<string, string> {
    const lot = randomBytes(16).toString("hex");
    const passToken = this.sign(`v4:${lot}:${captchaId}`);
    this.v4Passes.set(lot, this.fresh(passToken));
    return {
      lot_number: lot,
      captcha_output: this.sign(`out:${lot}`),
      pass_token: passToken,
      gen_time: String(Math.floor(this.now() / 1000)),
      captcha_id: captchaId,
    };
  }

  /** Uses up a v3 seccode (with its challenge, when the request names one). */
  spendV3(seccode: string, challenge: string | undefined): boolean {
    const passed = this.take(this.v3Passes, seccode);
    return passed !== undefined && (challenge === undefined || challenge === passed);
  }

  /** Uses up a v4 result, sent as the JSON string geetestValidateV4. */
  spendV4(lotNumber: string, passToken: string): boolean {
    return this.take(this.v4Passes, lotNumber) === passToken;
  }

  /** A new plain captcha for the browser holding `cookie`; the previous one of that cookie is void. */
  issueImage(cookie: string, code: string): void {
    this.images.set(cookie, this.fresh(code));
    this.lastImage = { cookie, code };
  }

  /** Uses up the cookie's answer, right or wrong: a second guess needs a new picture. */
  spendImage(cookie: string | undefined, answer: string): boolean {
    if (!cookie) return false;
    const code = this.take(this.images, cookie);
    return code !== undefined && code === answer.trim();
  }

  /** The answer of the picture a cookie holds, else of the newest picture (for tests). */
  peekImage(cookie: string | undefined): { cookie: string; code: string } | null {
    const own = cookie ? this.images.get(cookie) : undefined;
    if (cookie && own) return { cookie, code: own.value };
    return this.lastImage;
  }

  private failureKey(merchant: string, login: string): string {
    return `${merchant}\n${login.trim().toLowerCase()}`;
  }

  /** Counts a failed password login; true once the name must answer the image captcha. */
  recordFailedLogin(merchant: string, login: string): boolean {
    const key = this.failureKey(merchant, login);
    const entry = this.failures.get(key);
    const count = (entry && entry.expiresAt >= this.now() ? entry.value : 0) + 1;
    this.failures.set(key, this.fresh(count));
    return count >= FAILED_LOGINS_BEFORE_CAPTCHA;
  }

  imageRequiredFor(merchant: string, login: string): boolean {
    const entry = this.failures.get(this.failureKey(merchant, login));
    return (
      entry !== undefined && entry.expiresAt >= this.now() && entry.value >= FAILED_LOGINS_BEFORE_CAPTCHA
    );
  }

  clearFailedLogins(merchant: string, login: string): void {
    this.failures.delete(this.failureKey(merchant, login));
  }
}
