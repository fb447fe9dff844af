import { observer } from "mobx-react-lite";
import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { POPUP_TRANSITION_MS } from "../../engine/constants";
import { activityPath, isPromo } from "../../engine/engagement/rules/announcement";
import { useAppNavigate } from "../../engine/routing/navigation";
import { Button, IconButton } from "../../engine/ui/button";
import { Checkbox } from "../../engine/ui/checkbox";
import { Dialog } from "../../engine/ui/dialog";
import { HtmlBlock } from "../../engine/ui/html-block";
import { Icon } from "../../engine/ui/icon";
import { row } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { textStyle } from "../../engine/ui/text";
import { modelFor } from "./model";

/** The announcement carousel; shown only while it holds the conductor's turn. */
const AnnouncementPopup = observer(function AnnouncementPopup() {
  const stores = useStores();
  const model = modelFor(stores);
  const intl = useIntl();
  const navigate = useAppNavigate();
  const item = model.current;
  const classic = model.variant === "classic";
  const { index, autoplay, phase } = model;
  const count = model.items.length;
  const panel = useRef<HTMLDivElement>(null);

  // Any touch or key in the popup stops the autoplay (spec §9).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the panel mounts when the popup opens (`phase`).
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const stop = () => model.interact();
    element.addEventListener("pointerdown", stop);
    element.addEventListener("keydown", stop);
    return () => {
      element.removeEventListener("pointerdown", stop);
      element.removeEventListener("keydown", stop);
    };
  }, [model, phase]);

  // Autoplay: the next slide after autoplayMs on the same one, until the member touches the popup.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the wait on every slide change.
  useEffect(() => {
    if (!autoplay || phase !== "visible" || count < 2) return;
    const timer = setTimeout(() => model.tick(), model.autoplayMs);
    return () => clearTimeout(timer);
  }, [model, index, autoplay, phase, count]);

  if (!item || phase === "hidden") return null;
  const t = (id: string) => intl.formatMessage({ id });
  const close = () => model.requestClose(Date.now());
  const goToActivity = () => {
    model.dismiss(Date.now());
    navigate(
      activityPath({
        loggedIn: stores.session.isLoggedIn,
        registerFirst: stores.config.popups?.registerFirst ?? false,
      }),
    );
  };
  const heading = classic ? t("popup_announcement") : item.title;

  return (
    <Dialog
      kind="engagement"
      title={heading}
      onClose={close}
      dismissOnScrim={false}
      initialFocus="button"
      panelRef={panel}
      fade={{ closing: phase === "closing", ms: POPUP_TRANSITION_MS }}
      testId="announcement-popup"
    >
      {classic && <h3 css={textStyle({ weight: "bold" })}>{item.title}</h3>}
      <HtmlBlock html={item.content} css={{ maxHeight: "50vh", overflowY: "auto" }} />
      {count > 1 && (
        <div css={row("sm", { align: "center" })}>
          <IconButton label={t("popup_previous")} onClick={() => model.go(-1)}>
            <Icon name="back" />
          </IconButton>
          <p aria-live="polite" css={[textStyle({ tone: "muted" }), { flex: 1, textAlign: "center" }]}>
            {intl.formatMessage({ id: "popup_position" }, { index: index + 1, count })}
          </p>
          <IconButton label={t("popup_next")} onClick={() => model.go(1)}>
            <Icon name="forward" />
          </IconButton>
        </div>
      )}
      <Checkbox name="popup-hide" checked={model.ticked} onChange={(checked) => model.setTicked(checked)}>
        {t(classic ? "popup_do_not_show_again" : "popup_do_not_show_today")}
      </Checkbox>
      {isPromo(item) && (
        <div css={row("sm")}>
          <Button variant="secondary" block onClick={close}>
            {t("popup_know_it")}
          </Button>
          <Button block onClick={goToActivity}>
            {t("popup_go_to_activity")}
          </Button>
        </div>
      )}
    </Dialog>
  );
});

export default AnnouncementPopup;
