import { reaction } from "mobx";
import { getAnnouncements } from "../../engine/api/content";
import { WELCOME_POPUP_DELAY_DEFAULT_MS } from "../../engine/constants";
import type { Engage } from "../../engine/engagement/engage";
import { welcomeImage } from "../../engine/engagement/rules/welcome";
import { modelFor } from "./model";

/**
 * The welcome popups' rules: after the welcome delay, read the m_popup1 / m_popup2 banners; while
 * one may show (home path, plain browser, updated, not closed this session) ask for a turn, and
 * give it back when the member leaves home before it came.
 */
const engage: Engage = ({ stores, turn }) => {
  const model = modelFor(stores);
  model.turn = turn;
  if (model.suppressed) return undefined;
  const delay = stores.config.popups?.welcomeDelayMs ?? WELCOME_POPUP_DELAY_DEFAULT_MS;
  let stopped = false;
  const timer = setTimeout(() => {
    void getAnnouncements(stores.http)
      .then(({ banners }) => {
        if (stopped) return;
        model.setImages({ 1: welcomeImage(banners, "m_popup1"), 2: welcomeImage(banners, "m_popup2") });
        model.setReady();
      })
      .catch(() => undefined);
  }, delay);
  const stopDue = reaction(
    () => model.due,
    (due) => {
      if (due) turn.request();
      else if (model.phase === "hidden") turn.release();
    },
  );
  const stopShowing = reaction(
    () => turn.showing,
    (showing) => {
      if (showing) model.open();
    },
  );
  return () => {
    stopped = true;
    clearTimeout(timer);
    stopDue();
    stopShowing();
  };
};

export default engage;
