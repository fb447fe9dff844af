import { makeAutoObservable } from "mobx";

/** Text either from the catalogue (by key) or as the server wrote it. */
export type NoticeText = { id: string; fallback?: string } | { raw: string };

export interface Notice {
  key: number;
  title: NoticeText;
  message: NoticeText;
  confirm: NoticeText;
  resolve: () => void;
}

export interface NoticeRequest {
  title?: NoticeText;
  message: NoticeText;
  confirm?: NoticeText;
}

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
        resolve,
      });
    });
  }

  confirm(): void {
    const notice = this.queue.shift();
    notice?.resolve();
  }
}
