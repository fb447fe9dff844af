/**
 * The captcha widget's four states (spec section 4): loading → waiting when ready → success when
 * validated; any failure → error; close or reset → waiting; retry → loading. Events that make no
 * sense in a state (a late "ready" after an error) leave it as it is.
 */
export type CaptchaPhase = "loading" | "waiting" | "success" | "error";

export interface CaptchaFailure {
  /** Catalogue key of the failure (captcha_network_failure, unknown_error, …). */
  messageId: string;
  /** The provider's own words, shown as they are when there is no better key. */
  providerText?: string;
  code?: number;
}

export interface WidgetState {
  phase: CaptchaPhase;
  failure: CaptchaFailure | null;
}

export type WidgetEvent =
  | { type: "ready" }
  | { type: "validated" }
  | { type: "failed"; failure: CaptchaFailure }
  | { type: "close" }
  | { type: "reset" }
  | { type: "retry" };

export const INITIAL_WIDGET_STATE: WidgetState = { phase: "loading", failure: null };

export function nextWidgetState(state: WidgetState, event: WidgetEvent): WidgetState {
  switch (event.type) {
    case "ready":
      return state.phase === "loading" ? { phase: "waiting", failure: null } : state;
    case "validated":
      return state.phase === "waiting" ? { phase: "success", failure: null } : state;
    case "failed":
      return { phase: "error", failure: event.failure };
    case "close":
    case "reset":
      // Only a started captcha can go back to waiting; a loading or broken one has nothing to show.
      return state.phase === "waiting" || state.phase === "success"
        ? { phase: "waiting", failure: null }
        : state;
    case "retry":
      return state.phase === "error" ? { phase: "loading", failure: null } : state;
  }
}
