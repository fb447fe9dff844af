import { type ReactNode, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { MODAL_FADE_MS } from "../constants";
import { LAYOUT } from "../theme/layout";

/**
 * A modal sheet that slides up from the bottom, within thumb reach. Escape and the backdrop
 * close it; focus moves into it on open, stays inside while open and returns to the opener.
 */
export function BottomSheet({
  titleId,
  title,
  onClose,
  children,
}: {
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const sheet = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    sheet.current?.querySelector<HTMLElement>("button, [href], input")?.focus();
    return () => opener?.focus();
  }, []);

  const keepFocusInside = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") return onClose();
    if (event.key !== "Tab" || !sheet.current) return;
    const items = [...sheet.current.querySelectorAll<HTMLElement>("button, [href], input")];
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

  // In the body: a sheet opened from the fixed top bar must not stay inside the bar's stacking context.
  return createPortal(
    <div css={{ position: "fixed", inset: 0, zIndex: 80 }}>
      <div
        aria-hidden="true"
        onClick={onClose}
        css={{ position: "absolute", inset: 0, background: "rgb(0 0 0 / 0.5)" }}
      />
      <div
        ref={sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={keepFocusInside}
        css={{
          position: "absolute",
          insetInline: 0,
          insetBlockEnd: 0,
          maxHeight: "80vh",
          overflowY: "auto",
          background: "var(--wl-surface)",
          color: "var(--wl-text)",
          borderStartStartRadius: "var(--wl-radius-lg)",
          borderStartEndRadius: "var(--wl-radius-lg)",
          padding: `16px 16px max(16px, env(safe-area-inset-bottom))`,
          animation: `wl-sheet-up ${MODAL_FADE_MS}ms ease-out`,
          "@keyframes wl-sheet-up": { from: { transform: "translateY(100%)" } },
        }}
      >
        <h2 id={titleId} css={{ fontSize: 18, margin: `0 0 12px`, minHeight: LAYOUT.minTouch / 2 }}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
