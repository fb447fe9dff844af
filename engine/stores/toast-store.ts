import { makeAutoObservable } from "mobx";
import type { DisplayText } from "../i18n/display-text";

export interface Toast {
  key: number;
  text: DisplayText;
}

/** Short messages that leave by themselves (the offline toast, copy confirmations). */
export class ToastStore {
  current: Toast | null = null;
  private nextKey = 1;
  private timer: unknown = null;

  // Wrapped: browsers refuse window.setTimeout called as a method of another object.
  constructor(
    private readonly schedule: (run: () => void, ms: number) => unknown = (run, ms) => setTimeout(run, ms),
  ) {
    makeAutoObservable<ToastStore, "schedule" | "timer">(this, { schedule: false, timer: false });
  }

  /** Shows `text` for `ms`; a newer toast replaces the one showing. */
  show(text: DisplayText, ms: number): void {
    if (this.timer) clearTimeout(this.timer as ReturnType<typeof setTimeout>);
    const toast = { key: this.nextKey++, text };
    this.current = toast;
    this.timer = this.schedule(() => this.hide(toast.key), ms);
  }

  hide(key: number): void {
    if (this.current?.key === key) this.current = null;
  }
}
