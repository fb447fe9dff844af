import { type HTMLAttributes, type ReactNode, type Ref, useId } from "react";
import { inputStyle } from "./input-style";
import { row, stack } from "./stack";
import { textStyle } from "./text";

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
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div css={stack("xs")}>
      <label htmlFor={inputId} css={textStyle({ weight: "medium" })}>
        {label}
      </label>
      <div css={row("sm", { align: "stretch" })}>
        {before}
        <input
          ref={ref}
          id={inputId}
          name={name}
          type={type}
          inputMode={inputMode}
          value={value}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
          css={{ flex: 1, ...inputStyle(invalid) }}
        />
        {after}
      </div>
      {hint && (
        <span id={hintId} css={textStyle({ size: "small", tone: "muted" })}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} role="alert" css={textStyle({ size: "small", tone: "danger" })}>
          {error}
        </span>
      )}
    </div>
  );
}
