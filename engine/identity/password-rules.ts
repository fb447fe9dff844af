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
