/**
 * The install prompt's triggers (spec §4), one function each: it watches one thing and fires its
 * trigger on the model after the spec's delay. Each returns what stops it, its timers included.
 */
import { reaction, runInAction } from "mobx";
import { INSTALL_PROMPT_POLL_INTERVAL_MS, INSTALL_PROMPT_POLL_TRIES } from "../../engine/constants";
import type { EngagementTurn } from "../../engine/engagement/engage";
import { onInstallHomePath } from "../../engine/engagement/rules/install-eligibility";
import { INSTALL_KEYS } from "../../engine/engagement/rules/install-flags";
import {
  type FiredTrigger,
  type InstallTrigger,
  inGameDelayMs,
  triggerDelayMs,
} from "../../engine/engagement/rules/install-triggers";
import { keptInstallEvent } from "../../engine/platform/install-event";
import { REGISTER_PATH } from "../../engine/routing/aliases";
import type { InstallState } from "./state";

/** The state a trigger reads and the two actions it takes. */
export type TriggerModel = InstallState & {
  fire(fired: FiredTrigger): void;
  drop(trigger: InstallTrigger): void;
};

/** Timers a trigger has set, cleared together when it stops. */
function timers(schedule: InstallState["deps"]["schedule"]) {
  const cancels: Array<() => void> = [];
  return {
    after: (ms: number, run: () => void) => void cancels.push(schedule(run, ms)),
    clear: () => {
      for (const cancel of cancels.splice(0)) cancel();
    },
  };
}

type Timers = ReturnType<typeof timers>;

/** A trigger's watch (a MobX reaction) with its own timers: what it returns stops both. */
function watching(model: TriggerModel, watch: (pending: Timers) => () => void): () => void {
  const pending = timers(model.deps.schedule);
  const stop = watch(pending);
  return () => {
    stop();
    pending.clear();
  };
}

/**
 * Init: up to 20 × 150 ms for the browser's event; without it the prompt shows anyway. It
 * belongs to the page the app opened on: landing elsewhere (a login page) skips it.
 */
export function pollInstallEvent(model: TriggerModel): () => void {
  const { deps } = model;
  const pending = timers(deps.schedule);
  const landedHome = onInstallHomePath(model.stores.route.pathname);
  const fireInit = () => {
    if (landedHome)
      pending.after(triggerDelayMs("other"), () => model.fire({ trigger: "init", forced: false }));
  };
  let tries = 0;
  const poll = () => {
    tries += 1;
    if (keptInstallEvent()) {
      runInAction(() => (model.hasEvent = true));
      fireInit();
      return;
    }
    if (tries >= INSTALL_PROMPT_POLL_TRIES) {
      deps.session.set(INSTALL_KEYS.noEvent, "1");
      fireInit();
      return;
    }
    pending.after(INSTALL_PROMPT_POLL_INTERVAL_MS, poll);
  };
  poll();
  return pending.clear;
}

/** After login 2 s, after registration 1.9 s (a session starting while on the register page). */
export function fireOnSessionStart(model: TriggerModel): () => void {
  const { stores } = model;
  return watching(model, (pending) =>
    reaction(
      () => stores.session.token,
      (token, previous) => {
        if (!token || previous) return;
        const event = stores.route.pathname === REGISTER_PATH ? "register" : "login";
        pending.after(triggerDelayMs(event), () => model.fire({ trigger: event, forced: false }));
      },
    ),
  );
}

/** Registration age and counts; a rise in deposits (a deposit arrived) waits 2.5 s. */
export function fireOnProgress(model: TriggerModel): () => void {
  let deposits: number | null = null;
  return watching(model, (pending) =>
    reaction(
      () => ({ fired: model.progress, depositCount: model.stores.money.counts?.deposits ?? null }),
      ({ fired, depositCount }) => {
        const rose = deposits !== null && depositCount !== null && depositCount > deposits;
        deposits = depositCount;
        if (fired.length > 0)
          pending.after(triggerDelayMs(rose ? "deposit" : "other"), () => {
            for (const one of fired) model.fire(one);
          });
      },
      { fireImmediately: true },
    ),
  );
}

/** Page-bound: first deposit, first withdrawal, card binding, 1 s after arriving on the page. */
export function fireOnPage(model: TriggerModel, turn: EngagementTurn): () => void {
  return watching(model, (pending) =>
    reaction(
      () => (model.loaded ? model.pageTriggerHere : null),
      (trigger, previous) => {
        pending.clear();
        if (previous && previous !== trigger && !turn.showing) model.drop(previous);
        if (trigger) pending.after(triggerDelayMs("other"), () => model.fire({ trigger, forced: false }));
      },
      { fireImmediately: true },
    ),
  );
}

/** A game that has run in_game_popup_interval seconds. */
export function fireInGame(model: TriggerModel, turn: EngagementTurn): () => void {
  return watching(model, (pending) =>
    reaction(
      () => model.deps.gameRunning() && model.loaded,
      (running) => {
        pending.clear();
        const delay = inGameDelayMs(model.settings);
        if (running && delay !== null)
          pending.after(delay, () => model.fire({ trigger: "in_game", forced: false }));
        else if (!running && !turn.showing) model.drop("in_game");
      },
      { fireImmediately: true },
    ),
  );
}
