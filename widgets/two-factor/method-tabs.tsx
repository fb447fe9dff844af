import { type KeyboardEvent, useRef } from "react";
import { useIntl } from "react-intl";
import type { TwoFactorMethod } from "../../engine/identity/types";
import { LAYOUT } from "../../engine/theme/layout";

const TAB_TEXT: Record<TwoFactorMethod, { id: string }> = {
  payeeName: { id: "tfa_tab_payee_name" },
  sms: { id: "tfa_tab_sms" },
  ga: { id: "tfa_tab_ga" },
  email: { id: "tfa_tab_email" },
};

export const tabId = (method: TwoFactorMethod) => `tfa-tab-${method}`;
export const panelId = (method: TwoFactorMethod) => `tfa-panel-${method}`;

/**
 * One tab per offered method. Arrow keys move between tabs and open them (Home and End jump to
 * the ends); only the open tab is in the Tab order, as the ARIA tabs pattern asks.
 */
export function MethodTabs({
  methods,
  active,
  onSelect,
}: {
  methods: readonly TwoFactorMethod[];
  active: TwoFactorMethod;
  onSelect: (method: TwoFactorMethod) => void;
}) {
  const intl = useIntl();
  const list = useRef<HTMLDivElement>(null);

  const move = (event: KeyboardEvent) => {
    const at = methods.indexOf(active);
    // In a right-to-left page the next tab is on the left.
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | null = null;
    if (step !== undefined) next = (at + step + methods.length) % methods.length;
    if (event.key === "Home") next = 0;
    if (event.key === "End") next = methods.length - 1;
    const method = next === null ? undefined : methods[next];
    if (!method) return;
    event.preventDefault();
    onSelect(method);
    list.current?.querySelector<HTMLElement>(`#${tabId(method)}`)?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={intl.formatMessage({ id: "tfa_methods" })}
      onKeyDown={move}
      css={{ display: "flex", gap: 4, overflowX: "auto", borderBlockEnd: "1px solid var(--wl-border)" }}
    >
      {methods.map((method) => {
        const selected = method === active;
        return (
          <button
            key={method}
            type="button"
            role="tab"
            id={tabId(method)}
            aria-selected={selected}
            aria-controls={panelId(method)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(method)}
            css={{
              flex: "1 0 auto",
              minHeight: LAYOUT.minTouch,
              padding: "0 12px",
              font: "inherit",
              fontSize: 15,
              fontWeight: selected ? 700 : 500,
              color: selected ? "var(--wl-primary-text)" : "var(--wl-text-muted)",
              background: "none",
              border: 0,
              borderBlockEnd: `3px solid ${selected ? "var(--wl-primary)" : "transparent"}`,
              cursor: "pointer",
              "&:focus-visible": { outline: "3px solid var(--wl-accent)", outlineOffset: -3 },
            }}
          >
            {intl.formatMessage(TAB_TEXT[method])}
          </button>
        );
      })}
    </div>
  );
}
