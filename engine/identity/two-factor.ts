import type { TwoFactorRequest, VerificationOffer } from "../api/session";
import { TWO_FACTOR_ORDER, type TwoFactorMethod } from "./types";

/** The methods login_verify_required offers, in the modal's order (payeeName, sms, ga, email). */
export function offeredMethods(offer: VerificationOffer | null | undefined): TwoFactorMethod[] {
  if (!offer) return [];
  return TWO_FACTOR_ORDER.filter((method) => Boolean(offer[method]));
}

/** The wire letter of each method. */
export const METHOD_CODES: Record<TwoFactorMethod, TwoFactorRequest["method"]> = {
  email: "E",
  payeeName: "P",
  ga: "G",
  sms: "S",
};

/** The fields each method needs (spec section 5), checked in this order. */
export const REQUIRED_FIELDS: Record<TwoFactorMethod, readonly (keyof TwoFactorAnswer)[]> = {
  email: ["email"],
  payeeName: ["payeeName"],
  ga: ["authCode"],
  sms: ["mobileNum", "verificationCode"],
};

export interface TwoFactorAnswer {
  email?: string;
  payeeName?: string;
  authCode?: string;
  mobileNum?: string;
  verificationCode?: string;
}

/** Trims every input and names the first empty required field, if any. */
export function checkTwoFactorAnswer(
  method: TwoFactorMethod,
  answer: TwoFactorAnswer,
): { trimmed: TwoFactorAnswer; missing: keyof TwoFactorAnswer | null } {
  const trimmed: TwoFactorAnswer = {};
  for (const [key, value] of Object.entries(answer)) {
    if (typeof value === "string") trimmed[key as keyof TwoFactorAnswer] = value.trim();
  }
  const missing = REQUIRED_FIELDS[method].find((field) => !trimmed[field]) ?? null;
  return { trimmed, missing };
}
