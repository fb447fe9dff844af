/**
 * The one place where request bodies are read: plain JSON, or the legacy encrypted form
 * (`{ value }` with Encryption, X-Digest and X-RSA headers, wire contract "Request encryption"),
 * which is decrypted here so handlers always receive plain objects.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ErrorCode, WpsError } from "./envelope";
import { DecryptionError, decryptRequestBody, isOwnModulus } from "./legacy-cipher";
import { requestKeyOf } from "./request-key";

/**
 * JSON bodies, where an empty body counts as `{}`: clients send `Content-Type: application/json`
 * on body-less POSTs such as logout, which Fastify's default parser would refuse.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  // Fastify's own parser (which refuses prototype-poisoning keys) for everything that is not empty.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, text, done) => {
    const source = String(text);
    if (source.trim() === "") return done(null, {});
    return parseJson(request, source, done);
  });
}

/** The request's body as an object of fields; anything else is a request error. */
export function readBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body ?? {};
  if (typeof body !== "object" || Array.isArray(body)) {
    throw new WpsError(400, ErrorCode.requestParamErr, "The request body must be a JSON object");
  }
  return body as Record<string, unknown>;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/**
 * The decrypted body of a call the platform only takes encrypted (login, two-factor, register,
 * withdrawals); request-schemas.ts calls it before the body's check. Missing
 * headers or ciphertext answer request_body_required, as the platform's gateway does (a proxy
 * that drops X-Digest/X-RSA is a known pitfall); a key or ciphertext that does not decrypt to a
 * JSON object answers decryption.err. A plain JSON body is refused: the client must encrypt.
 */
export function decryptBody(request: FastifyRequest): Record<string, unknown> {
  const encryption = header(request, "encryption");
  const digest = header(request, "x-digest");
  const modulus = header(request, "x-rsa");
  const value = readBody(request).value;
  if (!encryption || !digest || !modulus || typeof value !== "string" || value === "") {
    throw new WpsError(
      400,
      ErrorCode.requestBodyRequired,
      "This call needs an encrypted body: { value } with the Encryption, X-Digest and X-RSA headers",
    );
  }
  const key = requestKeyOf(request.server);
  const refuse = (why: string) =>
    new WpsError(400, ErrorCode.decryptionErr, `Cannot decrypt the body: ${why}`);
  // A modulus from before a restart or redeploy cannot be decrypted: the client must fetch the key again.
  if (!isOwnModulus(modulus, key)) throw refuse("X-RSA is not this server's key");
  if (digest !== value) throw refuse("X-Digest differs from the body's value");
  try {
    return decryptRequestBody(encryption, value, key);
  } catch (error) {
    if (error instanceof DecryptionError) throw refuse(error.message);
    throw error;
  }
}

/** A required text field of a body. */
export function requireText(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== "string" || value.trim() === "") {
    throw new WpsError(400, ErrorCode.requestParamErr, `${field} is required`);
  }
  return value;
}

/** An optional field that must have the given type when present; `nullable` also lets null through. */
export function optionalField<T>(
  body: Record<string, unknown>,
  field: string,
  kind: "string" | "number" | "boolean",
  nullable = false,
): T | undefined {
  const value = body[field];
  if (value === undefined || (nullable && value === null)) return value as T | undefined;
  if (typeof value !== kind) {
    throw new WpsError(
      400,
      ErrorCode.requestParamErr,
      `${field} must be a ${kind}${nullable ? " or null" : ""}`,
    );
  }
  return value as T;
}
