import { reaction } from "mobx";
import type { Engage } from "../../engine/engagement/engage";
import { modelFor } from "./model";

/**
 * The app-download modal's rules: it is due when something asks for it through
 * stores.appDownload (engine/engagement/app-download-requests.ts), and done when closed.
 */
const engage: Engage = ({ stores, turn }) => {
  const model = modelFor(stores);
  model.release = () => turn.release();
  stores.appDownload.listen(true);
  const stop = reaction(
    () => stores.appDownload.asked,
    (asked) => {
      if (!asked) return;
      stores.appDownload.answered();
      if (model.phase !== "hidden") return;
      model.open(asked.closable);
      turn.request();
    },
    { fireImmediately: true },
  );
  return () => {
    stop();
    stores.appDownload.listen(false);
    turn.release();
  };
};

export default engage;
