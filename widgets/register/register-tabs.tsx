import { type KeyboardEvent, useRef } from "react";
import { useIntl } from "react-intl";
import { LAYOUT } from "../../engine/theme/layout";

type Kind = "username" | "mobile";
const TAB_LABELS: Record<Kind, string> = { username: "register_by_username", mobile: "register_by_mobile" };

/** Username or mobile registration, as tabs (arrow keys move between them). */
export function RegisterTabs({
  kinds,
  selected,
  onSelect,
}: {
  kinds: Kind[];
  selected: Kind;
  onSelect: (kind: Kind) => void;
}) {
  const intl = useIntl();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const next = (index + step + kinds.length) % kinds.length;
    onSelect(kinds[next] as Kind);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" css={{ display: "flex", gap: 8, marginBottom: 16 }}>
      {kinds.map((kind, index) => (
        <button
          key={kind}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          aria-selected={kind === selected}
          tabIndex={kind === selected ? 0 : -1}
          onClick={() => onSelect(kind)}
          onKeyDown={(event) => onKeyDown(event, index)}
          css={{
            flex: 1,
            minHeight: LAYOUT.minTouch,
            font: "inherit",
            fontWeight: 600,
            color: "inherit",
            background: "transparent",
            border: "none",
            borderBlockEnd: `3px solid ${kind === selected ? "var(--wl-primary)" : "transparent"}`,
          }}
        >
          {intl.formatMessage({ id: TAB_LABELS[kind] })}
        </button>
      ))}
    </div>
  );
}
