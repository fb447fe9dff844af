/**
 * Spec section 8, row "SMS or social provider error": the member reads a translated sentence,
 * then the provider's code and reason, so support can tell failures apart. Codes without a
 * sentence of their own read as auth/unknown; a popup superseded by a newer one is not an error.
 */
import { type FailureNotice, IGNORED_PROVIDER_ERRORS, providerErrorLines } from "../http/error-catalogue";

export const UNKNOWN_PROVIDER_ERROR = "auth/unknown";
export const CODE_EXPIRED = "auth/code-expired";

/** Catalogue key for each provider code the member can meet; keys must exist in en.json. */
export const PROVIDER_ERROR_KEYS: Readonly<Record<string, string>> = {
  "auth/code-expired": "auth_code_expired",
  "auth/invalid-verification-code": "auth_invalid_code",
  "auth/missing-verification-code": "auth_invalid_code",
  "auth/invalid-phone-number": "auth_invalid_phone",
  "auth/missing-phone-number": "auth_invalid_phone",
  "auth/too-many-requests": "auth_too_many_requests",
  "auth/quota-exceeded": "auth_too_many_requests",
  "auth/popup-blocked": "auth_popup_blocked",
  "auth/popup-closed-by-user": "auth_popup_closed",
  "auth/user-cancelled": "auth_popup_closed",
  "auth/network-request-failed": "auth_network",
  "auth/account-exists-with-different-credential": "auth_account_exists",
  "auth/user-disabled": "auth_user_disabled",
  "auth/operation-not-allowed": "auth_not_enabled",
  "auth/captcha-check-failed": "auth_captcha_failed",
  "auth/web-storage-unsupported": "incognito_not_supported",
  [UNKNOWN_PROVIDER_ERROR]: "auth_unknown",
};

/** An error shaped like the provider's own, for failures the app raises itself. */
export class ProviderError extends Error {
  constructor(
    readonly code: string,
    message = "",
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

/** The provider's auth/* code of a thrown value, or auth/unknown. */
export function providerCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("auth/") ? code : UNKNOWN_PROVIDER_ERROR;
}

/**
 * The provider's own explanation, without the "Firebase: … (auth/code)." wrapping that only
 * repeats the code; null when nothing is left to say.
 */
export function providerReason(error: unknown): string | null {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message !== "string") return null;
  const reason = message
    .replace(/^Firebase:\s*/, "")
    .replace(/\s*\(auth\/[\w-]+\)\.?\s*$/, "")
    .trim();
  return reason === "" || reason === "Error" ? null : reason;
}

/** The notice for a provider failure, or null when the failure is one to ignore. */
export function providerErrorNotice(error: unknown, translate: (id: string) => string): FailureNotice | null {
  const code = providerCode(error);
  if (IGNORED_PROVIDER_ERRORS.has(code)) return null;
  const key = PROVIDER_ERROR_KEYS[code] ?? PROVIDER_ERROR_KEYS[UNKNOWN_PROVIDER_ERROR] ?? "auth_unknown";
  return { message: { raw: providerErrorLines(translate(key), code, providerReason(error)).join("\n") } };
}
