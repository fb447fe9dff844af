import { reaction } from "mobx";
import { MODAL_FADE_MS, SPLASH_DELAY_MS } from "../../engine/constants";
import type { Engage } from "../../engine/engagement/engage";
import { splashDue } from "../../engine/engagement/rules/download";
import { readFlag, safeStorage } from "../../engine/platform/storage";
import { modelFor } from "./model";

/** Session storage key: the splash has shown in this session. */
export const SPLASH_SHOWN_KEY = "wl.splashShown";

/** Due once per session in the native shell or a home-screen app; hides SPLASH_DELAY_MS after it shows. */
const engage: Engage = ({ stores, turn }) => {
  const session = safeStorage(() => window.sessionStorage);
  const due = splashDue({
    nativeApp: stores.environment.nativeApp !== null,
    // A home-screen launch: display-mode standalone, or its `homescreen` launch query (spec §4).
    standalone: stores.environment.standalone || stores.environment.homeScreenLaunch,
    shownThisSession: readFlag(session, SPLASH_SHOWN_KEY),
  });
  if (!due) return undefined;
  session.set(SPLASH_SHOWN_KEY, "1");
  const model = modelFor(stores);
  const timers: Array<ReturnType<typeof setTimeout>> = [];
  const stop = reaction(
    () => turn.showing,
    (showing) => {
      if (!showing) return;
      timers.push(
        setTimeout(() => model.fadeOut(), SPLASH_DELAY_MS),
        setTimeout(() => turn.release(), SPLASH_DELAY_MS + MODAL_FADE_MS),
      );
    },
  );
  turn.request();
  return () => {
    stop();
    for (const timer of timers) clearTimeout(timer);
    turn.release();
  };
};

export default engage;
