import { LOGIN_PATH, REGISTER_PATH, ROUTE_ALIASES } from "../routing/aliases";
import { SIGN_IN_SHELL_CLASS } from "../theme/layout";

/**
 * The static shell paints one of two pages before any script arrives: the home page (banner and
 * lanes) or the sign-in page (the brand and the form). Which one is the address's business, so a
 * one-line script in the HTML marks <html> before the shell is parsed; React's placeholders read
 * the same rule, so the hand-over draws the same boxes.
 */

const SIGN_IN_PATHS = [LOGIN_PATH, REGISTER_PATH];

export function isSignInPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "");
  return SIGN_IN_PATHS.includes(ROUTE_ALIASES[path] ?? path);
}

/** Inlined at the top of the page body: the same rule as isSignInPath, without the module. */
export function shellRouteScript(): string {
  const paths = Object.keys(ROUTE_ALIASES)
    .filter((alias) => SIGN_IN_PATHS.includes(ROUTE_ALIASES[alias] as string))
    .concat(SIGN_IN_PATHS);
  return `if(${JSON.stringify(paths)}.indexOf(location.pathname.replace(/\\/+$/,""))>=0)document.documentElement.classList.add(${JSON.stringify(SIGN_IN_SHELL_CLASS)})`;
}
