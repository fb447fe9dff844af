/**
 * What the development controls the browser tests call take and answer, for clients outside the
 * server (e2e/support/dev-controls.ts, and a WebDriver suite later). Types only: each route checks
 * its own body (routes.ts, member-controls.ts, back-office-controls.ts, download-controls.ts,
 * play-controls.ts, captcha-controls.ts); a field here is one the route reads, under its name there.
 */
import type { BackOfficeBlock } from "../data/back-office";
import type { LaunchRecord, TrialRecord } from "../data/launches";
import type { SessionValue } from "../login-flow";
import type { TWO_FACTOR_METHODS } from "../two-factor";
import type { FaultSpec } from "./faults";

/** POST /__dev/state: only the given fields change; `whitelabel: null` drops the live flags. */
export interface StateChange {
  maintenance?: boolean;
  maintenanceEnd?: number | null;
  description?: string | null;
  regionRestriction?: boolean;
  /** Live whitelabel flags laid over the merchant file's features (e.g. GEETEST3). */
  whitelabel?: Record<string, boolean> | null;
  /** The status call's register.captcha.enabled. */
  registerCaptcha?: boolean;
}

/** POST /__dev/faults: the path, and what the book fills in when a field is left out. */
export type FaultRequest = Pick<FaultSpec, "path"> &
  Partial<Pick<FaultSpec, "errorCode" | "message" | "drop" | "malformed" | "delayMs" | "body">> & {
    status?: number;
    times?: number;
  };

/** POST /__dev/2fa: the methods every login of the member must pass; [] clears them. */
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** POST /__dev/back-office: each block laid over the merchant file's, null gives it back. */
export type BackOfficeChange = Partial<Record<BackOfficeBlock, Record<string, unknown> | null>>;

/** POST /__dev/resources' mobileTemplate: laid over the file's, null gives it back. */
export type MobileTemplateChange = Record<string, unknown> | null;

/** POST /__dev/session answers the session a login would start. */
export type DevSession = SessionValue;

/** GET /__dev/members/:merchant/:username: the member as stored, less its password hash. */
export type DevMember = { language: string } & Record<string, unknown>;

/** GET /__dev/sms/last: the last code "sent" to a number. */
export interface SentSmsCode {
  code: string;
  expirationTime: number;
  countryDialingCode: string;
  merchant: string;
  used: boolean;
}

/** GET /__dev/launches and /__dev/trials: newest first. */
export type { LaunchRecord, TrialRecord };

/** GET /__dev/captcha/last: the answer of the caller's (or else the newest) plain captcha picture. */
export interface CaptchaPicture {
  cookie: string;
  code: string;
}
