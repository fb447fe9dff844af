import { type ReactNode, useId } from "react";
import { MODAL_FADE_MS } from "../constants";
import { color, layer, radius, space } from "../theme/scales";
import { ModalLayer } from "./modal-layer";
import { stack } from "./stack";
import { textStyle } from "./text";

/**
 * A modal sheet that slides up from the bottom, within thumb reach: a list to pick from, a short
 * form. Escape and the dimmed page close it (see ModalLayer for focus).
 */
export function BottomSheet({
  title,
  onClose,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <ModalLayer
      labelledBy={titleId}
      zIndex={layer.sheet}
      align="bottom"
      onDismiss={onClose}
      panelCss={{
        ...stack("md"),
        maxHeight: "80vh",
        background: color.surface,
        color: color.text,
        borderStartStartRadius: radius.lg,
        borderStartEndRadius: radius.lg,
        padding: `${space.lg}px ${space.lg}px max(${space.lg}px, env(safe-area-inset-bottom))`,
        animation: `wl-sheet-up ${MODAL_FADE_MS}ms ease-out`,
        "@keyframes wl-sheet-up": { from: { transform: "translateY(100%)" } },
      }}
    >
      <h2 id={titleId} css={textStyle({ size: "lead", weight: "bold" })}>
        {title}
      </h2>
      {children}
    </ModalLayer>
  );
}
