/** Spec section 5: the SMS provider gets a plus sign, the dialling code, then the number. */
export function e164(diallingCode: string, number: string): string {
  return `+${diallingCode.replace(/\D/g, "")}${number.replace(/\D/g, "")}`;
}

/** Both parts have digits: anything less cannot be a number to text. */
export function isDiallable(diallingCode: string, number: string): boolean {
  return /\d/.test(diallingCode) && /\d/.test(number);
}
