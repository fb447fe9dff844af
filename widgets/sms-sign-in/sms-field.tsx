import type { Ref } from "react";
import { inputStyle } from "../../engine/ui/input-style";

/** A labelled input with the keyboard the value needs (digits for codes, phone pad for numbers). */
export function SmsField({
  ref,
  name,
  label,
  value,
  inputMode,
  autoComplete,
  invalid,
  onChange,
  prefix,
}: {
  ref?: Ref<HTMLInputElement>;
  name: string;
  label: string;
  value: string;
  inputMode: "numeric" | "tel";
  autoComplete: string;
  invalid: boolean;
  onChange: (value: string) => void;
  prefix?: string;
}) {
  return (
    <label css={{ display: "grid", gap: 6, fontWeight: 600, minWidth: 0 }}>
      {label}
      <span css={{ display: "flex", alignItems: "center", gap: 4 }}>
        {prefix && <span aria-hidden="true">{prefix}</span>}
        <input
          ref={ref}
          name={name}
          type="text"
          inputMode={inputMode}
          value={value}
          autoComplete={autoComplete}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value)}
          css={{ width: "100%", ...inputStyle(invalid) }}
        />
      </span>
    </label>
  );
}
