/**
 * Which engagement overlay may take the screen now (docs/engagement.md). Pure, so the order is a
 * table in its test: the spec's overlays were written one by one and, left alone, stack on top of
 * each other; one rule decides instead.
 */

/** Higher goes first. A forced install prompt outranks everything but the splash, which opens the app. */
export const ENGAGEMENT_PRIORITY = {
  splash: 100,
  forced: 90,
  /** What the member just asked for (the app-download modal, the iOS guide from the banner). */
  requested: 80,
  upgrade: 70,
  announcement: 60,
  install: 50,
  welcome: 40,
  push: 30,
  /** Google's one-tap for visitors (widgets/google-one-tap): after everything of the app's own. */
  oneTap: 20,
} as const;

/**
 * From this priority up an overlay is not an unrequested one: the splash, a forced prompt and what
 * the member asked for show whenever their turn comes, beyond the one-per-page rule.
 */
export const EXEMPT_PRIORITY = ENGAGEMENT_PRIORITY.requested;

export interface TurnRequest {
  id: string;
  priority: number;
  /** Ties itself to a running game (the in-game install prompt): may show over it. */
  overGame?: boolean;
  /**
   * Not an unrequested modal (the splash, what the member asked for, a forced prompt, a mandatory
   * upgrade): it does not count toward, nor wait for, the page's one unrequested modal.
   */
  exempt?: boolean;
  /** Order of asking, so equals take turns first come, first served. */
  since: number;
}

export interface PageState {
  /** An engagement overlay holds the screen now (it keeps it until it is done). */
  holder: string | null;
  /** Another modal is open (an error notice, the language sheet, a sign-in dialog). */
  otherModalOpen: boolean;
  /** The focus is in a text field: the member is typing into a form. */
  typing: boolean;
  /** A field of a form on this page has changed since the page opened: the member has started it. */
  formStarted: boolean;
  /** A game runs full-screen. */
  gameRunning: boolean;
  /** A page where nothing may open (the forced password change). */
  closedPage: boolean;
  /** An unrequested overlay has already shown on this page view. */
  unrequestedShown: boolean;
}

/** Whether a request is exempt from the one-unrequested-modal-per-page rule. */
export function isExempt(request: Pick<TurnRequest, "priority" | "exempt">): boolean {
  return request.exempt === true || request.priority >= EXEMPT_PRIORITY;
}

/** What the member just asked for (a tap on the download bar, the banner's iOS guide): a form they started does not hold it back. */
export function isAsked(request: Pick<TurnRequest, "priority">): boolean {
  return request.priority === ENGAGEMENT_PRIORITY.requested;
}

/** Whether an overlay may be on screen over what the page is doing now (a granted one is hidden otherwise). */
export function mayShowOver(
  request: Pick<TurnRequest, "overGame">,
  page: Pick<PageState, "gameRunning">,
): boolean {
  return !page.gameRunning || request.overGame === true;
}

/**
 * The overlay to show next, or null while the page is busy or nobody may go. Nothing opens over
 * another overlay or modal or on a closed page; nothing the member did not just ask for while they
 * type or on a page whose form they have started; nothing over a running game unless it belongs
 * to the game; and after one unrequested overlay on a page view, only exempt ones.
 */
export function nextTurn(waiting: readonly TurnRequest[], page: PageState): string | null {
  if (page.holder !== null || page.otherModalOpen || page.closedPage) return null;
  const formBusy = page.typing || page.formStarted;
  const eligible = waiting.filter(
    (request) =>
      mayShowOver(request, page) &&
      (!formBusy || isAsked(request)) &&
      (!page.unrequestedShown || isExempt(request)),
  );
  eligible.sort((a, b) => b.priority - a.priority || a.since - b.since);
  return eligible[0]?.id ?? null;
}
