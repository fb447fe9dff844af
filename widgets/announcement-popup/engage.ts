import { reaction } from "mobx";
import { POPUP_SHOW_DELAY_MS } from "../../engine/constants";
import type { Engage } from "../../engine/engagement/engage";
import { listRefreshDelay } from "../../engine/engagement/rules/announcement";
import { modelFor } from "./model";

/**
 * The announcement popup's rules: read this member's list on the first page and again after the
 * list refresh delay when the session changes (login, logout); when due, ask for a turn after
 * POPUP_SHOW_DELAY_MS.
 */
const engage: Engage = ({ stores, turn }) => {
  const model = modelFor(stores);
  model.turn = turn;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const clear = () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
  const read = () =>
    void model.load(Date.now).then((due) => {
      if (due) later(POPUP_SHOW_DELAY_MS, () => turn.request());
    });

  read();
  const stopSession = reaction(
    () => [stores.session.token, stores.session.info?.firstTimeLogin] as const,
    () => {
      // The list of the session that ended is not this member's: it goes, and the new one is read.
      clear();
      if (model.phase !== "hidden") model.finish();
      else turn.release();
      later(
        listRefreshDelay(model.variant, stores.session.isLoggedIn, stores.config.popups?.refreshDelayMs),
        read,
      );
    },
    // A session completed in place (same token, same first-login flag) is no change.
    { equals: (a, b) => a[0] === b[0] && a[1] === b[1] },
  );
  const stopShowing = reaction(
    () => turn.showing,
    (showing) => {
      if (showing) model.open();
    },
    { fireImmediately: true },
  );
  return () => {
    clear();
    stopSession();
    stopShowing();
  };
};

export default engage;
