import type { HTMLAttributes, ReactNode, Ref } from "react";
import { describedBy, FieldFrame, useFieldIds } from "./field-frame";
import { inputStyle } from "./input-style";
import { row } from "./stack";

/**
 * A labelled input for forms in sheets and dialogs: its hint and error are tied to it for screen
 * readers, an invalid value is outlined in the danger colour, and `adornment` (a country picker,
 * a send button) sits on the input's row without being inside its label.
 */
export function TextField({
  ref,
  id,
  name,
  label,
  value,
  type = "text",
  inputMode,
  autoComplete,
  hint,
  invalid = false,
  error = null,
  before,
  after,
  onChange,
}: {
  ref?: Ref<HTMLInputElement>;
  /** Defaults to a generated one. */
  id?: string;
  name: string;
  label: string;
  value: string;
  type?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete: string;
  hint?: string | null;
  invalid?: boolean;
  error?: string | null;
  before?: ReactNode;
  after?: ReactNode;
  onChange: (value: string) => void;
}) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <div css={row("sm", { align: "stretch" })}>
        {before}
        <input
          ref={ref}
          id={ids.field}
          name={name}
          type={type}
          inputMode={inputMode}
          value={value}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ids, { hint, error })}
          onChange={(event) => onChange(event.target.value)}
          css={{ flex: 1, ...inputStyle(invalid) }}
        />
        {after}
      </div>
    </FieldFrame>
  );
}
