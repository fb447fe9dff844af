import { CHANGE_PASSWORD_PATH, HOME_PATH } from "../routing/aliases";

export interface DestinationFacts {
  /** The password just typed (or the remembered one auto-login sent), when the login used one. */
  password?: string;
  /** The merchant's weak passwords (engine/identity/password-rules.ts: its list and its default mobile password). */
  weakPasswords: readonly string[];
  firstTimeLogin: boolean;
  /**
   * The member info's passwordExpired. Its `updatePassword` is not read: the spec names three
   * reasons for the change and gives that field no meaning (docs/decisions.md).
   */
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

export interface LoginLanding {
  /** Where the member goes now. */
  to: string;
  /** When a password change comes first, where the member goes once it is done; else null. */
  afterChange: string | null;
}

/**
 * Where a member goes after logging in (spec section 4): to change the password when it is a weak
 * one, or expired with forced change on, or on the first login, and from there where the login
 * would have gone; otherwise straight back to the page that asked them to log in, else home.
 */
export function landingAfterLogin(facts: DestinationFacts): LoginLanding {
  const next = facts.returnTo ?? HOME_PATH;
  const weak = facts.password !== undefined && facts.weakPasswords.includes(facts.password);
  const expired = facts.passwordExpired && facts.forceChangeOnExpiry;
  if (weak || expired || facts.firstTimeLogin) return { to: CHANGE_PASSWORD_PATH, afterChange: next };
  return { to: next, afterChange: null };
}
