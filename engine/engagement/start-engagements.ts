import { autorun, reaction } from "mobx";
import type { SlotWidget } from "../registry/registry";
import { CHANGE_PASSWORD_PATH } from "../routing/aliases";
import type { EngagementConductor } from "./conductor";
import type { EngageContext, EngagementTurn } from "./engage";
import { watchPage } from "./page-signals";

/** The turn of one registered overlay, bound to its id and registered priority. */
export function turnOf(stores: { engagement: EngagementConductor }, widget: SlotWidget): EngagementTurn {
  const conductor = stores.engagement;
  // A bar takes no turn: due shows it, done hides it.
  if (widget.engagement?.bar)
    return {
      request: () => conductor.setBar(widget.id, true),
      release: () => conductor.setBar(widget.id, false),
      get showing() {
        return conductor.bars.has(widget.id);
      },
    };
  const priority = widget.engagement?.priority ?? 0;
  return {
    request: (options = {}) =>
      conductor.request(widget.id, options.priority ?? priority, {
        overGame: options.overGame ?? widget.engagement?.overGame,
        exempt: options.exempt,
      }),
    release: () => conductor.release(widget.id),
    get showing() {
      return conductor.isShowing(widget.id);
    },
  };
}

/**
 * Starts every registered engagement overlay's rules (each a lazy module, loaded after the first
 * page) and the conductor's watch of the page: its modals, forms, running game and page views (a
 * new path is a new page; the forced password change is closed to overlays). Returns what stops them all.
 */
export function startEngagements(
  /** Handed on to each overlay's rules. */
  stores: EngageContext["stores"],
  widgets: readonly SlotWidget[],
  gameRunning: () => boolean,
): () => void {
  const page = watchPage(document, {
    gameRunning,
    closedPage: () => stores.route.pathname === CHANGE_PASSWORD_PATH,
  });
  stores.engagement.watch(page.signals);
  const stops: Array<() => void> = [page.stop];
  stops.push(
    reaction(
      () => stores.route.pathname,
      () => stores.engagement.newPageView(),
    ),
    reaction(
      () => page.signals.engagementOnScreen(),
      (onScreen) => {
        if (onScreen) stores.engagement.holderOnScreen();
      },
    ),
    autorun(
      () => {
        if (stores.engagement.next !== null) stores.engagement.grant();
      },
      // After the reactions of the same change: a new page first lets the overlays that were due
      // only on the last one (the install prompt on home) give their place back, then grants.
      { scheduler: (run) => queueMicrotask(run) },
    ),
  );
  let stopped = false;
  for (const widget of widgets) {
    const engage = widget.engagement?.engage;
    if (!engage) continue;
    void engage()
      .then((module) => {
        if (stopped) return;
        const stop = module.default({ stores, turn: turnOf(stores, widget) });
        if (stop) stops.push(stop);
      })
      // A broken overlay stays away; the others and the page carry on (as a widget's boundary does).
      .catch((error: unknown) => console.warn(`Engagement ${widget.id} did not start`, error));
  }
  return () => {
    stopped = true;
    for (const stop of stops.splice(0)) stop();
  };
}
