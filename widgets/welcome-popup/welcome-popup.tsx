import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { POPUP_TRANSITION_MS, TOAST_MS } from "../../engine/constants";
import { imageName } from "../../engine/engagement/rules/welcome";
import { radius } from "../../engine/theme/scales";
import { Button } from "../../engine/ui/button";
import { copyText } from "../../engine/ui/copy-button";
import { Dialog } from "../../engine/ui/dialog";
import { row } from "../../engine/ui/stack";
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
    <Dialog
      kind="engagement"
      title={image.title || t("welcome_title")}
      onClose={() => model.close()}
      dismissOnScrim={false}
      initialFocus="button"
      fade={{ closing: model.phase === "closing", ms: POPUP_TRANSITION_MS }}
      testId={`welcome-popup-${model.step}`}
    >
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
    </Dialog>
  );
});

export default WelcomePopup;
