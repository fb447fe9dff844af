/**
 * Request bodies checked against their JSON Schemas (server/schemas/requests/, one per call),
 * by Fastify's own validation, after the legacy encryption is taken off: a preValidation hook
 * decrypts the bodies of the calls that travel encrypted, so the schema sees what the client sent
 * in the clear. The check's answer waits for the handler to read the body (bodyOf), so the guards
 * a handler runs first (a session, a switched-off module) answer before a bad body does, as they
 * did; a bad body answers the platform's envelope, 400 request_param_err, naming the field.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from "fastify";
import { ErrorCode, WpsError } from "./envelope";
import { decryptBody } from "./request-body";
import type { RequestBodies } from "./schemas/requests/generated";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The body is `{ value }` with the Encryption, X-Digest and X-RSA headers (wire contract). */
    encryptedBody?: boolean;
  }
}

export const REQUESTS_DIR = fileURLToPath(new URL("./schemas/requests/", import.meta.url));

/**
 * Fastify's validator as the platform's checks need it: no type coercion (the id "5" is not the
 * id 5), nothing removed from or added to the body.
 */
export const BODY_VALIDATOR_OPTIONS = {
  customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false },
} as const;

export type RequestBodyName = keyof RequestBodies;

const schemas = new Map<RequestBodyName, unknown>();

function requestSchema(name: RequestBodyName): unknown {
  let schema = schemas.get(name);
  if (!schema) {
    schema = JSON.parse(readFileSync(`${REQUESTS_DIR}${name}.schema.json`, "utf8"));
    schemas.set(name, schema);
  }
  return schema;
}

/**
 * The route options of a call whose body has a schema (`name`: its file without .schema.json).
 * attachValidation: Fastify records a failed check instead of answering it; bodyOf answers it.
 */
export function withBody(name: RequestBodyName, options: { encrypted?: boolean; bodyLimit?: number } = {}) {
  return {
    schema: { body: requestSchema(name) },
    attachValidation: true,
    config: { encryptedBody: options.encrypted === true },
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
  };
}

/** A body that would not decrypt: answered when the handler reads the body, like a failed check. */
const refusals = new WeakMap<FastifyRequest, WpsError>();

export function registerBodyDecryption(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (!request.routeOptions.schema?.body) return;
    if (!request.routeOptions.config.encryptedBody) {
      // A body-less POST is an empty object, as the JSON parser makes an empty body.
      request.body ??= {};
      return;
    }
    try {
      request.body = decryptBody(request);
    } catch (error) {
      if (!(error instanceof WpsError)) throw error;
      refusals.set(request, error);
    }
  });
}

/**
 * The request's body as the schema `name` describes it (its route declared it with withBody(name));
 * throws the envelope's error for a body that is not.
 */
export function bodyOf<N extends RequestBodyName>(request: FastifyRequest, name: N): RequestBodies[N] {
  if (request.routeOptions.schema?.body !== requestSchema(name)) {
    throw new Error(`${request.routeOptions.url} reads a ${name} body but its route declares another schema`);
  }
  const refused = refusals.get(request);
  if (refused) throw refused;
  const invalid = request.validationError?.validation[0];
  if (invalid) throw new WpsError(400, ErrorCode.requestParamErr, describeFailure(invalid));
  return request.body as RequestBodies[N];
}

const TYPE_NAMES: Record<string, string> = {
  integer: "a whole number",
  number: "a number",
  string: "a string",
  boolean: "a boolean",
  object: "an object",
  array: "a list",
  null: "null",
};

/** What is wrong, in the words the hand-written checks used: "channelId must be a whole number". */
export function describeFailure(failure: FastifySchemaValidationError): string {
  const field = failure.instancePath.slice(1).replaceAll("/", ".");
  const params = failure.params as Record<string, unknown>;
  switch (failure.keyword) {
    case "required":
      return `${[field, params.missingProperty].filter(Boolean).join(".")} is required`;
    case "type":
      if (field === "") return "The request body must be a JSON object";
      return `${field} must be ${String(params.type)
        .split(",")
        .map((type) => TYPE_NAMES[type] ?? type)
        .join(" or ")}`;
    case "enum":
      return `${field} must be one of ${(params.allowedValues as unknown[]).join(", ")}`;
    case "maxLength":
      return `${field} has at most ${String(params.limit)} characters`;
    case "pattern":
      // "\S": a text that is more than blanks, which the platform calls required.
      return params.pattern === "\\S" ? `${field} is required` : `${field} is not in its form`;
    default:
      return `${field} ${failure.message ?? "is not valid"}`;
  }
}
