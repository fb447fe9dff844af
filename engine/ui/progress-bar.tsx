import { color, radius, space } from "../theme/scales";

/**
 * How far along something is (a mission, a VIP level): a track with a filled part, announced as a
 * progressbar with its values. `label` names it; `valueText` is what a screen reader says for the
 * value ("3 of 7") where a bare number would not mean much. A value outside 0..max is clamped.
 */
export function ProgressBar({
  value,
  max,
  label,
  labelledBy,
  valueText,
  tone = "accent",
}: {
  value: number;
  max: number;
  /** The bar's accessible name, unless `labelledBy` names an element that shows it. */
  label?: string;
  labelledBy?: string;
  valueText?: string;
  tone?: "accent" | "primary";
}) {
  const safeMax = max > 0 ? max : 1;
  const now = Math.min(Math.max(value, 0), safeMax);
  return (
    <div
      role="progressbar"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={now}
      aria-valuetext={valueText}
      css={{ height: space.sm, borderRadius: radius.pill, background: color.border, overflow: "hidden" }}
    >
      <div
        css={{
          height: "100%",
          width: `${(now / safeMax) * 100}%`,
          background: tone === "accent" ? color.accent : color.primary,
          borderRadius: radius.pill,
        }}
      />
    </div>
  );
}
