/** What the platform accepts as a username, mobile number and password (registration, password change). */
import { ErrorCode, WpsError } from "./envelope";

export const USERNAME_RULE = /^[A-Za-z0-9]{4,16}$/;
export const MOBILE_RULE = /^\d{5,15}$/;
export const MIN_PASSWORD_LENGTH = 6;

/** The password as given, or password.invalid. */
export function checkNewPassword(password: unknown): string {
  if (typeof password !== "string" || password.length < MIN_PASSWORD_LENGTH) {
    throw new WpsError(
      400,
      ErrorCode.passwordInvalid,
      `The password needs at least ${MIN_PASSWORD_LENGTH} characters`,
    );
  }
  return password;
}
