/**
 * Spec section 8: what the member sees for each failure. Every row that the app handles
 * lives here, so a screen never decides on its own how to word or route an error.
 * (The wire-contract issue completes the table; this holds the start-up rows.)
 */
import type { NoticeRequest } from "../stores/notice-store";
import type { ApiError } from "./envelope";

export const DOMAIN_NOT_AVAILABLE = "domain_not_available";

export type StatusFailureOutcome = { kind: "domain-handler" } | { kind: "notice"; notice: NoticeRequest };

/**
 * Rows 1 and 2: the start-up status call failed. With an errorCode, or on https, the server's
 * message (or "Error") in a notice; on plain http without an errorCode the failure is most
 * likely the network or CORS, and the member is told so.
 */
export function statusFailureOutcome(error: ApiError, pageProtocol: string): StatusFailureOutcome {
  if (error.errorCode === DOMAIN_NOT_AVAILABLE) return { kind: "domain-handler" };
  if (error.errorCode || pageProtocol !== "http:") {
    return { kind: "notice", notice: { message: { raw: error.serverMessage || "Error" } } };
  }
  return { kind: "notice", notice: { message: { raw: "Network Error / CORS Errors" } } };
}
