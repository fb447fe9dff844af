import type { ReactNode } from "react";
import { LAYOUT } from "../theme/layout";
import { color } from "../theme/scales";
import { row } from "./stack";

/** A native checkbox with a thumb-sized hit area (the whole row is the label). */
export function Checkbox({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label css={[row("sm"), { minHeight: LAYOUT.minTouch, cursor: "pointer" }]}>
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        // 22 px: the box itself reads at a glance; the label row around it is the touch target.
        css={{ width: 22, height: 22, accentColor: color.primary, margin: 0 }}
      />
      {children}
    </label>
  );
}
