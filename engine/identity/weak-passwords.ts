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
