import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useIntl } from "react-intl";
import { MODAL_FADE_MS } from "../../engine/constants";
import { downloadLinks, nativeDownload, primaryDownloadWay } from "../../engine/engagement/rules/download";
import { AppIcon } from "../../engine/ui/app-icon";
import { Button } from "../../engine/ui/button";
import { CloseButton, DialogPanel } from "../../engine/ui/dialog";
import { HtmlBlock } from "../../engine/ui/html-block";
import { stack } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { textStyle } from "../../engine/ui/text";
import { modelFor } from "./model";

/**
 * The app-download modal (spec §2): app icon, message, native download and web app buttons (the
 * primary one by preference), continue in browser. Closing fades out in 250 ms, then gives the
 * screen back to the conductor.
 */
const AppDownloadModal = observer(function AppDownloadModal() {
  const stores = useStores();
  const intl = useIntl();
  const model = modelFor(stores);
  const titleId = useId();
  const { ios } = stores.environment;
  const links = downloadLinks(stores.system.resources, window.location.origin);
  const native = nativeDownload(links, ios);
  const primary = primaryDownloadWay({
    ios,
    preferredWay: stores.config.installPrompt?.preferredWay,
    nativeAvailable: native !== null,
  });

  const downloadNative = () => {
    if (!native) return;
    stores.tracking.track("downloadApp", { method: ios ? "ios" : "android" });
    stores.links.openExternal(native);
    model.close();
  };
  const installWebApp = () => {
    model.close();
    // The install prompt (or its iOS guide) when its widget answers; else the browser's own way.
    if (!stores.appDownload.askWebAppInstall()) {
      void stores.notices.show({ message: { id: "app_download_web_hint" }, confirm: { id: "close" } });
    }
  };
  const close = model.closable ? () => model.close() : undefined;

  const nativeButton = native && (
    <Button key="app" block variant={primary === "app" ? "primary" : "ghost"} onClick={downloadNative}>
      {intl.formatMessage({ id: "app_download_native" })}
    </Button>
  );
  const webButton = (
    <Button key="web" block variant={primary === "web" ? "primary" : "ghost"} onClick={installWebApp}>
      {intl.formatMessage({ id: "app_download_web" })}
    </Button>
  );

  return (
    <DialogPanel
      kind="engagement"
      labelledBy={titleId}
      onDismiss={close}
      dismissOnScrim={model.closable}
      narrow
      centred
      fade={{ closing: model.phase === "closing", ms: MODAL_FADE_MS, gone: () => model.closed() }}
    >
      {close && <CloseButton corner onClick={close} />}
      <AppIcon src={links.icon} size={72} />
      <h2 id={titleId} css={textStyle({ size: "heading", weight: "bold" })}>
        {intl.formatMessage({ id: "app_download_title" }, { name: stores.config.name })}
      </h2>
      {model.messages.length > 0 && (
        <div data-testid="app-download-message" css={[textStyle({ tone: "muted" }), stack("sm")]}>
          {model.messages.map((html, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered.
            <HtmlBlock key={index} html={html} />
          ))}
        </div>
      )}
      <div css={[stack("sm"), { width: "100%" }]}>
        {primary === "app" ? [nativeButton, webButton] : [webButton, nativeButton]}
      </div>
      <Button variant="quiet" onClick={() => model.close()} hidden={!model.closable}>
        {intl.formatMessage({ id: "app_download_continue" })}
      </Button>
    </DialogPanel>
  );
});

export default AppDownloadModal;
