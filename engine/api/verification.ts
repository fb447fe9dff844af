import type { HttpClient } from "../http/client";

export interface GeetestChallenge {
  gt: string;
  challenge: string;
  newCaptcha: boolean;
}

/** GET /wps/captcha/geetest?t=…: a v3 challenge (cache-busted). */
export function getGeetest(http: HttpClient, now = Date.now()): Promise<GeetestChallenge> {
  return http.request<GeetestChallenge>("/wps/captcha/geetest", { query: { t: now }, auth: false });
}

/** POST /wps/verification/sms/noLogin: sends a code; the answer says when it expires (ms). */
export function sendSmsCode(
  http: HttpClient,
  request: { countryDialingCode: string; mobileNum: string },
): Promise<{ expirationTime: number }> {
  return http.request("/wps/verification/sms/noLogin", {
    method: "POST",
    body: request,
    moduleId: "VERIFICATION3",
    auth: false,
    alert: false,
  });
}
