import type { LoginResponse } from "../../api/session";
import type { IdentityDeps } from "./identity-deps";

/**
 * Session info as the platform's clients keep it (spec section 3), from a login answer. Every
 * way in (login, two-factor, registration, auto-login) starts the session here.
 */
export function startSession(deps: Pick<IdentityDeps, "session" | "config">, response: LoginResponse): void {
  deps.session.start({
    id: response.id,
    token: response.token,
    merchantCode: deps.config().code,
    userName: response.userName,
    type: response.customerType,
    firstTimeLogin: response.firstTimeLogin,
  });
}
