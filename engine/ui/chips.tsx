import { useId } from "react";
import { LAYOUT } from "../theme/layout";
import { color, radius, space, text, weight } from "../theme/scales";
import { visuallyHidden } from "./text";

/**
 * Pick one of a few short choices shown side by side, wrapping to more lines (an amount, a
 * category filter). Native radio buttons under the chips: one Tab stop, arrow keys move the
 * choice, and screen readers announce "2 of 5, selected" without help.
 */
export function Chips<Value extends string | number>({
  label,
  options,
  selected,
  onSelect,
}: {
  label: string;
  options: ReadonlyArray<{ value: Value; label: string }>;
  selected: Value | null;
  onSelect: (value: Value) => void;
}) {
  const name = useId();
  return (
    <fieldset css={{ margin: 0, padding: 0, border: 0, display: "flex", flexWrap: "wrap", gap: space.sm }}>
      <legend css={visuallyHidden}>{label}</legend>
      {options.map((option) => {
        const checked = option.value === selected;
        return (
          <label
            key={String(option.value)}
            css={{
              minHeight: LAYOUT.minTouch,
              minWidth: LAYOUT.minTouch,
              display: "inline-flex",
              alignItems: "center",
              justifyContent: "center",
              paddingInline: space.md,
              ...text.small,
              fontWeight: checked ? weight.bold : weight.medium,
              color: checked ? color.onPrimary : color.text,
              background: checked ? color.primary : color.surface,
              border: `1px solid ${checked ? color.primary : color.border}`,
              borderRadius: radius.pill,
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
            {option.label}
          </label>
        );
      })}
    </fieldset>
  );
}
