import { makeAutoObservable } from "mobx";
import { nextTurn, type PageState, type TurnRequest } from "./turn-rules";

/** What the conductor watches besides its own queue; observable reads, so a change re-decides. */
export interface PageSignals {
  otherModalOpen: () => boolean;
  typing: () => boolean;
  gameRunning: () => boolean;
}

const quietPage: PageSignals = { otherModalOpen: () => false, typing: () => false, gameRunning: () => false };

/**
 * One conductor for the engagement overlays (announcement, welcome, install, download, upgrade,
 * push prompt, splash): each registered overlay asks for a turn when its own rules say it is due;
 * one shows at a time, by priority, never over another modal or a form being typed in, and over a
 * running game only what is tied to the game. An overlay keeps the screen until it says it is done;
 * the next then waits its turn. It never shows anything earlier than its own rules allow: it only
 * adds waiting.
 */
export class EngagementConductor {
  private readonly waiting = new Map<string, TurnRequest>();
  private signals: PageSignals = quietPage;
  private asked = 0;
  /** The overlay showing now. */
  holder: string | null = null;
  /**
   * Bars (not modals, no turn) whose rules say they are due: their registration's `when` reads this,
   * so a bar's code is fetched only once its lazy rules want it shown.
   */
  readonly bars = new Set<string>();

  constructor() {
    makeAutoObservable<EngagementConductor, "signals" | "asked">(this, { signals: false, asked: false });
  }

  /** Hands over what the page is doing (engine/engagement/page-signals.ts); before that the page reads as quiet. */
  watch(signals: PageSignals): void {
    this.signals = signals;
  }

  /** `id` is due: it shows when it is its turn. Asking again keeps its place. */
  request(id: string, priority: number, options: { overGame?: boolean } = {}): void {
    if (!this.waiting.has(id)) this.waiting.set(id, { id, priority, since: this.asked++, ...options });
  }

  /** `id` is done (closed) or no longer due: it leaves the queue, and the screen if it held it. */
  release(id: string): void {
    this.waiting.delete(id);
    if (this.holder === id) this.holder = null;
  }

  /** A bar's rules say it is due (true) or not. */
  setBar(id: string, due: boolean): void {
    if (due) this.bars.add(id);
    else this.bars.delete(id);
  }

  isShowing(id: string): boolean {
    return this.holder === id;
  }

  /** Whose turn it is once the screen is free, or null while the page is busy or nobody waits. */
  get next(): string | null {
    return nextTurn([...this.waiting.values()], this.page());
  }

  /** Gives the screen to the overlay whose turn it is; a reaction runs it whenever `next` changes. */
  grant(): void {
    const next = this.next;
    if (next !== null) this.holder = next;
  }

  isWaiting(id: string): boolean {
    return this.waiting.has(id);
  }

  private page(): PageState {
    return {
      holder: this.holder,
      otherModalOpen: this.signals.otherModalOpen(),
      typing: this.signals.typing(),
      gameRunning: this.signals.gameRunning(),
    };
  }
}
