import { makeAutoObservable } from "mobx";
import type { FailureNotice } from "../http/error-catalogue";
import type { DisplayText } from "../i18n/display-text";

/** The name widgets know the notice's texts by. */
export type NoticeText = DisplayText;

export interface Notice {
  key: number;
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
 * One shows at a time; the rest wait in order so no message is lost.
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
    return new Promise((resolve) => {
      this.queue.push({
        key: this.nextKey++,
        title: request.title ?? { id: "notice" },
        message: request.message,
        confirm: request.confirm ?? { id: "confirm" },
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
