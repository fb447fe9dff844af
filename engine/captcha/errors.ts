import type { FailureNotice } from "../http/error-catalogue";

/**
 * What a captcha can answer instead of a result, as catalogue keys (spec sections 5 and 8).
 * Written as message descriptors so the key scanner sees every id this folder shows.
 */
export const CAPTCHA_MESSAGES = {
  tooFast: { id: "verify_geetest_too_fast" },
  closed: { id: "verify_first" },
  notCompleted: { id: "please_complete_verification_first" },
  serviceNotWork: { id: "geetest_service_not_work" },
  networkFailure: { id: "captcha_network_failure" },
  providerFailed: { id: "captcha_load_failed" },
  unknown: { id: "unknown_error" },
} as const;

/** The provider's loader codes (spec section 8). */
export const GEETEST_SCRIPT_TIMEOUT_CODE = 60204;
export const GEETEST_RESOURCE_TIMEOUT_CODE = 60205;

/**
 * A captcha that gave no answer. `messageId` is the catalogue key to show; `code` the provider's
 * numeric code when it gave one; `providerText` its own words (shown with the code); `announced`
 * is true when the member has already been told (the 'please complete verification first' notice).
 */
export class CaptchaError extends Error {
  readonly messageId: string;
  readonly code?: number;
  readonly providerText?: string;
  readonly announced: boolean;

  constructor(
    messageId: string,
    options: { code?: number; providerText?: string; announced?: boolean } = {},
  ) {
    super(options.providerText ?? messageId);
    this.name = "CaptchaError";
    this.messageId = messageId;
    this.code = options.code;
    this.providerText = options.providerText;
    this.announced = options.announced ?? false;
  }
}

/** The loader's own failures say 'Network failure' with the provider's code (spec section 8). */
export function networkFailure(code: number): CaptchaError {
  return new CaptchaError(CAPTCHA_MESSAGES.networkFailure.id, { code, providerText: "Network failure" });
}

/** A provider error object ({ msg, code } in v3, { msg, code, desc } in v4) as a CaptchaError. */
export function fromProviderError(error: unknown): CaptchaError {
  if (error instanceof CaptchaError) return error;
  const record = (typeof error === "object" && error !== null ? error : {}) as Record<string, unknown>;
  const code = Number(record.code ?? record.error_code);
  const text = typeof record.msg === "string" && record.msg.trim() !== "" ? record.msg : undefined;
  return new CaptchaError((text ? CAPTCHA_MESSAGES.providerFailed : CAPTCHA_MESSAGES.unknown).id, {
    code: Number.isFinite(code) ? code : undefined,
    providerText: text,
  });
}

/**
 * The notice a form shows when its captcha gave no answer, or null when the member has already
 * been told. The provider's own words come with their code (spec section 8).
 */
export function captchaFailureNotice(error: CaptchaError): FailureNotice | null {
  if (error.announced) return null;
  if (error.providerText && error.code !== undefined) {
    return { title: { id: "notice" }, message: { raw: `${error.providerText} (${error.code})` } };
  }
  return { title: { id: "notice" }, message: { id: error.messageId } };
}
