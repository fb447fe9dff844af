import type { AnswerCheck } from "../http/answer-check";
import { defineCall } from "../http/define-call";
import type { RegistrationResponse } from "./generated/register";
import * as checks from "./generated/register";
import type { DeviceKind } from "./session";

export type { RegistrationResponse } from "./generated/register";

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

const registerAt = (path: string, moduleId: string, answer: AnswerCheck<RegistrationResponse>) =>
  defineCall({
    path,
    method: "PUT",
    encrypted: true,
    answer,
    moduleId,
    auth: false,
    alert: false,
    send: (request: RegistrationRequest) => ({
      body: request,
      headers: request.device ? { Device: request.device } : undefined,
    }),
  });

/** PUT /wps/member/register (REG3), encrypted. */
export const registerByUsername = registerAt("/wps/member/register", "REG3", checks.registerByUsername);
/** PUT /wps/member/register/mobile (MOBILENUMREG3), encrypted. */
export const registerByMobile = registerAt(
  "/wps/member/register/mobile",
  "MOBILENUMREG3",
  checks.registerByMobile,
);

/** PUT /wps/member/register/autoUsername: a free username to suggest. */
export const autoUsername = defineCall({
  path: "/wps/member/register/autoUsername",
  method: "PUT",
  answer: checks.autoUsername,
  moduleId: "REG3",
  auth: false,
});
