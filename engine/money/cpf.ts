/**
 * The Brazilian taxpayer number (CPF) a Pix key may be: 11 digits whose last two are check digits
 * (mod 11, weights 10…2 then 11…2). Shared by the Pix form and the reference backend.
 */

/** The digits of a CPF as typed, with its usual dots and dash (123.456.789-09) or without. */
export function cpfDigits(typed: string): string {
  return typed.replace(/[\s.-]/g, "");
}

function checkDigit(digits: string, weightFrom: number): number {
  let sum = 0;
  for (let index = 0; index < weightFrom - 1; index += 1) sum += Number(digits[index]) * (weightFrom - index);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function isValidCpf(typed: string): boolean {
  const digits = cpfDigits(typed);
  if (!/^\d{11}$/.test(digits)) return false;
  // 000.000.000-00, 111.111.111-11 … pass the arithmetic but are not issued.
  if (/^(\d)\1{10}$/.test(digits)) return false;
  return checkDigit(digits, 10) === Number(digits[9]) && checkDigit(digits, 11) === Number(digits[10]);
}
