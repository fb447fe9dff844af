import { observer } from "mobx-react-lite";
import { useText } from "../i18n/use-text";
import { ABOVE_FLOATING } from "../theme/layout";
import { elevation, layer, radius, space } from "../theme/scales";
import { useStores } from "./stores-context";
import { textStyle } from "./text";

/** The showing toast, above the bars and what floats above them, announced politely to screen readers. */
export const ToastHost = observer(function ToastHost() {
  const { toasts } = useStores();
  const text = useText();
  return (
    <div
      role="status"
      aria-live="polite"
      css={{
        position: "fixed",
        insetInline: space.lg,
        insetBlockEnd: ABOVE_FLOATING,
        zIndex: layer.toast,
        display: "flex",
        justifyContent: "center",
        pointerEvents: "none",
      }}
    >
      {toasts.current && (
        <p
          key={toasts.current.key}
          data-testid="toast"
          css={[
            textStyle({ size: "small" }),
            {
              paddingBlock: space.sm,
              paddingInline: space.lg,
              borderRadius: radius.pill,
              boxShadow: elevation.floating,
              // Dark glass on any theme, light or dark: a toast must read over whatever is under it.
              background: "rgb(0 0 0 / 0.8)",
              color: "#ffffff",
            },
          ]}
        >
          {text(toasts.current.text)}
        </p>
      )}
    </div>
  );
});
