import { defineCall } from "../http/define-call";
import type { CaptchaAnswer } from "../identity/types";
import type { VerificationAnswers } from "./generated/verification";
import * as checks from "./generated/verification";

export type GeetestChallenge = VerificationAnswers["getGeetest"];

/** GET /wps/captcha/geetest?t=…: a v3 challenge (cache-busted). */
export const getGeetest = defineCall({
  path: "/wps/captcha/geetest",
  answer: checks.getGeetest,
  auth: false,
  send: (now: number = Date.now()) => ({ query: { t: now } }),
});

/**
 * POST /wps/verification/sms/noLogin: sends a code; the answer says when it expires (ms). The
 * SMS captcha's answer (GEETESTVCODE3) travels with the number.
 */
export const sendSmsCode = defineCall({
  path: "/wps/verification/sms/noLogin",
  method: "POST",
  answer: checks.sendSmsCode,
  moduleId: "VERIFICATION3",
  auth: false,
  alert: false,
  send: (request: { countryDialingCode: string; mobileNum: string } & CaptchaAnswer) => ({ body: request }),
});

/**
 * GET /wps/captcha/image?t=<ms>: the plain captcha, a base64 PNG. The answer is tied to a cookie
 * the response sets (the client sends credentials), and the timestamp keeps a cached image from
 * showing a code the server no longer expects (wire contract pitfalls).
 */
export const getImageCaptcha = defineCall({
  path: "/wps/captcha/image",
  answer: checks.getImageCaptcha,
  auth: false,
  cache: "no-store",
  alert: false,
  send: (now: number = Date.now()) => ({ query: { t: now } }),
});
