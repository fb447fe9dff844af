import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useIntl } from "react-intl";
import { POPUP_TRANSITION_MS, TOAST_MS } from "../../engine/constants";
import { imageName } from "../../engine/engagement/rules/welcome";
import { color, elevation, layer, radius, space } from "../../engine/theme/scales";
import { Button, IconButton } from "../../engine/ui/button";
import { copyText } from "../../engine/ui/copy-button";
import { fadeInOutCss } from "../../engine/ui/fade";
import { Icon } from "../../engine/ui/icon";
import { ModalLayer } from "../../engine/ui/modal-layer";
import { row, stack } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { textStyle } from "../../engine/ui/text";
import { modelFor } from "./model";

/** Downloads the image (an <a download>; a cross-origin image opens instead, as the browser decides). */
function download(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = imageName(url);
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/** The welcome image popups; shown only while they hold the conductor's turn. */
const WelcomePopup = observer(function WelcomePopup() {
  const stores = useStores();
  const model = modelFor(stores);
  const intl = useIntl();
  const titleId = useId();
  const image = model.current;
  if (!image || model.phase === "hidden") return null;
  const t = (id: string) => intl.formatMessage({ id });
  const save = () => {
    download(image.url);
    model.saved();
  };
  const copy = async () => {
    const done = await copyText(image.url);
    stores.toasts.show({ id: done ? "copied" : "copy_failed" }, TOAST_MS);
  };
  const first = model.step === 1;

  return (
    <ModalLayer
      kind="engagement"
      labelledBy={titleId}
      zIndex={layer.dialog}
      align="center"
      onDismiss={() => model.close()}
      dismissOnScrim={false}
      panelCss={{
        ...stack("md"),
        width: "min(100%, 420px)",
        maxHeight: "100%",
        padding: space.xl,
        background: color.surface,
        color: color.text,
        borderRadius: radius.lg,
        boxShadow: elevation.modal,
        ...fadeInOutCss(model.phase === "closing", POPUP_TRANSITION_MS),
      }}
    >
      <div data-testid={`welcome-popup-${model.step}`} css={stack("md")}>
        <div css={row("sm", { align: "start" })}>
          <h2
            id={titleId}
            css={[textStyle({ size: "heading", weight: "bold" }), { flex: 1, paddingBlockStart: space.sm }]}
          >
            {image.title || t("welcome_title")}
          </h2>
          <IconButton label={t("close")} onClick={() => model.close()} css={{ marginInlineEnd: -space.sm }}>
            <Icon name="close" />
          </IconButton>
        </div>
        {first ? (
          <img
            src={image.url}
            alt={image.title || t("welcome_title")}
            css={{
              width: "100%",
              height: "auto",
              maxHeight: "55vh",
              objectFit: "contain",
              borderRadius: radius.md,
            }}
          />
        ) : (
          <p css={textStyle({})}>{t("welcome_save_description")}</p>
        )}
        <div css={row("sm")}>
          {first && (
            <Button variant="secondary" block onClick={() => void copy()}>
              {t("welcome_copy_link")}
            </Button>
          )}
          <Button block onClick={save}>
            {t("welcome_save")}
          </Button>
        </div>
      </div>
    </ModalLayer>
  );
});

export default WelcomePopup;
