/* Generated from schemas/responses/verification.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

/**
 * A base64 PNG.
 */
export type GetImageCaptcha = string;

/**
 * Captchas and SMS codes (engine/api/verification.ts). One $defs entry per typed call, named as the function: the `value` of its answer. Only what the client reads is required; extra fields are allowed. Capitalised entries are shared parts. Every list gets maxItems RESPONSE_LIST_LIMIT (engine/constants.ts) from scripts/gen-types.ts.
 */
export interface VerificationAnswers {
  getGeetest: GetGeetest;
  sendSmsCode: SendSmsCode;
  getImageCaptcha: GetImageCaptcha;
}
export interface GetGeetest {
  gt: string;
  challenge: string;
  newCaptcha: boolean;
}
export interface SendSmsCode {
  /**
   * When the code expires (ms; an absolute time or a duration, engine/identity/sms-countdown.ts); without it the countdown takes its default.
   */
  expirationTime?: number;
}

export const getGeetest: AnswerCheck<VerificationAnswers["getGeetest"]> = { call: "verification.getGeetest", shape: {"t":"o","r":["gt","challenge","newCaptcha"],"p":{"gt":"s","challenge":"s","newCaptcha":"b"}} };
export const sendSmsCode: AnswerCheck<VerificationAnswers["sendSmsCode"]> = { call: "verification.sendSmsCode", shape: {"t":"o","p":{"expirationTime":"n"}} };
export const getImageCaptcha: AnswerCheck<VerificationAnswers["getImageCaptcha"]> = { call: "verification.getImageCaptcha", shape: "s" };
