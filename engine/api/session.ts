import type { HttpClient } from "../http/client";
import * as checks from "./generated/session";

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

export interface LoginResponse {
  id: number | string;
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
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
export function login(http: HttpClient, request: LoginRequest): Promise<LoginResponse> {
  return http.request<LoginResponse>("/wps/session/login", {
    answer: checks.login,
    method: "POST",
    body: { type: "username", ...request },
    moduleId: "COMM3",
    encrypted: true,
    auth: false,
    alert: false,
    headers: deviceHeader(request.device),
  });
}

/** POST /wps/session/login/verification, encrypted: the two-factor answer. */
export function verifyLogin(http: HttpClient, request: TwoFactorRequest): Promise<LoginResponse> {
  return http.request<LoginResponse>("/wps/session/login/verification", {
    answer: checks.verifyLogin,
    method: "POST",
    body: request,
    moduleId: "LOGINIPVERF3",
    encrypted: true,
    auth: false,
    alert: false,
  });
}

/** Ends the session on the platform; `sessionToken` when the app has already let it go locally. */
export function logout(http: HttpClient, sessionToken?: string): Promise<unknown> {
  return http.request("/wps/session/logout", {
    answer: checks.logout,
    method: "POST",
    moduleId: "COMM3",
    alert: false,
    ...(sessionToken ? { auth: false, headers: { Authorization: sessionToken } } : {}),
  });
}
