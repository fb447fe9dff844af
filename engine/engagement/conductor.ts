import { action, makeAutoObservable } from "mobx";
import { isAsked, isExempt, mayShowOver, nextTurn, type PageState, type TurnRequest } from "./turn-rules";

/** What the conductor watches besides its own queue; observable reads, so a change re-decides. */
export interface PageSignals {
  otherModalOpen: () => boolean;
  typing: () => boolean;
  /**
   * How many times a form has been started (a field changed from how it opened) since the app
   * opened: a count, so the conductor tells this page's forms from earlier pages'.
   */
  formsStarted: () => number;
  gameRunning: () => boolean;
  /** A page where nothing may open (the forced password change). */
  closedPage: () => boolean;
  /** An engagement overlay's view is on the page (its modal layer has mounted). */
  engagementOnScreen: () => boolean;
}

const quietPage: PageSignals = {
  otherModalOpen: () => false,
  typing: () => false,
  formsStarted: () => 0,
  gameRunning: () => false,
  closedPage: () => false,
  engagementOnScreen: () => false,
};

export interface TurnOptions {
  overGame?: boolean;
  exempt?: boolean;
}

/**
 * One conductor for the engagement overlays (announcement, welcome, install, download, upgrade,
 * push prompt, splash): each registered overlay asks for a turn when its own rules say it is due;
 * one shows at a time, by priority, and only where the rules of turn-rules.ts allow: never over
 * another modal, a form the member has started or a closed page, over a running game only what
 * belongs to it, and one unrequested overlay per page view. An overlay keeps the screen until it
 * says it is done (hidden, not taken away, while a game runs); the next then waits its turn. It
 * never shows anything earlier than its own rules allow: it only adds waiting.
 */
export class EngagementConductor {
  private readonly waiting = new Map<string, TurnRequest>();
  private signals: PageSignals = quietPage;
  private asked = 0;
  /** The overlay holding the screen now (it may be hidden for a while: see `isShowing`). */
  holder: string | null = null;
  /**
   * The holder's view has been on screen. Until then the grant is only a promise: its code may
   * still be on its way (a slow phone), and a member who starts a form meanwhile must not see it
   * land on top (issue 30), so it waits for the next page.
   */
  private holderSeen = false;
  /** Page views since the app opened; the route's changes count them (start-engagements.ts). */
  private pageView = 0;
  /** The form count when this page view began: a higher count means the member started a form here. */
  private formsAtPageStart = 0;
  /** The page view on which an unrequested overlay showed last. */
  private unrequestedShownOn: number | null = null;
  /**
   * Bars (not modals, no turn) whose rules say they are due: their registration's `when` reads this,
   * so a bar's code is fetched only once its lazy rules want it shown.
   */
  readonly bars = new Set<string>();

  constructor() {
    // `grant` runs from the app's autorun (start-engagements.ts): an explicit action, so it may
    // change what that autorun reads.
    makeAutoObservable<EngagementConductor, "signals" | "asked">(this, {
      signals: false,
      asked: false,
      grant: action,
    });
  }

  /** Hands over what the page is doing (engine/engagement/page-signals.ts); before that the page reads as quiet. */
  watch(signals: PageSignals): void {
    this.signals = signals;
    this.formsAtPageStart = signals.formsStarted();
  }

  /** The member is on a new page: its forms start untouched, and it may show one unrequested overlay. */
  newPageView(): void {
    this.pageView++;
    this.formsAtPageStart = this.signals.formsStarted();
    // An unrequested overlay still on screen as the page changed is this page's one.
    const holding = this.holder === null ? undefined : this.waiting.get(this.holder);
    if (holding && !isExempt(holding) && this.holderFits()) this.unrequestedShownOn = this.pageView;
  }

  /** `id` is due: it shows when it is its turn. Asking again keeps its place, with what it asks for now (a game has started). */
  request(id: string, priority: number, options: TurnOptions = {}): void {
    const since = this.waiting.get(id)?.since ?? this.asked++;
    this.waiting.set(id, { id, priority, since, ...options });
  }

  /** `id` is done (closed) or no longer due: it leaves the queue, and the screen if it held it. */
  release(id: string): void {
    this.waiting.delete(id);
    if (this.holder === id) this.setHolder(null);
  }

  /** The holder's view is on screen (start-engagements.ts watches the modal stack for it). */
  holderOnScreen(): void {
    if (this.holder !== null) this.holderSeen = true;
  }

  /** A bar's rules say it is due (true) or not. */
  setBar(id: string, due: boolean): void {
    if (due) this.bars.add(id);
    else this.bars.delete(id);
  }

  /**
   * Whether `id` is on screen now: it holds the turn and the page allows it there. A game started
   * under it, or a closed page, hides it until they are gone; meanwhile it keeps its place in the
   * queue, and what belongs to the game may take the screen.
   */
  isShowing(id: string): boolean {
    return this.holder === id && this.holderFits();
  }

  /** Whose turn it is once the screen is free, or null while the page is busy or nobody waits. */
  get next(): string | null {
    return nextTurn([...this.waiting.values()], this.page());
  }

  /** Gives the screen to the overlay whose turn it is; a reaction runs it whenever `next` changes. */
  grant(): void {
    const next = this.next;
    if (next === null) return;
    this.setHolder(next);
    const request = this.waiting.get(next);
    if (request && !isExempt(request)) this.unrequestedShownOn = this.pageView;
  }

  isWaiting(id: string): boolean {
    return this.waiting.has(id);
  }

  private setHolder(id: string | null): void {
    if (this.holder !== id) this.holderSeen = false;
    this.holder = id;
  }

  /**
   * The holder may be on screen over what the page does now. One not yet seen must still find the
   * page as its grant did: a member typing or with a form started holds it back, as they would
   * have held back the grant.
   */
  private holderFits(): boolean {
    const request = this.holder === null ? undefined : this.waiting.get(this.holder);
    return (
      request !== undefined &&
      !this.signals.closedPage() &&
      mayShowOver(request, { gameRunning: this.signals.gameRunning() }) &&
      (this.holderSeen || isAsked(request) || !this.formBusy())
    );
  }

  private formBusy(): boolean {
    return this.signals.typing() || this.signals.formsStarted() > this.formsAtPageStart;
  }

  private page(): PageState {
    return {
      // A holder hidden by the page (a game, a closed page) does not keep the screen from others.
      holder: this.holderFits() ? this.holder : null,
      otherModalOpen: this.signals.otherModalOpen(),
      typing: this.signals.typing(),
      formStarted: this.signals.formsStarted() > this.formsAtPageStart,
      gameRunning: this.signals.gameRunning(),
      closedPage: this.signals.closedPage(),
      unrequestedShown: this.unrequestedShownOn === this.pageView,
    };
  }
}
