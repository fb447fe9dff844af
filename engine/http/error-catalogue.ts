/**
 * Spec section 8: what the member sees for each failure. Every row the app handles lives here,
 * so a screen never decides on its own how to word or route an error. Decisions are pure
 * (tested row by row in tests/engine/error-catalogue.test.ts); engine/root/failure-presenter.ts carries them out.
 */
import { GAME_LAUNCH_PATH } from "../api/paths";
import { TOAST_MS } from "../constants";
import type { DisplayText } from "../i18n/display-text";
import type { ApiError } from "./envelope";

export const DOMAIN_NOT_AVAILABLE = "domain_not_available";

/** Codes that mean the session is gone (row: "Logout; 'please login' notice"). */
export const NOT_LOGGED_IN_CODES: ReadonlySet<string> = new Set([
  "CUSTOMER_NOT_LOGIN",
  "customer.not.login",
  "user.or.token.invalid",
  "login.not.session",
]);

/** Codes after which the remembered login is cleared. */
export const CLEARS_REMEMBERED_LOGIN: ReadonlySet<string> = new Set(["login.cred.err", "not.exists.user"]);

export const LOGIN_VERIFY_REQUIRED = "login_verify_required";
export const BIND_CUSTOMER_REQUIRED = "bind_customer_required";
export const TOKEN_IP_DIFFERENT = "token_ip_different";

/**
 * What the member is told about a failure: an alert, titled notice and closed by confirm unless
 * these say otherwise (spec section 8). The notice store shows it.
 */
export interface FailureNotice {
  title?: DisplayText;
  message: DisplayText;
  confirm?: DisplayText;
}

/** Row "Offline on https" (and offline on http, see FailureContext.offline). */
export const OFFLINE_TOAST = {
  kind: "toast",
  text: { id: "network_offline", fallback: "网络已断开，请检查网络连接" },
  ms: TOAST_MS,
} as const;

export type FailureOutcome =
  | { kind: "silent" }
  | { kind: "notice"; notice: FailureNotice }
  | { kind: "toast"; text: { id: string; fallback: string }; ms: number }
  /** End the session, tell the member, then (when `thenLogin`) take them to the login page. */
  | { kind: "logout"; notice: FailureNotice; thenLogin: boolean };

export interface FailureContext {
  /** `false`: the caller handles the failure (row "Requests with alert false"). */
  alert: boolean;
  pageProtocol: string;
  /**
   * The browser says it is offline. Then a network failure is the offline toast on any protocol:
   * the spec limits it to https because on plain http a failed call is as often CORS, a doubt
   * the browser's own word removes (docs/decisions.md).
   */
  offline?: boolean;
}

/** The generic rows, in the order the spec lists them; the first that matches decides. */
export function decideFailure(error: ApiError, context: FailureContext): FailureOutcome {
  if (error.status === 401) {
    return { kind: "logout", notice: { message: { id: "please_login" } }, thenLogin: true };
  }
  if (error.errorCode && NOT_LOGGED_IN_CODES.has(error.errorCode)) {
    return { kind: "logout", notice: { message: { id: "please_login" } }, thenLogin: false };
  }
  if (error.status === 502) return { kind: "silent" };
  if (error.errorCode?.startsWith("TOO_MANY_REQUEST")) return { kind: "silent" };
  if (!context.alert) return { kind: "silent" };
  if (error.kind === "timeout" && error.path === GAME_LAUNCH_PATH) {
    return { kind: "notice", notice: { message: { id: "timeout_retry_please" } } };
  }
  if (error.kind === "network" && (context.pageProtocol === "https:" || context.offline))
    return OFFLINE_TOAST;
  return { kind: "notice", notice: { message: messageOf(error) } };
}

function messageOf(error: ApiError): DisplayText {
  return error.serverMessage ? { raw: error.serverMessage } : { id: "unknown_error" };
}

export type StatusFailureOutcome =
  | { kind: "domain-handler" }
  | { kind: "notice"; notice: FailureNotice }
  /** Offline: the offline toast instead of an alert over the cached page. */
  | typeof OFFLINE_TOAST;

/**
 * Rows 1 and 2: the start-up status call failed. With an errorCode, or on https, the server's
 * message (or "Error") in a notice; on plain http without an errorCode the failure is most
 * likely the network or CORS, and the member is told so.
 */
export function statusFailureOutcome(
  error: ApiError,
  pageProtocol: string,
  offline = false,
): StatusFailureOutcome {
  if (error.errorCode === DOMAIN_NOT_AVAILABLE) return { kind: "domain-handler" };
  if (offline && error.kind === "network") return OFFLINE_TOAST;
  if (error.errorCode || pageProtocol !== "http:") {
    return { kind: "notice", notice: { message: { raw: error.serverMessage || "Error" } } };
  }
  return { kind: "notice", notice: { message: { raw: "Network Error / CORS Errors" } } };
}

/** Row "Registration failure": the server's message, else the error's, else unknown_error. */
export function registrationFailureNotice(error: ApiError): FailureNotice {
  const text = error.serverMessage || (error.kind === "http" ? null : error.message);
  return { message: text ? { raw: text } : { id: "unknown_error" } };
}

/** Row "Login error": the message in an alert titled notice. */
export function loginFailureNotice(error: ApiError): FailureNotice {
  return { title: { id: "notice" }, message: messageOf(error) };
}

/** Row "bind_customer_required": the server's message without its parenthetical. */
export function stripParenthetical(message: string): string {
  return message
    .replace(/\s*[(（][^)）]*[)）]/g, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** Row "SMS or social provider error": translated text, then Code: and Reason: lines. */
export function providerErrorLines(translated: string, code: string, reason: string | null): string[] {
  return [translated, `Code: ${code}`, ...(reason ? [`Reason: ${reason}`] : [])];
}

/** Provider codes that are not errors worth telling the member about. */
export const IGNORED_PROVIDER_ERRORS: ReadonlySet<string> = new Set(["auth/cancelled-popup-request"]);
