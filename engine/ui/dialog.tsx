import { keyframes } from "@emotion/react";
import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { useIntl } from "react-intl";
import { color, elevation, layer, radius, space } from "../theme/scales";
import { IconButton } from "./button";
import { Icon } from "./icon";
import { ModalLayer } from "./modal-layer";
import type { ModalKind } from "./modal-stack";
import { row, stack } from "./stack";
import { textStyle } from "./text";

// The one fade of the app's overlays lives with the panel they are drawn on: a module of its own
// would be one more chunk for every dialog's page to name (the first page's preload map counts it).
const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * The one fade of the app's overlays (spec §9 and §2, 250 ms): in from the first frame the view
 * is mounted (unless `fadeIn` is false, for a view that takes over from one already on screen),
 * out once `closing`. None with reduced motion.
 */
export function fadeCss(closing: boolean, ms: number, fadeIn = true) {
  return {
    ...(fadeIn ? { animation: `${appear} ${ms}ms ease-out` } : {}),
    transition: `opacity ${ms}ms ease-in`,
    opacity: closing ? 0 : 1,
    "@media (prefers-reduced-motion: reduce)": { animation: "none", transition: "none" },
  } as const;
}

/**
 * Calls `gone` once the fade out has run (`ms` after `closing` turned true): the model that
 * waits for it then gives the screen back. A re-render while fading does not restart the wait.
 */
export function useAfterFadeOut(closing: boolean, ms: number, gone: (() => void) | undefined): void {
  const latest = useRef(gone);
  latest.current = gone;
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => latest.current?.(), ms);
    return () => clearTimeout(timer);
  }, [closing, ms]);
}

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

/** How an overlay's panel comes and goes: in as it mounts, out while `closing`, then `gone`. */
export interface PanelFade {
  closing: boolean;
  ms: number;
  /** Called once the fade out has run, for a model that waits for it. */
  gone?: () => void;
}

/**
 * The centred panel every dialog is drawn on, the Dialog's and each engagement overlay's: the
 * surface, its corners and shadow, the dialog padding, a width that leaves the page's edges
 * showing, in the app's one modal stack (engine/ui/modal-layer.tsx). `alert` makes it an
 * alertdialog above everything else, a notice in the stack; `narrow` suits a short message and
 * its buttons; `centred` sets its content in one centred column (an app's icon, title, message);
 * `fade` gives an overlay its fade in and out. `testId` names the content inside the panel.
 */
export function DialogPanel({
  kind = "member",
  alert = false,
  labelledBy,
  describedBy,
  onDismiss,
  dismissOnScrim = true,
  initialFocus,
  panelRef,
  narrow = false,
  centred = false,
  fade,
  testId,
  children,
}: {
  kind?: Exclude<ModalKind, "notice">;
  alert?: boolean;
  labelledBy: string;
  describedBy?: string;
  onDismiss?: () => void;
  dismissOnScrim?: boolean;
  initialFocus?: string;
  panelRef?: RefObject<HTMLDivElement | null>;
  narrow?: boolean;
  centred?: boolean;
  fade?: PanelFade;
  testId?: string;
  children: ReactNode;
}) {
  useAfterFadeOut(fade?.closing ?? false, fade?.ms ?? 0, fade?.gone);
  return (
    <ModalLayer
      kind={alert ? "notice" : kind}
      role={alert ? "alertdialog" : "dialog"}
      labelledBy={labelledBy}
      describedBy={describedBy}
      zIndex={alert ? layer.alert : layer.dialog}
      align="center"
      onDismiss={onDismiss}
      dismissOnScrim={dismissOnScrim}
      initialFocus={initialFocus}
      panelRef={panelRef}
      panelCss={{
        width: `min(100%, ${narrow ? 360 : 420}px)`,
        maxHeight: "100%",
        padding: space.xl,
        background: color.surface,
        color: color.text,
        borderRadius: radius.lg,
        boxShadow: elevation.modal,
        ...(fade ? fadeCss(fade.closing, fade.ms) : {}),
      }}
    >
      <div
        data-testid={testId}
        css={[stack("md"), centred ? { justifyItems: "center", textAlign: "center" } : undefined]}
      >
        {children}
      </div>
    </ModalLayer>
  );
}

/**
 * A dialog's × : at the end of its title row, or in the panel's corner above a centred column.
 */
export function CloseButton({ onClick, corner = false }: { onClick: () => void; corner?: boolean }) {
  const intl = useIntl();
  return (
    <IconButton
      label={intl.formatMessage({ id: "close" })}
      onClick={onClick}
      css={
        corner
          ? { position: "absolute", insetBlockStart: space.sm, insetInlineEnd: space.sm }
          : { marginInlineEnd: -space.sm }
      }
    >
      <Icon name="close" />
    </IconButton>
  );
}
