/**
 * The install prompt's ties outside its triggers: the browser's install events, the two settings
 * calls, the app-download modal's web-app button, the banner and the conductor. One function
 * each; each returns what stops it.
 */
import { reaction, runInAction } from "mobx";
import { getInstallSettings } from "../../engine/api/install";
import { getDownloadSetting } from "../../engine/api/promotions";
import type { EngagementTurn } from "../../engine/engagement/engage";
import { captureInstallEvent } from "../../engine/platform/install-event";
import type { InstallState } from "./state";

/** The banner's mark on the conductor (register.ts reads it; not imported, so register.ts stays in the first chunk alone). */
const INSTALL_BANNER_ID = "install-banner";

type WiredModel = InstallState & {
  applySettings(raw: unknown): void;
  appInstalled(): void;
  ask(): void;
  opened(forced: boolean): void;
};

type PageEvents = Pick<Window, "addEventListener" | "removeEventListener">;

/** The page's inline catcher kept any install event so far; from now on the rules listen too. */
export function listenForInstall(model: WiredModel, target: PageEvents): () => void {
  captureInstallEvent(target);
  const onInstalled = () => model.appInstalled();
  target.addEventListener("appinstalled", onInstalled);
  return () => target.removeEventListener("appinstalled", onInstalled);
}

/** The merchant's download settings and the prompt's live settings; loaded either way once the second answers. */
export function loadSettings(model: WiredModel): () => void {
  const { http } = model.stores;
  void getDownloadSetting(http, model.deps.host)
    .then((list) => runInAction(() => (model.downloads = Array.isArray(list) ? list : [])))
    .catch(() => undefined);
  void getInstallSettings(http)
    .then((raw) => model.applySettings(raw))
    .catch(() => undefined)
    .finally(() => runInAction(() => (model.loaded = true)));
  return () => undefined;
}

/** The app-download modal's web-app button: the prompt (or the iOS guide) when offered here. */
export function answerWebAppInstall(model: WiredModel): () => void {
  return model.stores.appDownload.onWebAppInstall(() => {
    if (!model.loaded || !model.offered) return false;
    model.ask();
    return true;
  });
}

/** The banner's registration reads this flag, so its code loads only when it shows. */
export function showBanner(model: WiredModel): () => void {
  const { engagement } = model.stores;
  const stop = reaction(
    () => model.bannerVisible,
    (visible) => engagement.setBar(INSTALL_BANNER_ID, visible),
    { fireImmediately: true },
  );
  return () => {
    stop();
    engagement.setBar(INSTALL_BANNER_ID, false);
  };
}

/** Tells the conductor: due (and how) or not. While it shows, it keeps the screen. */
export function tellConductor(model: WiredModel, turn: EngagementTurn): () => void {
  const stopDue = reaction(
    () => model.due,
    (due, before) => {
      if (turn.showing) return;
      if (!due) {
        turn.release();
        return;
      }
      if (before && before.priority !== due.priority) turn.release();
      turn.request({ priority: due.priority, overGame: due.overGame });
    },
    { fireImmediately: true, equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
  );
  const stopOpened = reaction(
    () => turn.showing,
    (showing) => {
      if (showing) model.opened(model.due?.forced ?? model.forcedSession);
    },
  );
  return () => {
    stopDue();
    stopOpened();
  };
}
