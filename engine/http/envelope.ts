/** The platform's response envelope (wire-contract.md): every JSON answer has this form. */
export interface Envelope<T = unknown> {
  success: boolean;
  value: T;
  errorCode?: string;
  message?: string;
}

export function isEnvelope(body: unknown): body is Envelope {
  return (
    typeof body === "object" && body !== null && typeof (body as { success?: unknown }).success === "boolean"
  );
}

/** What went wrong, in the terms the error catalogue (spec section 8) decides on. */
export type FailureKind = "http" | "network" | "timeout" | "malformed";

export class ApiError extends Error {
  readonly kind: FailureKind;
  readonly status: number | null;
  readonly errorCode: string | null;
  readonly serverMessage: string | null;
  readonly path: string;
  /** The failed envelope's value: some failures carry details (login_verify_required's offer). */
  readonly value: unknown;

  constructor(init: {
    kind: FailureKind;
    path: string;
    status?: number | null;
    errorCode?: string | null;
    serverMessage?: string | null;
    value?: unknown;
    cause?: unknown;
  }) {
    super(init.serverMessage || init.errorCode || `${init.kind} failure on ${init.path}`, {
      cause: init.cause,
    });
    this.name = "ApiError";
    this.kind = init.kind;
    this.path = init.path;
    this.status = init.status ?? null;
    this.errorCode = init.errorCode ?? null;
    this.serverMessage = init.serverMessage ?? null;
    this.value = init.value ?? null;
  }
}

/**
 * Any failure as an ApiError, for screens that show it through the error catalogue: an error
 * that is not one (a bug, a browser refusal) reads as a malformed answer, 'unknown error'.
 */
export function asApiError(error: unknown, path: string): ApiError {
  return error instanceof ApiError ? error : new ApiError({ kind: "malformed", path, cause: error });
}
