import type { LoginResponse } from "../../api/session";
import { landingAfterLogin } from "../../identity/login-destination";
import { weakPasswordsOf } from "../../identity/password-rules";
import type { IdentityDeps } from "./identity-deps";

/**
 * Where a sign-in leads (spec section 4), with the forced password change held when one is due
 * (engine/identity/password-change-hold.ts): the member info is loaded first, since passwordExpired
 * is on the member record, not the login answer. Login, two-factor and auto-login all land here.
 */
export async function landAfterSignIn(
  deps: Pick<IdentityDeps, "member" | "config" | "feature" | "passwordChange">,
  signIn: { response: LoginResponse; password?: string; returnTo: string | null },
): Promise<string> {
  await deps.member.load().catch(() => undefined);
  const landing = landingAfterLogin({
    password: signIn.password,
    weakPasswords: weakPasswordsOf(deps.config().auth),
    firstTimeLogin: signIn.response.firstTimeLogin,
    passwordExpired: deps.member.info?.passwordExpired === true,
    forceChangeOnExpiry: deps.feature("PWDEXPFORCECHANGE3"),
    returnTo: signIn.returnTo,
  });
  if (landing.afterChange) deps.passwordChange.require(landing.afterChange);
  else deps.passwordChange.clear();
  return landing.to;
}
