import { type KeyboardEvent, useRef } from "react";
import { LAYOUT } from "../theme/layout";

/** A row of tabs (role=tablist); arrow keys move between them and select, as screen readers expect. */
export function Tabs<Value extends string>({
  options,
  selected,
  onSelect,
  label,
}: {
  options: ReadonlyArray<{ value: Value; label: string }>;
  selected: Value;
  onSelect: (value: Value) => void;
  label?: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    // In a right-to-left page the arrow keys follow the reading direction.
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const next = (index + (rtl ? -step : step) + options.length) % options.length;
    const option = options[next];
    if (!option) return;
    onSelect(option.value);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} css={{ display: "flex", gap: 8, marginBottom: 16 }}>
      {options.map((option, index) => (
        <button
          key={option.value}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          aria-selected={option.value === selected}
          tabIndex={option.value === selected ? 0 : -1}
          onClick={() => onSelect(option.value)}
          onKeyDown={(event) => onKeyDown(event, index)}
          css={{
            flex: 1,
            minHeight: LAYOUT.minTouch,
            font: "inherit",
            fontWeight: 600,
            color: "inherit",
            background: "transparent",
            border: "none",
            borderBlockEnd: `3px solid ${option.value === selected ? "var(--wl-primary)" : "transparent"}`,
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
