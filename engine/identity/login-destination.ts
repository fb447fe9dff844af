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
}

/**
 * Where a member goes after logging in (spec section 4): to change the password when it is a weak
 * one, or expired with forced change on, or on the first login; otherwise home.
 */
export function destinationAfterLogin(facts: DestinationFacts): string {
  const weak = facts.password !== undefined && facts.weakPasswords.includes(facts.password);
  const expired = facts.passwordExpired && facts.forceChangeOnExpiry;
  return weak || expired || facts.firstTimeLogin ? CHANGE_PASSWORD_PATH : HOME_PATH;
}
