import { APP_UPGRADE_LATEST_VERSION } from "../../engine/constants";
import type { Engage } from "../../engine/engagement/engage";
import { upgradeClosable, upgradeNeeded } from "../../engine/engagement/rules/download";
import { nativeAppVersion } from "../../engine/platform/app-version";
import { modelFor } from "./model";

/**
 * Due once per page load inside a native shell older than the latest version (spec §9: 2.4.39).
 * The version comes from the shell's bridge or the merchant's user-agent pattern
 * (engine/platform/app-version.ts); a shell that tells none is not asked.
 */
const engage: Engage = ({ stores, turn }) => {
  const { environment } = stores;
  if (environment.nativeApp === null) return undefined;
  let stopped = false;
  void nativeAppVersion({
    environment,
    userAgent: navigator.userAgent,
    pattern: stores.config.nativeApp?.versionPattern,
    ask: (call) =>
      import("../../engine/platform/native-bridge").then(({ nativeBridge }) => nativeBridge().call(call)),
  }).then((version) => {
    if (stopped || !upgradeNeeded({ nativeApp: true, version, latest: APP_UPGRADE_LATEST_VERSION })) return;
    const model = modelFor(stores);
    model.release = () => turn.release();
    model.show();
    // A mandatory upgrade is not an unrequested modal: it shows whatever showed on this page before.
    turn.request({ exempt: !upgradeClosable(stores.feature("MANDATORYAPPUPDATES3")) });
  });
  return () => {
    stopped = true;
    turn.release();
  };
};

export default engage;
