import type { CSSObject } from "@emotion/react";
import { runInAction } from "mobx";
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { SCRIM, space } from "../theme/scales";
import { openModalCount } from "./open-modals";

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What every modal shares (sheet, dialog, alert): it sits in <body> above the page (a sheet
 * opened from the fixed top bar must not stay inside the bar's stacking context), dims the page,
 * moves the focus in on open, keeps Tab inside, and gives the focus back to what opened it.
 * Escape and a tap on the dimmed page dismiss it only when `onDismiss` is given: a forced
 * choice has no way out but its buttons.
 */
export function ModalLayer({
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves in once, on open.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const target =
      panel.current?.querySelector<HTMLElement>(initialFocus) ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      panel.current;
    target?.focus();
    runInAction(() => openModalCount.set(openModalCount.get() + 1));
    return () => {
      runInAction(() => openModalCount.set(openModalCount.get() - 1));
      if (opener?.isConnected) opener.focus();
    };
  }, []);

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
      css={{
        position: "fixed",
        inset: 0,
        zIndex,
        display: "grid",
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
}
