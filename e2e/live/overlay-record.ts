/**
 * What the live journeys' monitor saw (monitor.ts), judged against the rules a member's screen
 * keeps (issue 30; docs/engagement.md): one dialog at a time, no engagement overlay over a form the
 * member has started, nothing over a running game but what exists for it, and at most one
 * unrequested engagement modal per page view. Pure, so tests/e2e/live-overlay-record.test.ts
 * shows each rule can fail.
 */
import { engagementLook } from "./engagements";

export interface SeenDialog {
  role: string;
  /** Its accessible name (title), cut short. */
  label: string;
  /** The engagement overlay it is (engagements.ts), or null for any other dialog. */
  engagement: string | null;
  /** One of the game viewer's own dialogs (the trial's invitation), which belong over the game. */
  gameOwn?: boolean;
}

/** One report of a page: sent whenever what a member sees there changes. */
export interface SeenState {
  /** Order of arrival at the test. */
  seq: number;
  /** One document (a reload or a new tab is another). */
  pageId: string;
  /** Counts the page's in-app navigations: each new path is a new page view. */
  view: number;
  path: string;
  dialogs: SeenDialog[];
  /** A field on this page view has been changed by the member. */
  formStarted: boolean;
  /** The game viewer shows a game. */
  gameRunning: boolean;
}

/** An engagement overlay coming into sight. */
export interface Appearance {
  name: string;
  path: string;
  pageId: string;
  view: number;
}

export interface OverlayRecord {
  /** The most dialogs visible at once, and what they were. */
  maxDialogs: number;
  crowded: Array<{ path: string; dialogs: string[] }>;
  appearances: Appearance[];
  overForm: Array<{ path: string; engagement: string }>;
  overGame: Array<{ path: string; dialog: string }>;
  /** Page views that showed more than one unrequested engagement modal. */
  modalsInARow: Array<{ path: string; engagements: string[] }>;
  /** The rules broken, one line each, in words; empty when the screen kept them all. */
  breaches: string[];
}

const describe = (dialog: SeenDialog) =>
  dialog.engagement ? `${dialog.engagement} (${dialog.label})` : `${dialog.role} "${dialog.label}"`;

export function judge(states: readonly SeenState[]): OverlayRecord {
  const ordered = [...states].sort((a, b) => a.seq - b.seq);
  let maxDialogs = 0;
  const crowded: OverlayRecord["crowded"] = [];
  const appearances: Appearance[] = [];
  const overForm: OverlayRecord["overForm"] = [];
  const overGame: OverlayRecord["overGame"] = [];
  const showingBefore = new Map<string, Set<string>>();
  /** Per page, the overlays showing now that came into sight over a running game. */
  const cameOverGame = new Map<string, Set<string>>();
  const unrequestedByView = new Map<string, { path: string; names: string[] }>();

  const once = <T>(list: T[], item: T) => {
    if (!list.some((seen) => JSON.stringify(seen) === JSON.stringify(item))) list.push(item);
  };

  for (const state of ordered) {
    maxDialogs = Math.max(maxDialogs, state.dialogs.length);
    if (state.dialogs.length > 1) once(crowded, { path: state.path, dialogs: state.dialogs.map(describe) });

    const names = new Set(state.dialogs.flatMap((dialog) => (dialog.engagement ? [dialog.engagement] : [])));
    const before = showingBefore.get(state.pageId) ?? new Set<string>();
    showingBefore.set(state.pageId, names);
    const overGameHere = new Set(
      [...(cameOverGame.get(state.pageId) ?? [])].filter((name) => names.has(name)),
    );
    cameOverGame.set(state.pageId, overGameHere);
    for (const name of names) {
      const look = engagementLook(name);
      if (state.formStarted && !look?.requested) once(overForm, { path: state.path, engagement: name });
      if (before.has(name)) continue;
      if (state.gameRunning) overGameHere.add(name);
      appearances.push({ name, path: state.path, pageId: state.pageId, view: state.view });
      if (look?.requested) continue;
      const key = `${state.pageId}#${state.view}`;
      const view = unrequestedByView.get(key) ?? { path: state.path, names: [] };
      // A chained sequence (the two welcome popups, the iOS guide's steps) is one overlay.
      if (!view.names.includes(name)) view.names.push(name);
      unrequestedByView.set(key, view);
    }

    // The in-game install prompt comes while a game runs; an install prompt granted before the game
    // (on home, as the game opened) and still there over it is not the game's.
    const forTheGame = (dialog: SeenDialog) =>
      dialog.gameOwn ||
      (dialog.engagement !== null &&
        engagementLook(dialog.engagement)?.overGame === true &&
        overGameHere.has(dialog.engagement));
    if (state.gameRunning)
      for (const dialog of state.dialogs)
        if (!forTheGame(dialog)) once(overGame, { path: state.path, dialog: describe(dialog) });
  }

  const modalsInARow = [...unrequestedByView.values()]
    .filter((view) => view.names.length > 1)
    .map((view) => ({ path: view.path, engagements: view.names }));
  const breaches = [
    ...crowded.map((c) => `${c.dialogs.length} dialogs at once on ${c.path}: ${c.dialogs.join(" + ")}`),
    ...overForm.map((o) => `${o.engagement} over a started form on ${o.path}`),
    ...overGame.map((o) => `${o.dialog} over the running game`),
    ...modalsInARow.map(
      (m) =>
        `${m.engagements.length} unrequested engagement modals on one view of ${m.path}: ${m.engagements.join(", ")}`,
    ),
  ];
  return { maxDialogs, crowded, appearances, overForm, overGame, modalsInARow, breaches };
}
