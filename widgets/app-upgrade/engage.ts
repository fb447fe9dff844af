import { APP_UPGRADE_LATEST_VERSION } from "../../engine/constants";
import type { Engage } from "../../engine/engagement/engage";
import { upgradeClosable, upgradeNeeded } from "../../engine/engagement/rules/download";
import { modelFor } from "./model";

/** Due once per page load inside a native shell older than the latest version (spec §9: 2.4.39). */
const engage: Engage = ({ stores, turn }) => {
  const { nativeApp, nativeVersion } = stores.environment;
  if (
    !upgradeNeeded({
      nativeApp: nativeApp !== null,
      version: nativeVersion,
      latest: APP_UPGRADE_LATEST_VERSION,
    })
  )
    return undefined;
  const model = modelFor(stores);
  model.release = () => turn.release();
  model.show();
  // A mandatory upgrade is not an unrequested modal: it shows whatever showed on this page before.
  turn.request({ exempt: !upgradeClosable(stores.feature("MANDATORYAPPUPDATES3")) });
  return () => turn.release();
};

export default engage;
