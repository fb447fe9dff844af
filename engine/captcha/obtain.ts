import type { CaptchaAnswer } from "../identity/types";
import type { NoticeStore } from "../stores/notice-store";
import { CaptchaError, captchaFailureNotice } from "./errors";
import type { UseCaptcha } from "./use-captcha";

/**
 * The captcha step of a submit (spec section 4: submit, then captcha, then the call): its answer,
 * or null after telling the member why there is none, in which case the submit stops there.
 */
export async function obtainCaptcha(
  captcha: UseCaptcha,
  notices: NoticeStore,
): Promise<CaptchaAnswer | null> {
  try {
    return await captcha.obtain();
  } catch (error) {
    if (!(error instanceof CaptchaError)) throw error;
    const notice = captchaFailureNotice(error);
    if (notice) void notices.show(notice);
    return null;
  }
}
