import { makeAutoObservable } from "mobx";

/**
 * What a modal is, which decides who shows when several are open at once:
 * - `notice`: the error catalogue's alerts and other answers the member must read;
 * - `member`: what the member opened or the flow they are in asked for (a sheet, the two-factor
 *   modal, a picker, the chat viewer);
 * - `engagement`: an engagement overlay the conductor granted (announcement, install prompt…).
 */
export type ModalKind = "notice" | "member" | "engagement";

/** Higher shows first: a notice over what the member opened, and both over an engagement overlay. */
const RANK: Record<ModalKind, number> = { notice: 3, member: 2, engagement: 1 };

interface ModalEntry {
  key: number;
  kind: ModalKind;
}

/**
 * The app's one modal stack (docs/engagement.md, "One modal stack"): every modal layer registers
 * here while it is mounted, and exactly one of them is visible, the highest kind, the newest among
 * equals (a sheet opened from a dialog sits on it). The others stay mounted, hidden, with what was
 * typed into them, and show again when those above them close: a notice that arrives over the
 * announcement popup takes its place, and the popup comes back once the notice is answered.
 * Free of React, so the conductor's watch reads it without pulling a modal's code into the first page.
 */
export class ModalStack {
  entries: ModalEntry[] = [];
  private nextKey = 1;

  constructor() {
    makeAutoObservable(this);
  }

  /** Registers an open modal; returns the key that closes it. */
  open(kind: ModalKind): number {
    const key = this.nextKey++;
    this.entries.push({ key, kind });
    return key;
  }

  close(key: number): void {
    this.entries = this.entries.filter((entry) => entry.key !== key);
  }

  /** The one modal shown now, or null when none is open. */
  get visible(): number | null {
    let top: ModalEntry | null = null;
    for (const entry of this.entries) if (!top || RANK[entry.kind] >= RANK[top.kind]) top = entry;
    return top?.key ?? null;
  }

  isVisible(key: number): boolean {
    return this.visible === key;
  }

  /** Whether a modal of this kind is open, shown or waiting. */
  has(kind: ModalKind): boolean {
    return this.entries.some((entry) => entry.kind === kind);
  }

  /** How many are open, shown or waiting. */
  get count(): number {
    return this.entries.length;
  }
}

/** The page's stack: one per document, like the page's focus. */
export const modalStack = new ModalStack();
