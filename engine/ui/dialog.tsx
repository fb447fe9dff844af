import { type ReactNode, type RefObject, useId } from "react";
import { useIntl } from "react-intl";
import { color, elevation, layer, radius, space } from "../theme/scales";
import { IconButton } from "./button";
import { Icon } from "./icon";
import { ModalLayer } from "./modal-layer";
import type { ModalKind } from "./modal-stack";
import { row, stack } from "./stack";
import { textStyle } from "./text";

/** A dialog with a form opens in its first field, not on its close button. */
const FIELD = "input:not([disabled]), select:not([disabled]), textarea:not([disabled])";

/**
 * A centred modal: title, optional description, content, actions. `onClose` adds the close
 * button (and Escape, and a tap beside it); without it the member must answer (an alert, a
 * verified step that is finishing). `alert` makes it an alertdialog above everything else, a
 * notice in the modal stack; `kind` says what else it is (engine/ui/modal-stack.ts).
 */
export function Dialog({
  kind,
  title,
  description,
  onClose,
  closeButton = true,
  alert = false,
  initialFocus = FIELD,
  panelRef,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  onClose?: () => void;
  /** An alert closes by its own button (and Escape), so it has no ×. */
  closeButton?: boolean;
  alert?: boolean;
  initialFocus?: string;
  panelRef?: RefObject<HTMLDivElement | null>;
  kind?: Exclude<ModalKind, "notice">;
  children: ReactNode;
}) {
  const intl = useIntl();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <ModalLayer
      kind={alert ? "notice" : (kind ?? "member")}
      role={alert ? "alertdialog" : "dialog"}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      zIndex={alert ? layer.alert : layer.dialog}
      align="center"
      onDismiss={onClose}
      dismissOnScrim={!alert}
      initialFocus={initialFocus}
      panelRef={panelRef}
      panelCss={{
        ...stack("md"),
        width: `min(100%, ${alert ? 360 : 420}px)`,
        maxHeight: "100%",
        padding: space.xl,
        background: color.surface,
        color: color.text,
        borderRadius: radius.lg,
        boxShadow: elevation.modal,
      }}
    >
      <div css={row("sm", { align: "start" })}>
        <h2
          id={titleId}
          css={[textStyle({ size: "heading", weight: "bold" }), { flex: 1, paddingBlockStart: space.sm }]}
        >
          {title}
        </h2>
        {onClose && closeButton && (
          <IconButton
            label={intl.formatMessage({ id: "close" })}
            onClick={onClose}
            css={{ marginInlineEnd: -space.sm }}
          >
            <Icon name="close" />
          </IconButton>
        )}
      </div>
      {description && (
        <p
          id={descriptionId}
          css={[
            textStyle({ tone: alert ? "default" : "muted" }),
            { overflowWrap: "anywhere", whiteSpace: "pre-line" },
          ]}
        >
          {description}
        </p>
      )}
      {children}
    </ModalLayer>
  );
}
