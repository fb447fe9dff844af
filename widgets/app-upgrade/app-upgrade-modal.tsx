import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useIntl } from "react-intl";
import { MODAL_FADE_MS } from "../../engine/constants";
import { downloadLinks, nativeDownload, upgradeClosable } from "../../engine/engagement/rules/download";
import { AppIcon } from "../../engine/ui/app-icon";
import { Button } from "../../engine/ui/button";
import { CloseButton, DialogPanel } from "../../engine/ui/dialog";
import { useStores } from "../../engine/ui/stores-context";
import { textStyle } from "../../engine/ui/text";
import { modelFor } from "./model";

/** The bridge call that downloads the app's update (docs/native-shell.md). */
const DOWNLOAD_APP_CALL = "downloadApp";

/**
 * The app-upgrade modal (spec §2): title, message, update (the platform's download link) and
 * close; without close while MANDATORYAPPUPDATES3 is on.
 */
const AppUpgradeModal = observer(function AppUpgradeModal() {
  const stores = useStores();
  const intl = useIntl();
  const model = modelFor(stores);
  const titleId = useId();
  const messageId = useId();
  const closable = upgradeClosable(stores.feature("MANDATORYAPPUPDATES3"));
  const links = downloadLinks(stores.system.resources, window.location.origin);
  const update = nativeDownload(links, stores.environment.nativeApp === "ios");
  const close = closable ? () => model.close() : undefined;

  return (
    <DialogPanel
      kind="engagement"
      labelledBy={titleId}
      describedBy={messageId}
      onDismiss={close}
      dismissOnScrim={false}
      narrow
      centred
      // The model's "hidden" is the fade out (spec §4): removed once it has played.
      fade={{ closing: model.phase === "hidden", ms: MODAL_FADE_MS, gone: () => model.removed() }}
    >
      {close && <CloseButton corner onClick={close} />}
      <AppIcon src={links.icon} size={64} />
      <h2 id={titleId} css={textStyle({ size: "heading", weight: "bold" })}>
        {intl.formatMessage({ id: "app_upgrade_title" })}
      </h2>
      <p id={messageId} css={textStyle({ tone: "muted" })}>
        {intl.formatMessage({ id: "app_upgrade_message" })}
      </p>
      <Button
        block
        disabled={!update}
        onClick={() => {
          if (!update) return;
          // A shell that offers it downloads the update itself (docs/native-shell.md); a web view
          // may not open a new window at all.
          if (stores.environment.bridge.includes(DOWNLOAD_APP_CALL))
            void import("../../engine/platform/native-bridge").then(({ callWithAlerts, nativeBridge }) =>
              callWithAlerts(nativeBridge(), stores.notices, DOWNLOAD_APP_CALL, { url: update }),
            );
          else stores.links.openExternal(update);
        }}
      >
        {intl.formatMessage({ id: "app_upgrade_update" })}
      </Button>
    </DialogPanel>
  );
});

export default AppUpgradeModal;
