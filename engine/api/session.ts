import type { HttpClient } from "../http/client";

export interface LoginRequest {
  username: string;
  password: string;
  loginDeviceId?: string;
  type?: "username" | "sms" | "firebase";
}

export interface LoginResponse {
  id: number | string;
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
}

/** POST /wps/session/login. The legacy request encryption joins this call with the wire-contract issue. */
export function login(http: HttpClient, request: LoginRequest): Promise<LoginResponse> {
  return http.request<LoginResponse>("/wps/session/login", {
    method: "POST",
    body: { type: "username", ...request },
    moduleId: "COMM3",
    auth: false,
    alert: false,
  });
}

export function logout(http: HttpClient): Promise<unknown> {
  return http.request("/wps/session/logout", { method: "POST", moduleId: "COMM3", alert: false });
}
