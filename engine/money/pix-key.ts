/**
 * The four kinds of Pix key a member can register for withdrawals, each checked as the Pix
 * directory defines it: CPF with its check digits, a Brazilian phone number (+55, area code,
 * 8 or 9 digits), an e-mail address (at most 77 characters), or a random key (a UUID).
 * Shared by the Pix form and the reference backend, so both refuse the same keys.
 */
import { cpfDigits, isValidCpf } from "./cpf";

export const PIX_KEY_TYPES = ["CPF", "PHONE", "EMAIL", "RANDOM"] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** The key as it is stored and sent: CPF digits only, phone as +55…, e-mail in lower case. */
export function normalisePixKey(type: PixKeyType, typed: string): string {
  const value = typed.trim();
  switch (type) {
    case "CPF":
      return cpfDigits(value);
    case "PHONE": {
      const digits = value.replace(/[^\d]/g, "");
      return `+${digits.startsWith("55") && digits.length > 11 ? digits : `55${digits}`}`;
    }
    case "EMAIL":
      return value.toLowerCase();
    case "RANDOM":
      return value.toLowerCase();
  }
}

const PATTERNS: Record<Exclude<PixKeyType, "CPF">, RegExp> = {
  // +55, a two-digit area code (11–99), then 8 digits (landline) or 9 starting with 9 (mobile).
  PHONE: /^\+55[1-9][1-9](9\d{8}|[2-8]\d{7})$/,
  EMAIL: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  RANDOM: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
};

export function isValidPixKey(type: PixKeyType, typed: string): boolean {
  if (type === "CPF") return isValidCpf(typed);
  const key = normalisePixKey(type, typed);
  if (type === "EMAIL" && key.length > 77) return false;
  return PATTERNS[type].test(key);
}
