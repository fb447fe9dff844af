/**
 * Reading the RSA modulus that GET /wps/session/key/rsa answers (wire-contract.md, "Request
 * encryption", step 1). Kept free of node-forge so the HTTP client can check a key on arrival
 * without pulling the lazily loaded cipher chunk into the first page.
 */

/** The body is plain text, sometimes wrapped in quotes (a JSON string); the quotes are not part of it. */
export function stripQuotes(text: string): string {
  const trimmed = text.trim();
  const quoted = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"');
  return quoted ? trimmed.slice(1, -1).trim() : trimmed;
}

/**
 * The modulus hex as fetched, quotes removed and otherwise untouched (no case change), because
 * it goes back to the server verbatim in X-RSA. Throws when what is left is not hex, so an HTML
 * error page from a proxy is never taken for a key.
 */
export function parseModulusHex(text: string): string {
  const hex = stripQuotes(text);
  if (!/^[0-9a-fA-F]+$/.test(hex)) throw new Error("the RSA key is not a hex modulus");
  return hex;
}
