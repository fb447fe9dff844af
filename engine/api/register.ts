import type { AnswerCheck } from "../http/answer-check";
import type { HttpClient } from "../http/client";
import * as checks from "./generated/register";
import type { DeviceKind } from "./session";

/** Pixel tracking bundle: each part is sent only when set (spec section 3). */
export type PixelTrack = Partial<Record<string, string>>;

export interface RegistrationRequest {
  registerMethod: "APP" | "H5" | "WEBCLIP" | "PWA";
  registerUrl: string;
  loginDeviceId: string;
  isOfficialAppLogin?: boolean;
  domain?: string;
  referralCode?: string;
  affiliateCode?: string;
  pixelTrack?: PixelTrack;
  login: boolean;
  username?: string;
  password: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  geetestSeccode?: string;
  geetestValidateV4?: string;
  captcha?: string;
  firebaseChannel?: string;
  firebaseIdToken?: string;
  smsTemplate?: string;
  device?: DeviceKind;
}

export interface RegistrationResponse {
  token?: string;
  id?: number | string;
  customerId?: number | string;
  userName?: string;
  customerName?: string;
}

function registerAt(path: string, moduleId: string, answer: AnswerCheck) {
  return (http: HttpClient, request: RegistrationRequest): Promise<RegistrationResponse> =>
    http.request<RegistrationResponse>(path, {
      answer,
      method: "PUT",
      body: request,
      moduleId,
      encrypted: true,
      auth: false,
      alert: false,
      headers: request.device ? { Device: request.device } : undefined,
    });
}

/** PUT /wps/member/register (REG3), encrypted. */
export const registerByUsername = registerAt("/wps/member/register", "REG3", checks.registerByUsername);
/** PUT /wps/member/register/mobile (MOBILENUMREG3), encrypted. */
export const registerByMobile = registerAt(
  "/wps/member/register/mobile",
  "MOBILENUMREG3",
  checks.registerByMobile,
);

/** PUT /wps/member/register/autoUsername: a free username to suggest. */
export function autoUsername(http: HttpClient): Promise<string> {
  return http.request<string>("/wps/member/register/autoUsername", {
    answer: checks.autoUsername,
    method: "PUT",
    moduleId: "REG3",
    auth: false,
  });
}
