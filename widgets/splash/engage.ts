import { reaction } from "mobx";
import { MODAL_FADE_MS, SPLASH_DELAY_MS } from "../../engine/constants";
import type { Engage } from "../../engine/engagement/engage";
import { splashDue } from "../../engine/engagement/rules/download";
import { readFlag, safeStorage } from "../../engine/platform/storage";
import { SPLASH_SHELL_CLASS, SPLASH_SHOWN_KEY } from "../../engine/shell/splash-marks";
import { modelFor } from "./model";

export { SPLASH_SHOWN_KEY };

/**
 * Due once per session in the native shell or a home-screen app; hides SPLASH_DELAY_MS after it
 * shows. The static shell shows it first, with the first paint (engine/shell/splash-shell.ts): then
 * it has shown this session, even where storage refused to say so, and a second one would be the
 * second wait the member must not get. This one is left for a page without that shell.
 */
const engage: Engage = ({ stores, turn }) => {
  const session = safeStorage(() => window.sessionStorage);
  const due = splashDue({
    nativeApp: stores.environment.nativeApp !== null,
    // A home-screen launch: display-mode standalone, or its `homescreen` launch query (spec §4).
    standalone: stores.environment.standalone || stores.environment.homeScreenLaunch,
    shownThisSession:
      readFlag(session, SPLASH_SHOWN_KEY) || document.documentElement.classList.contains(SPLASH_SHELL_CLASS),
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
