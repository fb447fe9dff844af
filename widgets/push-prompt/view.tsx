import { observer } from "mobx-react-lite";
import { useEffect, useId, useState } from "react";
import { useIntl } from "react-intl";
import { MODAL_FADE_MS } from "../../engine/constants";
import { color, elevation, layer, radius, space } from "../../engine/theme/scales";
import { Button } from "../../engine/ui/button";
import { fadeCss } from "../../engine/ui/fade";
import { ModalLayer } from "../../engine/ui/modal-layer";
import { stack } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { textStyle } from "../../engine/ui/text";
import { modelFor } from "./model";

/**
 * The push prompt (spec §2): why notifications help, Allow and Not now; after a browser 'block'
 * the tips of spec §8 ('notification_request_tips') with OK.
 */
const PushPrompt = observer(function PushPrompt() {
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
    if (model.phase !== "closing") return;
    const timer = setTimeout(() => model.removed(), MODAL_FADE_MS);
    return () => clearTimeout(timer);
  }, [model, model.phase]);

  const denied = model.phase === "denied";
  const waiting = model.phase === "waiting";
  const say = (id: string) => intl.formatMessage({ id });

  return (
    <ModalLayer
      kind="engagement"
      labelledBy={titleId}
      describedBy={messageId}
      zIndex={layer.dialog}
      align="center"
      onDismiss={() => model.close()}
      dismissOnScrim={false}
      panelCss={{
        ...stack("md"),
        ...fadeCss(entered && model.phase !== "closing", MODAL_FADE_MS),
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
      <h2 id={titleId} css={textStyle({ size: "heading", weight: "bold" })}>
        {say("push_prompt_title")}
      </h2>
      <p id={messageId} role={denied ? "alert" : undefined} css={textStyle({ tone: "muted" })}>
        {say(denied ? "notification_request_tips" : "push_prompt_message")}
      </p>
      {denied ? (
        <Button block onClick={() => model.close()}>
          {say("confirm")}
        </Button>
      ) : (
        <>
          <Button block busy={waiting} disabled={waiting} onClick={() => void model.allow()}>
            {say("push_prompt_allow")}
          </Button>
          <Button block variant="ghost" disabled={waiting} onClick={() => model.decline()}>
            {say("push_prompt_later")}
          </Button>
        </>
      )}
    </ModalLayer>
  );
});

export default PushPrompt;
