/**
 * The one place where request bodies are read. Today they arrive as plain JSON; the legacy
 * encrypted form (`{ value }` with Encryption, X-Digest and X-RSA headers) will be decrypted here,
 * so handlers keep receiving plain objects.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ErrorCode, WpsError } from "./envelope";

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
