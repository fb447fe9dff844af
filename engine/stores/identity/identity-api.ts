import {
  autoUsername,
  type RegistrationRequest,
  type RegistrationResponse,
  registerByMobile,
  registerByUsername,
} from "../../api/register";
import {
  type LoginRequest,
  type LoginResponse,
  login,
  logout,
  type TwoFactorRequest,
  verifyLogin,
} from "../../api/session";
import type { HttpClient } from "../../http/client";

/**
 * The platform calls of sign-in and registration (spec section 7), bound to one client. The
 * identity store receives them as a dependency, so its tests hand in a plain object of fakes.
 */
export interface IdentityApi {
  login: (request: LoginRequest) => Promise<LoginResponse>;
  verifyLogin: (request: TwoFactorRequest) => Promise<LoginResponse>;
  logout: (sessionToken?: string) => Promise<unknown>;
  registerByUsername: (request: RegistrationRequest) => Promise<RegistrationResponse>;
  registerByMobile: (request: RegistrationRequest) => Promise<RegistrationResponse>;
  autoUsername: () => Promise<string>;
}

export function identityApi(http: HttpClient): IdentityApi {
  return {
    login: (request) => login(http, request),
    verifyLogin: (request) => verifyLogin(http, request),
    logout: (sessionToken) => logout(http, sessionToken),
    registerByUsername: (request) => registerByUsername(http, request),
    registerByMobile: (request) => registerByMobile(http, request),
    autoUsername: () => autoUsername(http),
  };
}
