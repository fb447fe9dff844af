import { type KeyboardEvent, useRef } from "react";
import { LAYOUT } from "../theme/layout";
import { color, focusRing, space, text, weight } from "../theme/scales";

/**
 * Arrow keys move through a row of choices and pick the one they land on; Home and End jump to
 * the ends. Only the chosen one is in the Tab order (the ARIA tabs and radio-group patterns). In
 * a right-to-left page the next choice is on the left.
 */
function useRovingFocus<Value>(values: readonly Value[], selected: Value, onSelect: (value: Value) => void) {
  const refs = useRef<Array<HTMLElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const at = values.indexOf(selected);
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | null = null;
    if (step !== undefined) next = (at + step + values.length) % values.length;
    if (event.key === "Home") next = 0;
    if (event.key === "End") next = values.length - 1;
    if (next === null || next === at) return;
    const value = values[next] as Value;
    event.preventDefault();
    onSelect(value);
    refs.current[next]?.focus();
  };
  return {
    onKeyDown,
    itemProps: (value: Value, index: number) => ({
      ref: (element: HTMLElement | null) => {
        refs.current[index] = element;
      },
      tabIndex: value === selected ? 0 : -1,
    }),
  };
}

/**
 * A row of tabs (role=tablist) that scrolls sideways when the labels do not fit. With `idOf`,
 * each tab carries an id and names the panel it controls (the panel uses the same ids).
 */
export function Tabs<Value extends string>({
  options,
  selected,
  onSelect,
  label,
  idOf,
}: {
  options: ReadonlyArray<{ value: Value; label: string }>;
  selected: Value;
  onSelect: (value: Value) => void;
  label?: string;
  idOf?: (value: Value) => { tab: string; panel: string };
}) {
  const values = options.map((option) => option.value);
  const roving = useRovingFocus(values, selected, onSelect);
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={roving.onKeyDown}
      css={{
        display: "flex",
        gap: space.xs,
        overflowX: "auto",
        scrollbarWidth: "none",
        borderBlockEnd: `1px solid ${color.border}`,
        marginBlockEnd: space.lg,
      }}
    >
      {options.map((option, index) => {
        const active = option.value === selected;
        const ids = idOf?.(option.value);
        return (
          <button
            key={option.value}
            {...roving.itemProps(option.value, index)}
            type="button"
            role="tab"
            id={ids?.tab}
            aria-controls={ids?.panel}
            aria-selected={active}
            onClick={() => onSelect(option.value)}
            css={{
              flex: "1 0 auto",
              minHeight: LAYOUT.minTouch,
              paddingInline: space.md,
              font: "inherit",
              ...text.body,
              fontWeight: active ? weight.bold : weight.medium,
              color: active ? color.primaryText : color.textMuted,
              background: "none",
              border: 0,
              borderBlockEnd: `3px solid ${active ? color.primary : "transparent"}`,
              cursor: "pointer",
              ...focusRing(-3),
            }}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
