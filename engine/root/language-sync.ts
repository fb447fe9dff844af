import { setMemberLanguage } from "../api/member";
import type { LanguageCode } from "../config/merchant-config";
import type { HttpClient } from "../http/client";
import type { I18nStore } from "../stores/i18n-store";
import type { SessionStore } from "../stores/session-store";

/** Members of this type keep the platform's language setting untouched (spec section 1). */
export const NO_LANGUAGE_SYNC_TYPE = 4;

export interface LanguageSync {
  /**
   * The member picks a language: it applies at once, is remembered on this device and, for a
   * logged-in member, sent to the platform, except for type 4, which is excluded from language
   * sync (spec section 1).
   */
  changeLanguage(code: LanguageCode): Promise<void>;
}

export function createLanguageSync(deps: {
  i18n: Pick<I18nStore, "setLanguage">;
  session: Pick<SessionStore, "isLoggedIn" | "customerType">;
  http: HttpClient;
}): LanguageSync {
  return {
    async changeLanguage(code) {
      await deps.i18n.setLanguage(code);
      if (deps.session.isLoggedIn && deps.session.customerType !== NO_LANGUAGE_SYNC_TYPE) {
        await setMemberLanguage(deps.http, code).catch(() => undefined);
      }
    },
  };
}
