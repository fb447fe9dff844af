import { defineCall } from "../http/define-call";
import * as checks from "./generated/session";

export type { LoginResponse } from "./generated/session";

/** Device kinds sent on login and registration when applicable (spec section 3). */
export type DeviceKind = "IPAD" | "PWA" | "WEBCLIP";

export interface LoginRequest {
  username?: string;
  mobileNum?: string;
  password: string;
  type?: "username" | "sms" | "firebase";
  loginDeviceId?: string;
  isOfficialAppLogin?: boolean;
  device?: DeviceKind;
  firebaseChannel?: "google" | "facebook" | "twitter" | "line";
  firebaseIdToken?: string;
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: string;
  captcha?: string;
}

/** What `login_verify_required` offers (value.email, value.ga, value.sms, value.payeeName). */
export interface VerificationOffer {
  email?: string;
  ga?: boolean;
  sms?: string;
  payeeName?: boolean;
}

export interface TwoFactorRequest {
  username: string;
  password: string;
  method: "E" | "P" | "G" | "S";
  email?: string;
  payeeName?: string;
  authCode?: string;
  mobileNum?: string;
  verificationCode?: string;
  firebaseIdToken?: string;
}

const deviceHeader = (device?: DeviceKind) => (device ? { Device: device } : undefined);

/** POST /wps/session/login, encrypted. Failures are the caller's (login rows of spec section 8). */
export const login = defineCall({
  path: "/wps/session/login",
  method: "POST",
  encrypted: true,
  answer: checks.login,
  moduleId: "COMM3",
  auth: false,
  alert: false,
  send: (request: LoginRequest) => ({
    body: { type: "username", ...request },
    headers: deviceHeader(request.device),
  }),
});

/** POST /wps/session/login/verification, encrypted: the two-factor answer. */
export const verifyLogin = defineCall({
  path: "/wps/session/login/verification",
  method: "POST",
  encrypted: true,
  answer: checks.verifyLogin,
  moduleId: "LOGINIPVERF3",
  auth: false,
  alert: false,
  send: (request: TwoFactorRequest) => ({ body: request }),
});

/** Ends the session on the platform; `sessionToken` when the app has already let it go locally. */
export const logout = defineCall({
  path: "/wps/session/logout",
  method: "POST",
  answer: checks.logout,
  moduleId: "COMM3",
  alert: false,
  send: (sessionToken?: string) =>
    sessionToken ? { auth: false, headers: { Authorization: sessionToken } } : {},
});
