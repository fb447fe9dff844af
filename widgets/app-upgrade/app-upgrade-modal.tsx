import { observer } from "mobx-react-lite";
import { useEffect, useId, useState } from "react";
import { useIntl } from "react-intl";
import { MODAL_FADE_MS } from "../../engine/constants";
import { downloadLinks, nativeDownload, upgradeClosable } from "../../engine/engagement/rules/download";
import { color, elevation, layer, radius, space } from "../../engine/theme/scales";
import { AppIcon } from "../../engine/ui/app-icon";
import { Button, IconButton } from "../../engine/ui/button";
import { fadeCss } from "../../engine/ui/fade";
import { Icon } from "../../engine/ui/icon";
import { ModalLayer } from "../../engine/ui/modal-layer";
import { stack } from "../../engine/ui/stack";
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
  const [entered, setEntered] = useState(false);

  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  useEffect(() => {
    if (model.phase !== "hidden") return;
    const timer = setTimeout(() => model.removed(), MODAL_FADE_MS);
    return () => clearTimeout(timer);
  }, [model, model.phase]);

  const closable = upgradeClosable(stores.feature("MANDATORYAPPUPDATES3"));
  const links = downloadLinks(stores.system.resources, window.location.origin);
  const update = nativeDownload(links, stores.environment.nativeApp === "ios");
  const close = closable ? () => model.close() : undefined;

  return (
    <ModalLayer
      kind="engagement"
      labelledBy={titleId}
      describedBy={messageId}
      zIndex={layer.dialog}
      align="center"
      onDismiss={close}
      dismissOnScrim={false}
      panelCss={{
        ...stack("md"),
        ...fadeCss(entered && model.phase === "visible", MODAL_FADE_MS),
        justifyItems: "center",
        textAlign: "center",
        width: "min(100%, 360px)",
        padding: space.xl,
        background: color.surface,
        color: color.text,
        borderRadius: radius.lg,
        boxShadow: elevation.modal,
      }}
    >
      {close && (
        <IconButton
          label={intl.formatMessage({ id: "close" })}
          onClick={close}
          css={{ position: "absolute", insetBlockStart: space.sm, insetInlineEnd: space.sm }}
        >
          <Icon name="close" />
        </IconButton>
      )}
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
    </ModalLayer>
  );
});

export default AppUpgradeModal;
