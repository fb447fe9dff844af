import { observer } from "mobx-react-lite";
import { useText } from "../i18n/use-text";
import { LAYOUT } from "../theme/layout";
import { useStores } from "./stores-context";

/** The showing toast, above the tab bar, announced politely to screen readers. */
export const ToastHost = observer(function ToastHost() {
  const { toasts } = useStores();
  const text = useText();
  return (
    <div
      role="status"
      aria-live="polite"
      css={{
        position: "fixed",
        insetInline: 16,
        insetBlockEnd: `calc(${LAYOUT.tabBarHeight + 16}px + env(safe-area-inset-bottom))`,
        zIndex: 90,
        display: "flex",
        justifyContent: "center",
        pointerEvents: "none",
      }}
    >
      {toasts.current && (
        <p
          key={toasts.current.key}
          data-testid="toast"
          css={{
            margin: 0,
            padding: "10px 16px",
            borderRadius: "var(--wl-radius-pill)",
            background: "rgb(0 0 0 / 0.8)",
            color: "#ffffff",
            fontSize: 14,
          }}
        >
          {text(toasts.current.text)}
        </p>
      )}
    </div>
  );
});
