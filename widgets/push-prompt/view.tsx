import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useIntl } from "react-intl";
import { MODAL_FADE_MS } from "../../engine/constants";
import { Button } from "../../engine/ui/button";
import { DialogPanel } from "../../engine/ui/dialog";
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
  const denied = model.phase === "denied";
  const waiting = model.phase === "waiting";
  const say = (id: string) => intl.formatMessage({ id });

  return (
    <DialogPanel
      kind="engagement"
      labelledBy={titleId}
      describedBy={messageId}
      onDismiss={() => model.close()}
      dismissOnScrim={false}
      narrow
      centred
      fade={{ closing: model.phase === "closing", ms: MODAL_FADE_MS, gone: () => model.removed() }}
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
    </DialogPanel>
  );
});

export default PushPrompt;
