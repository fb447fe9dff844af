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
} as const;

export interface TurnRequest {
  id: string;
  priority: number;
  /** Ties itself to a running game (the in-game install prompt): may show over it. */
  overGame?: boolean;
  /** Order of asking, so equals take turns first come, first served. */
  since: number;
}

export interface PageState {
  /** An engagement overlay shows now (it keeps the screen until it is done). */
  holder: string | null;
  /** Another modal is open (an error notice, the language sheet, a sign-in dialog). */
  otherModalOpen: boolean;
  /** The focus is in a text field: the member is typing into a form. */
  typing: boolean;
  /** A game runs full-screen. */
  gameRunning: boolean;
}

/** The overlay to show next, or null while the page is busy or nobody is waiting. */
export function nextTurn(waiting: readonly TurnRequest[], page: PageState): string | null {
  if (page.holder !== null || page.otherModalOpen || page.typing) return null;
  const eligible = waiting.filter((request) => !page.gameRunning || request.overGame === true);
  eligible.sort((a, b) => b.priority - a.priority || a.since - b.since);
  return eligible[0]?.id ?? null;
}
