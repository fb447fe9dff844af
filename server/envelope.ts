/**
 * The platform's response envelope: every /wps answer is `{ success, value, errorCode?, message? }`,
 * and a failure also carries a non-2xx status (wire contract, "Envelope and headers").
 */

export interface Envelope<T = unknown> {
  success: boolean;
  value: T;
  errorCode?: string;
  message?: string;
}

/** The error codes this server answers with, spelled as the platform spells them. */
export const ErrorCode = {
  notFound: "not.found",
  methodNotSupported: "http_method_not_support",
  functionNotAvailable: "function.not.available",
  requestParamErr: "request_param_err",
  loginNotSession: "login.not.session",
  notExistsUser: "not.exists.user",
  loginCredErr: "login.cred.err",
} as const;

export function ok<T>(value: T): Envelope<T> {
  return { success: true, value };
}

export function failure(errorCode?: string, message?: string): Envelope<null> {
  const body: Envelope<null> = { success: false, value: null };
  if (errorCode !== undefined) body.errorCode = errorCode;
  if (message !== undefined) body.message = message;
  return body;
}

/** Thrown by handlers; the /wps error handler turns it into a failure envelope with `status`. */
export class WpsError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = "WpsError";
  }
}
