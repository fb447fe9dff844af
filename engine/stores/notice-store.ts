import { makeAutoObservable } from "mobx";
import type { FailureNotice } from "../http/error-catalogue";
import type { DisplayText } from "../i18n/display-text";

/** The name widgets know the notice's texts by. */
export type NoticeText = DisplayText;

export interface Notice {
  key: number;
  /** What it says, so the same notice asked for again while it waits is not queued twice. */
  sameAs: string;
  title: NoticeText;
  message: NoticeText;
  confirm: NoticeText;
  action: NoticeAction | null;
  resolve: () => void;
}

/** A second button that does something besides closing (download the app). */
export interface NoticeAction {
  label: NoticeText;
  run: () => void;
}

/**
 * What a caller asks to show: the error catalogue's notices as they come, and any other alert in
 * their shape (register_success), so a failure goes from the catalogue to `show` untouched.
 */
export type NoticeRequest = FailureNotice & { action?: NoticeAction };

/**
 * The modal alerts of the error catalogue ("an alert titled notice … with confirm").
 * One shows at a time; the rest wait in order so no message is lost. A notice that says what one
 * already waiting says joins it (ten calls failing at once ask once, not ten times); its promise
 * resolves with that one's confirm.
 */
export class NoticeStore {
  queue: Notice[] = [];
  private nextKey = 1;

  constructor() {
    makeAutoObservable(this);
  }

  get current(): Notice | null {
    return this.queue[0] ?? null;
  }

  /** Resolves when the member confirms. */
  show(request: NoticeRequest): Promise<void> {
    const title = request.title ?? { id: "notice" };
    const confirm = request.confirm ?? { id: "confirm" };
    // A notice with its own action runs something when answered: never merged.
    const sameAs = request.action ? "" : JSON.stringify([title, request.message, confirm]);
    return new Promise((resolve) => {
      const waiting = sameAs ? this.queue.find((notice) => notice.sameAs === sameAs) : undefined;
      if (waiting) {
        const first = waiting.resolve;
        waiting.resolve = () => {
          first();
          resolve();
        };
        return;
      }
      this.queue.push({
        key: this.nextKey++,
        sameAs,
        title,
        message: request.message,
        confirm,
        action: request.action ?? null,
        resolve,
      });
    });
  }

  confirm(): void {
    const notice = this.queue.shift();
    notice?.resolve();
  }

  /** The second button: its action runs, and the notice closes as confirmed. */
  act(): void {
    const action = this.current?.action;
    this.confirm();
    action?.run();
  }
}
