import type { HttpClient } from "../http/client";
import type { CaptchaAnswer } from "../identity/types";
import * as checks from "./generated/verification";

export interface GeetestChallenge {
  gt: string;
  challenge: string;
  newCaptcha: boolean;
}

/** GET /wps/captcha/geetest?t=…: a v3 challenge (cache-busted). */
export function getGeetest(http: HttpClient, now = Date.now()): Promise<GeetestChallenge> {
  return http.request<GeetestChallenge>("/wps/captcha/geetest", {
    answer: checks.getGeetest,
    query: { t: now },
    auth: false,
  });
}

/** POST /wps/verification/sms/noLogin: sends a code; the answer says when it expires (ms). */
export function sendSmsCode(
  http: HttpClient,
  /** The SMS captcha's answer (GEETESTVCODE3) travels with the number. */
  request: { countryDialingCode: string; mobileNum: string } & CaptchaAnswer,
): Promise<{ expirationTime: number }> {
  return http.request("/wps/verification/sms/noLogin", {
    answer: checks.sendSmsCode,
    method: "POST",
    body: request,
    moduleId: "VERIFICATION3",
    auth: false,
    alert: false,
  });
}

/**
 * GET /wps/captcha/image?t=<ms>: the plain captcha, a base64 PNG. The answer is tied to a cookie
 * the response sets (the client sends credentials), and the timestamp keeps a cached image from
 * showing a code the server no longer expects (wire contract pitfalls).
 */
export function getImageCaptcha(http: HttpClient, now = Date.now()): Promise<string> {
  return http.request<string>("/wps/captcha/image", {
    answer: checks.getImageCaptcha,
    query: { t: now },
    auth: false,
    cache: "no-store",
    alert: false,
  });
}
