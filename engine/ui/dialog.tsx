import { type ReactNode, type RefObject, useId } from "react";
import { space } from "../theme/scales";
import { CloseButton, DialogPanel, type PanelFade } from "./dialog-panel";
import type { ModalKind } from "./modal-stack";
import { row } from "./stack";
import { textStyle } from "./text";

/** A dialog with a form opens in its first field, not on its close button. */
const FIELD = "input:not([disabled]), select:not([disabled]), textarea:not([disabled])";

/**
 * A centred modal: title, optional description, content, actions. `onClose` adds the close
 * button (and Escape, and a tap beside it unless `dismissOnScrim` is false); without it the member
 * must answer (an alert, a verified step that is finishing). `alert` makes it an alertdialog above
 * everything else, a notice in the modal stack; `kind` says what else it is
 * (engine/ui/modal-stack.ts). Drawn on the DialogPanel, as the engagement overlays are.
 */
export function Dialog({
  kind,
  title,
  description,
  onClose,
  closeButton = true,
  alert = false,
  dismissOnScrim = !alert,
  initialFocus = FIELD,
  panelRef,
  fade,
  testId,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  onClose?: () => void;
  /** An alert closes by its own button (and Escape), so it has no ×. */
  closeButton?: boolean;
  alert?: boolean;
  dismissOnScrim?: boolean;
  initialFocus?: string;
  panelRef?: RefObject<HTMLDivElement | null>;
  kind?: Exclude<ModalKind, "notice">;
  fade?: PanelFade;
  testId?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <DialogPanel
      kind={kind}
      alert={alert}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      onDismiss={onClose}
      dismissOnScrim={dismissOnScrim}
      initialFocus={initialFocus}
      panelRef={panelRef}
      narrow={alert}
      fade={fade}
      testId={testId}
    >
      <div css={row("sm", { align: "start" })}>
        <h2
          id={titleId}
          css={[textStyle({ size: "heading", weight: "bold" }), { flex: 1, paddingBlockStart: space.sm }]}
        >
          {title}
        </h2>
        {onClose && closeButton && <CloseButton onClick={onClose} />}
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
    </DialogPanel>
  );
}
