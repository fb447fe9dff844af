import type { CSSObject } from "@emotion/react";
import { observer } from "mobx-react-lite";
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { SCRIM, space } from "../theme/scales";
import type { ModalKind } from "./modal-stack";
import { useModalEntry } from "./use-modal-entry";

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What every modal shares (sheet, dialog, alert): it sits in <body> above the page (a sheet
 * opened from the fixed top bar must not stay inside the bar's stacking context), dims the page,
 * moves the focus in on open, keeps Tab inside, and gives the focus back to what opened it.
 * Escape and a tap on the dimmed page dismiss it only when `onDismiss` is given: a forced
 * choice has no way out but its buttons. Every layer takes its place in the app's one modal stack
 * (engine/ui/modal-stack.ts): while another outranks it, it stays mounted but hidden and inert, and
 * when it shows again the focus comes back into it.
 */
export const ModalLayer = observer(function ModalLayer({
  kind = "member",
  role = "dialog",
  labelledBy,
  describedBy,
  zIndex,
  align,
  onDismiss,
  dismissOnScrim = true,
  initialFocus = FOCUSABLE,
  panelRef,
  panelCss,
  children,
}: {
  /** Which modals it gives way to and which it hides (engine/ui/modal-stack.ts). */
  kind?: ModalKind;
  role?: "dialog" | "alertdialog";
  labelledBy: string;
  describedBy?: string;
  zIndex: number;
  /** Where the panel sits: centred, or against the bottom edge within thumb reach. */
  align: "center" | "bottom";
  onDismiss?: () => void;
  /** An alert is answered by its button, not by a stray tap beside it. */
  dismissOnScrim?: boolean;
  /** A selector for what takes the focus on open; else the first control, else the panel itself. */
  initialFocus?: string;
  panelRef?: RefObject<HTMLDivElement | null>;
  panelCss: CSSObject;
  children: ReactNode;
}) {
  const ownRef = useRef<HTMLDivElement>(null);
  const panel = panelRef ?? ownRef;
  const visible = useModalEntry(kind);
  // Where the focus was when this layer first took it, to give it back on close.
  const opener = useRef<HTMLElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves in whenever the layer shows (on open, and again when what covered it closes).
  useEffect(() => {
    if (!visible) return;
    if (opener.current === null) opener.current = document.activeElement as HTMLElement | null;
    if (panel.current?.contains(document.activeElement)) return;
    const target =
      panel.current?.querySelector<HTMLElement>(initialFocus) ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      panel.current;
    target?.focus();
  }, [visible]);
  useEffect(
    () => () => {
      if (opener.current?.isConnected) opener.current.focus();
    },
    [],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    // A sheet opened from inside this one is portalled to <body>, yet React bubbles its keys here.
    if (!panel.current?.contains(event.target as Node)) return;
    if (event.key === "Escape" && onDismiss) {
      event.preventDefault();
      onDismiss();
      return;
    }
    if (event.key !== "Tab") return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <div
      // Covered by a modal of higher rank: kept with its state, out of sight, of the focus and of
      // the accessibility tree until it shows again.
      hidden={!visible}
      inert={!visible}
      data-modal-kind={kind}
      css={{
        position: "fixed",
        inset: 0,
        zIndex,
        display: visible ? "grid" : "none",
        ...(align === "center" ? { placeItems: "center", padding: space.lg } : { alignItems: "end" }),
      }}
    >
      <div
        aria-hidden="true"
        onClick={dismissOnScrim ? onDismiss : undefined}
        css={{ position: "absolute", inset: 0, background: SCRIM }}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, set by the prop (the linter cannot read it). */}
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        css={[{ position: "relative", overflowY: "auto", outline: "none" }, panelCss]}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
});
