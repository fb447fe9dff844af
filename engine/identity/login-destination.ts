import { HOME_PATH } from "../routing/aliases";

export const CHANGE_PASSWORD_PATH = "/m/changePsw";

export interface DestinationFacts {
  /** The password just typed, when the login used one. */
  password?: string;
  /** The merchant's weak passwords (auth.weakPasswords), which force a change. */
  weakPasswords: readonly string[];
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** PWDEXPFORCECHANGE3. */
  forceChangeOnExpiry: boolean;
  /**
   * The in-app page that sent the visitor to log in (the login page's `from` query, already
   * checked by engine/routing/return-path.ts): a visitor who tapped "claim" returns to the reward
   * centre. A password change still comes first.
   */
  returnTo?: string | null;
}

/**
 * Where a member goes after logging in (spec section 4): to change the password when it is a weak
 * one, or expired with forced change on, or on the first login; otherwise back to the page that
 * asked them to log in, else home.
 */
export function destinationAfterLogin(facts: DestinationFacts): string {
  const weak = facts.password !== undefined && facts.weakPasswords.includes(facts.password);
  const expired = facts.passwordExpired && facts.forceChangeOnExpiry;
  if (weak || expired || facts.firstTimeLogin) return CHANGE_PASSWORD_PATH;
  return facts.returnTo ?? HOME_PATH;
}
