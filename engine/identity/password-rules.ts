import { type KeyValueStorage, readFlag } from "../platform/storage";
import { PASSWORD_CHANGE_FROM_DEFAULT_KEY } from "./password-change-hold";
/** The platform refuses shorter passwords (wire contract); checking first saves a round trip. */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * What is wrong with a new password, if anything: too short, one of the merchant's weak
 * passwords (which would force another change at the next login), or not repeated the same.
 */
export function checkNewPassword(
  values: { newPassword: string; confirmPassword: string },
  weakPasswords: readonly string[],
): { field: "newPassword" | "confirmPassword"; messageId: string } | null {
  if (values.newPassword.length < MIN_PASSWORD_LENGTH)
    return { field: "newPassword", messageId: "password_too_short" };
  if (weakPasswords.includes(values.newPassword))
    return { field: "newPassword", messageId: "password_too_weak" };
  if (values.confirmPassword !== values.newPassword)
    return { field: "confirmPassword", messageId: "password_mismatch" };
  return null;
}

/**
 * The passwords that force a change for a merchant (spec §5): the ones the operator lists in
 * `auth.weakPasswords`, and always the merchant's default mobile password (§5: "Password {secret}
 * is weak", the same secret §9 names as the default mobile password). The default is added here,
 * by rule, so an operator who sets or changes it cannot forget the list (docs/decisions.md).
 */
export function weakPasswordsOf(
  auth:
    | {
        weakPasswords?: readonly string[];
        defaultMobilePassword?: string;
      }
    | null
    | undefined,
): readonly string[] {
  const listed = auth?.weakPasswords ?? [];
  const fallback = auth?.defaultMobilePassword;
  return fallback && !listed.includes(fallback) ? [...listed, fallback] : listed;
}

/**
 * Whether the change due replaces the merchant's default mobile password (a registration that
 * sent it, engine/identity/password-change-hold.ts): then the change screen does not ask for an
 * old password the member never typed, and sends the default.
 */
export function changeReplacesDefault(hold: { readonly due: boolean }, session: KeyValueStorage): boolean {
  return hold.due && readFlag(session, PASSWORD_CHANGE_FROM_DEFAULT_KEY);
}
