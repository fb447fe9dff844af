import type { ApiError } from "../http/envelope";
import { decideFailure } from "../http/error-catalogue";
import { LOGIN_PATH } from "../routing/aliases";
import type { NoticeStore } from "../stores/notice-store";
import type { SessionStore } from "../stores/session-store";
import type { ToastStore } from "../stores/toast-store";
import type { Navigate } from "./navigator";

/** Carries out the error catalogue's decision for a failed request (spec section 8). */
export type FailurePresenter = (error: ApiError, alert: boolean) => void;

export function createFailurePresenter(deps: {
  toasts: Pick<ToastStore, "show">;
  notices: Pick<NoticeStore, "show">;
  session: Pick<SessionStore, "isLoggedIn" | "clear">;
  navigate: Navigate;
  pageProtocol: string;
  isOffline: () => boolean;
}): FailurePresenter {
  return (error, alert) => {
    const outcome = decideFailure(error, {
      alert,
      pageProtocol: deps.pageProtocol,
      offline: deps.isOffline(),
    });
    switch (outcome.kind) {
      case "silent":
        return;
      case "toast":
        deps.toasts.show(outcome.text, outcome.ms);
        return;
      case "notice":
        void deps.notices.show(outcome.notice);
        return;
      case "logout":
        // Only the first failure of a dead session says so; the calls behind it stay quiet.
        if (!deps.session.isLoggedIn) return;
        deps.session.clear("expired");
        void deps.notices.show(outcome.notice).then(() => {
          if (outcome.thenLogin) deps.navigate(LOGIN_PATH);
        });
    }
  };
}
