import type { ReactNode } from "react";
import { useId } from "react";
import { LAYOUT } from "../theme/layout";
import { color, radius, space, text, weight } from "../theme/scales";
import { Icon } from "./icon";
import { textStyle, visuallyHidden } from "./text";

/**
 * Pick one of a few rows that need two lines each (an account: its bank, then its masked number).
 * Native radio buttons under the rows, as in Chips: one Tab stop, arrow keys move the choice, and
 * screen readers say "Bradesco **** 1234, 1 of 2, selected". The legend shows, since the rows
 * alone do not say what is being chosen.
 */
export function RadioList<Value extends string | number>({
  legend,
  options,
  selected,
  onSelect,
}: {
  legend: string;
  options: ReadonlyArray<{ value: Value; label: ReactNode; detail?: ReactNode }>;
  selected: Value | null;
  onSelect: (value: Value) => void;
}) {
  const name = useId();
  return (
    <fieldset css={{ margin: 0, padding: 0, border: 0, display: "grid", gap: space.xs }}>
      <legend css={[textStyle({ weight: "medium" }), { padding: 0, marginBlockEnd: space.xs }]}>
        {legend}
      </legend>
      {options.map((option) => {
        const checked = option.value === selected;
        return (
          <label
            key={String(option.value)}
            css={{
              minHeight: LAYOUT.minTouch,
              display: "flex",
              alignItems: "center",
              gap: space.md,
              paddingInline: space.md,
              paddingBlock: space.sm,
              ...text.body,
              background: checked ? color.primarySoft : color.surface,
              border: `1px solid ${checked ? color.primary : color.border}`,
              borderRadius: radius.md,
              cursor: "pointer",
              "&:has(input:focus-visible)": { outline: `3px solid ${color.accent}`, outlineOffset: 2 },
            }}
          >
            <input
              type="radio"
              name={name}
              checked={checked}
              onChange={() => onSelect(option.value)}
              css={visuallyHidden}
            />
            <span css={{ flex: 1, minWidth: 0, display: "grid" }}>
              <span css={{ fontWeight: checked ? weight.bold : weight.regular }}>{option.label}</span>
              {/* Read as one line ("Bradesco **** 1234"); a grid lays no space out for it. */}{" "}
              {option.detail && <span css={{ ...text.small, color: color.textMuted }}>{option.detail}</span>}
            </span>
            {checked && (
              <span css={{ color: color.primaryText }}>
                <Icon name="check" />
              </span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
