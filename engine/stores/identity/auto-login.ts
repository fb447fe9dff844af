import { ApiError } from "../../http/envelope";
import { decideAutoLogin } from "../../identity/auto-login";
import { decodePassword } from "../../identity/remembered-login";
import { isSignInPath } from "../../shell/shell-route";
import { deviceFields, type IdentityDeps } from "./identity-deps";
import { landAfterSignIn } from "./landing";
import { startSession } from "./start-session";

/**
 * Auto-login (MOBILEAUTOLOGIN3) with the remembered login, unless a skip rule of spec section 4
 * applies (engine/identity/auto-login.ts decides). Failures are quiet: the member simply sees the
 * page as a visitor. The session starts without a page change: the member stays where they landed.
 */
export async function tryAutoLogin(deps: IdentityDeps, search: string): Promise<boolean> {
  const decision = decideAutoLogin(
    {
      loggedIn: deps.session.isLoggedIn,
      loggedOutInThisTab: deps.session.loggedOutInThisTab,
      search,
      featureOn: deps.feature("MOBILEAUTOLOGIN3"),
      switchedOff: deps.remembered.autoLoginOff,
      remembered: deps.remembered.read(),
      merchant: deps.config().code,
    },
    decodePassword,
  );
  if (!decision.run) return false;
  try {
    const response = await deps.api.login({
      ...deviceFields(deps),
      username: decision.username,
      password: decision.password,
      type: "username",
    });
    startSession(deps, response);
    deps.tracking.track("login");
    // The same rule as a typed login's: a weak, expired or first-time password is changed first
    // (the held change's guard takes the member there), and they then go back where they landed
    // (home, when that was the sign-in page). Otherwise they simply stay.
    const here = deps.currentPath?.() ?? null;
    await landAfterSignIn(deps, {
      response,
      password: decision.password,
      returnTo: here && !isSignInPath(new URL(here, "http://app.invalid").pathname) ? here : null,
    });
    return true;
  } catch (error) {
    if (error instanceof ApiError) deps.remembered.afterFailedLogin(error.errorCode);
    return false;
  }
}
