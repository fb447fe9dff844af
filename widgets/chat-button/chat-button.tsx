import { observer } from "mobx-react-lite";
import { useEffect, useId } from "react";
import { useIntl } from "react-intl";
import { unreadBadge } from "../../engine/customer-service/chat-rules";
import { LAYOUT } from "../../engine/theme/layout";
import { color, elevation, focusRing, layer, radius, space, text, weight } from "../../engine/theme/scales";
import { IconButton } from "../../engine/ui/button";
import { Icon } from "../../engine/ui/icon";
import { ModalLayer } from "../../engine/ui/modal-layer";
import { useStores } from "../../engine/ui/stores-context";
import { modelFor } from "./chat-model";
import { CHAT_BUTTON_SIZE } from "./size";

/** A speech bubble, drawn like the engine's line icons (engine/ui/icon.tsx has none). */
function ChatIcon() {
  return (
    <svg width={28} height={28} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 5h16v11H9l-5 4z M8 9.5h8 M8 12.5h5"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The chat in the app's viewer: the whole screen under a bar with its title and a close button. */
const ChatViewer = observer(function ChatViewer() {
  const stores = useStores();
  const intl = useIntl();
  const titleId = useId();
  const model = modelFor(stores);
  const viewer = model.viewer;
  if (!viewer) return null;
  const close = () => model.closeViewer();
  return (
    <ModalLayer
      labelledBy={titleId}
      zIndex={layer.dialog}
      align="bottom"
      onDismiss={close}
      panelCss={{
        display: "flex",
        flexDirection: "column",
        width: "100%",
        height: "100dvh",
        overflow: "hidden",
        background: color.surface,
        color: color.text,
      }}
    >
      <div
        css={{
          display: "flex",
          alignItems: "center",
          gap: space.sm,
          paddingInline: space.sm,
          paddingBlockStart: "env(safe-area-inset-top)",
          minHeight: LAYOUT.minTouch + space.sm,
          borderBlockEnd: `1px solid ${color.border}`,
        }}
      >
        <h2
          id={titleId}
          css={{ flex: 1, margin: 0, paddingInlineStart: space.sm, ...text.lead, fontWeight: weight.bold }}
        >
          {viewer.title}
        </h2>
        <IconButton label={intl.formatMessage({ id: "chat_close" })} onClick={close}>
          <Icon name="close" />
        </IconButton>
      </div>
      <iframe
        title={viewer.title}
        src={viewer.url}
        // A chat provider's page learns nothing of the app's pages (docs/security.md).
        referrerPolicy="no-referrer"
        css={{ flex: 1, width: "100%", border: 0, background: color.background }}
      />
    </ModalLayer>
  );
});

/**
 * The floating chat button with its unread badge (spec section 2); the floating layer places it
 * (its corner in register.ts). Its name carries the count for screen readers.
 */
export default observer(function ChatButton() {
  const stores = useStores();
  const intl = useIntl();
  const model = modelFor(stores);
  useEffect(() => model.watch(), [model]);
  const badge = unreadBadge(model.unread);
  const name = intl.formatMessage({ id: "chat_button" });
  const label = badge ? `${name}, ${intl.formatMessage({ id: "chat_unread" }, { count: badge })}` : name;
  const title = intl.formatMessage({ id: "chat_title" });
  return (
    <>
      <div data-testid="chat-button" css={{ display: "flex" }}>
        <button
          type="button"
          aria-label={label}
          aria-busy={model.launching}
          onClick={() => void model.open(title, window.location.href)}
          css={{
            position: "relative",
            width: CHAT_BUTTON_SIZE,
            height: CHAT_BUTTON_SIZE,
            display: "grid",
            placeItems: "center",
            padding: 0,
            color: color.onPrimary,
            background: color.primary,
            border: 0,
            borderRadius: radius.pill,
            boxShadow: elevation.floating,
            cursor: "pointer",
            opacity: model.launching ? 0.7 : 1,
            ...focusRing(2),
          }}
        >
          <ChatIcon />
          {badge && (
            <span
              aria-hidden="true"
              data-testid="chat-unread"
              css={{
                position: "absolute",
                insetBlockStart: -space.xs,
                insetInlineEnd: -space.xs,
                // A count, not a target (the button around it is): a round badge for its digits.
                minWidth: 22,
                height: 22,
                paddingInline: space.xs,
                display: "grid",
                placeItems: "center",
                ...text.caption,
                fontWeight: weight.bold,
                // The surface colour reads on the danger red in both modes (light: white on
                // #c62828; dark: the dark surface on #ff6b6b), as white would not on the dark one.
                color: color.surface,
                background: color.danger,
                borderRadius: radius.pill,
                border: `2px solid ${color.surface}`,
              }}
            >
              {badge}
            </span>
          )}
        </button>
      </div>
      <ChatViewer />
    </>
  );
});
