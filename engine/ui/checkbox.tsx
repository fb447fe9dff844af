import type { ReactNode } from "react";
import { LAYOUT } from "../theme/layout";

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
    <label
      css={{ display: "flex", alignItems: "center", gap: 10, minHeight: LAYOUT.minTouch, cursor: "pointer" }}
    >
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        css={{ width: 22, height: 22, accentColor: "var(--wl-primary)", margin: 0 }}
      />
      {children}
    </label>
  );
}
