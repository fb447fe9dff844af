import { action, makeObservable, observableRef } from "mobx";
import type { CaptchaAnswer } from "../identity/types";
import { CAPTCHA_MESSAGES, CaptchaError, fromProviderError } from "./errors";
import type { GeetestHandle } from "./geetest-start";
import {
  type CaptchaFailure,
  INITIAL_WIDGET_STATE,
  nextWidgetState,
  type WidgetEvent,
  type WidgetState,
} from "./widget-state";

export interface GeetestControllerDeps {
  /** Loads the script and starts a captcha (startGeetest with the page's globals). */
  start: () => Promise<GeetestHandle>;
  /** Tells the member 'please complete verification first' (a notice titled notice). */
  announceNotCompleted: () => void;
  /**
   * GEETESTTEST3: a provider that cannot load, start or verify lets the submit go on without the
   * slider's fields. What the member chooses (closing the popup) still counts.
   */
  trial?: boolean;
}

interface PendingSubmit {
  resolve: (answer: CaptchaAnswer) => void;
  reject: (error: CaptchaError) => void;
}

/**
 * One slider captcha on a form: its widget state, and the answer a submit asks for. The "bind"
 * popup opens at submit; the submit waits for it, and a second submit meanwhile is refused.
 */
export class GeetestController {
  state: WidgetState = INITIAL_WIDGET_STATE;
  private handle: GeetestHandle | null = null;
  private pending: PendingSubmit | null = null;
  /** Bumped by every load, so a start that finishes after a retry or dispose is thrown away. */
  private generation = 0;

  constructor(private readonly deps: GeetestControllerDeps) {
    makeObservable<GeetestController, "apply">(this, { state: observableRef, apply: action });
  }

  private apply(event: WidgetEvent): void {
    this.state = nextWidgetState(this.state, event);
  }

  load(): void {
    const generation = ++this.generation;
    this.deps.start().then(
      (handle) => {
        if (generation !== this.generation) return handle.destroy();
        this.handle = handle;
        handle.listeners.success = () => this.succeeded();
        handle.listeners.close = () => this.closed();
        handle.listeners.error = (error) => this.failed(error);
        this.apply({ type: "ready" });
      },
      (error: unknown) => {
        if (generation === this.generation) this.failed(fromProviderError(error));
      },
    );
  }

  /** The error line's 'tap to retry'. */
  retry(): void {
    if (this.state.phase !== "error") return;
    this.apply({ type: "retry" });
    this.load();
  }

  obtain(): Promise<CaptchaAnswer> {
    if (this.pending) return Promise.reject(new CaptchaError(CAPTCHA_MESSAGES.tooFast.id));
    const handle = this.handle;
    if (this.state.phase === "success") {
      const answer = handle?.answer();
      if (answer) return Promise.resolve(answer);
    }
    if (this.state.phase === "error" && this.deps.trial) return Promise.resolve(this.withoutSlider());
    if (!handle || (this.state.phase !== "waiting" && this.state.phase !== "success")) {
      this.deps.announceNotCompleted();
      return Promise.reject(new CaptchaError(CAPTCHA_MESSAGES.notCompleted.id, { announced: true }));
    }
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      handle.open();
    });
  }

  /** After a failed submit: the used answer is spent, so the next submit asks again. */
  reset(): void {
    this.handle?.reset();
    this.apply({ type: "reset" });
    this.settle((pending) => pending.reject(new CaptchaError(CAPTCHA_MESSAGES.closed.id)));
  }

  dispose(): void {
    this.generation++;
    this.settle((pending) => pending.reject(new CaptchaError(CAPTCHA_MESSAGES.closed.id)));
    this.handle?.destroy();
    this.handle = null;
  }

  private succeeded(): void {
    const answer = this.handle?.answer();
    if (!answer) {
      this.failed(new CaptchaError(CAPTCHA_MESSAGES.unknown.id));
      return;
    }
    this.apply({ type: "validated" });
    this.settle((pending) => pending.resolve(answer));
  }

  private closed(): void {
    this.apply({ type: "close" });
    this.settle((pending) => pending.reject(new CaptchaError(CAPTCHA_MESSAGES.closed.id)));
  }

  private failed(error: CaptchaError): void {
    this.apply({ type: "failed", failure: failureOf(error) });
    this.settle((pending) =>
      this.deps.trial ? pending.resolve(this.withoutSlider()) : pending.reject(error),
    );
  }

  /** On trial, the operator reads in the console why a form went without the slider. */
  private withoutSlider(): CaptchaAnswer {
    const failure = this.state.failure;
    console.warn(
      `Geetest on trial (GEETESTTEST3): the slider failed (${failure?.code ?? failure?.messageId}); the form goes on without it`,
    );
    return {};
  }

  private settle(run: (pending: PendingSubmit) => void): void {
    const pending = this.pending;
    this.pending = null;
    if (pending) run(pending);
  }
}

function failureOf(error: CaptchaError): CaptchaFailure {
  return { messageId: error.messageId, providerText: error.providerText, code: error.code };
}
