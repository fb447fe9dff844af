/**
 * What makes a payout account acceptable beyond its kind's own key (Pix keys: pix-key.ts), as
 * the reference backend checks it (server/data/payout-accounts.ts): the holder's name as on the
 * account, 2 to 60 characters, and a bank account number of 6 to 30 digits, typed with spaces or
 * dashes if the member likes.
 */
export const HOLDER_NAME_LENGTH = { min: 2, max: 60 } as const;
export const ACCOUNT_NUMBER_DIGITS = { min: 6, max: 30 } as const;

/** The name as it is kept: trimmed, inner runs of spaces made one. */
export function holderName(typed: string): string {
  return typed.trim().replace(/\s+/g, " ");
}

export function isValidHolderName(typed: string): boolean {
  const name = holderName(typed);
  return name.length >= HOLDER_NAME_LENGTH.min && name.length <= HOLDER_NAME_LENGTH.max;
}

/** The digits of an account number typed in groups ("0012 3456-7"). */
export function accountNumberDigits(typed: string): string {
  return typed.replace(/[\s-]/g, "");
}

export function isValidAccountNumber(typed: string): boolean {
  const digits = accountNumberDigits(typed);
  return (
    /^\d+$/.test(digits) &&
    digits.length >= ACCOUNT_NUMBER_DIGITS.min &&
    digits.length <= ACCOUNT_NUMBER_DIGITS.max
  );
}
