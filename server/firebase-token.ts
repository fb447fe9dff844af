/**
 * The claims of a Firebase ID token, read WITHOUT checking its signature. The Firebase Auth
 * emulator issues unsigned tokens, and this reference server has no Firebase project whose keys
 * it could check real ones against; it identifies the social account only to find a binding.
 * The real platform verifies the signature; nothing here may be taken as proof of identity.
 */

export interface SocialClaims {
  sub: string;
  phoneNumber?: string;
  email?: string;
}

/** undefined when the text is not a JWT with a JSON payload holding a `sub`. */
export function readIdTokenClaims(token: string): SocialClaims | undefined {
  const payload = token.split(".")[1];
  if (!payload) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (typeof claims !== "object" || claims === null) return undefined;
  const { sub, phone_number, email } = claims as Record<string, unknown>;
  if (typeof sub !== "string" || sub === "") return undefined;
  return {
    sub,
    phoneNumber: typeof phone_number === "string" ? phone_number : undefined,
    email: typeof email === "string" ? email : undefined,
  };
}

/** The claims a binding may name, most specific first. */
export function bindingSubjects(claims: SocialClaims): string[] {
  return [claims.sub, claims.phoneNumber, claims.email].filter((value): value is string => !!value);
}
