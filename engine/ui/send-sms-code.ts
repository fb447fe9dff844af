import { sendSmsCode } from "../api/verification";
import { obtainCaptcha } from "../captcha/obtain";
import type { UseCaptcha } from "../captcha/use-captcha";
import type { HttpClient } from "../http/client";
import { type ApiError, asApiError } from "../http/envelope";
import type { FailureNotice } from "../http/error-catalogue";
import type { NoticeStore } from "../stores/notice-store";

/**
 * The Send-code step of the login and registration forms: the SMS captcha, then the platform's
 * send call. The expiry (ms) or null for SendCodeButton's countdown, or false when nothing was
 * sent (the member has been told why, in the wording of the form's own failure row).
 */
export async function sendCodeWithCaptcha(
  stores: { readonly notices: NoticeStore; readonly http: HttpClient },
  captcha: UseCaptcha,
  number: { countryDialingCode: string; mobileNum: string },
  failureNotice: (error: ApiError) => FailureNotice,
): Promise<number | null | false> {
  const answer = await obtainCaptcha(captcha, stores.notices);
  if (!answer) return false;
  try {
    const sent = await sendSmsCode(stores.http, {
      countryDialingCode: number.countryDialingCode.trim().replace(/^\+/, ""),
      mobileNum: number.mobileNum.trim(),
      ...answer,
    });
    return sent?.expirationTime ?? null;
  } catch (error) {
    const failure = asApiError(error, "sms");
    void stores.notices.show(failureNotice(failure));
    return false;
  }
}
