/**
 * What follows a provider's ID token, shared by social and SMS-provider sign-in: the platform's
 * login (IdentityStore: session, bind chooser or automatic registration), and failures shown
 * the way spec section 8 words them.
 */
import { ApiError } from "../http/envelope";
import { loginFailureNotice, registrationFailureNotice } from "../http/error-catalogue";
import type { SocialChannel } from "../identity/types";
import type { IdentityFacade } from "../stores/identity-facade";
import type { LoginOutcome } from "../stores/identity-store";
import type { NoticeStore } from "../stores/notice-store";
import { providerErrorNotice } from "./provider-error";

const REGISTER_PATH = "/wps/member/register";

export async function loginWithProviderToken(
  stores: { identity: Pick<IdentityFacade, "loginWithFirebase">; notices: NoticeStore },
  channel: SocialChannel | "phone",
  idToken: string,
): Promise<LoginOutcome | "failed"> {
  try {
    return await stores.identity.loginWithFirebase(channel, idToken);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Automatic registration (autoRegisterOnBind) fails with the registration's own wording.
    const registering = error.path.startsWith(REGISTER_PATH);
    void stores.notices.show(registering ? registrationFailureNotice(error) : loginFailureNotice(error));
    return "failed";
  }
}

/** Shows a provider failure unless it is one to ignore; true when something was shown. */
export function showProviderError(
  notices: NoticeStore,
  error: unknown,
  translate: (id: string) => string,
): boolean {
  const notice = providerErrorNotice(error, translate);
  if (notice) void notices.show(notice);
  return notice !== null;
}
