/** How the platform shows contact details back: never in full (member info, two-factor offers). */

/** "13800138000" → "138****8000". */
export function maskMobile(mobile: string): string {
  if (mobile.length < 8) return mobile.replace(/./g, "*");
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

/** "demo@example.com" → "d***@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/** "6222020000001234" → "**** 1234": a payout account as lists show it. */
export function maskAccountNumber(number: string): string {
  return `**** ${number.slice(-4)}`;
}
