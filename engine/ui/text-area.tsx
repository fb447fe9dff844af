import { type Ref, useId } from "react";
import { space } from "../theme/scales";
import { inputStyle } from "./input-style";
import { stack } from "./stack";
import { textStyle } from "./text";

/**
 * A labelled text area for a message several lines long, in the look of TextField: its hint, its
 * count against a limit and its error are tied to it for screen readers, and an invalid value (or
 * one over its limit) is outlined in the danger colour.
 */
export function TextArea({
  ref,
  id,
  name,
  label,
  value,
  rows = 5,
  hint,
  counter,
  invalid = false,
  error = null,
  onChange,
}: {
  ref?: Ref<HTMLTextAreaElement>;
  /** Defaults to a generated one. */
  id?: string;
  name: string;
  label: string;
  value: string;
  rows?: number;
  hint?: string | null;
  /** What is typed against its limit, at the field's end; `over` marks it (and the field) invalid. */
  counter?: { text: string; over: boolean; testId?: string };
  invalid?: boolean;
  error?: string | null;
  onChange: (value: string) => void;
}) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = `${fieldId}-hint`;
  const countId = `${fieldId}-count`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint ? hintId : null, counter ? countId : null, error ? errorId : null]
    .filter(Boolean)
    .join(" ");
  const flagged = invalid || Boolean(counter?.over);
  return (
    <div css={stack("xs")}>
      <label htmlFor={fieldId} css={textStyle({ weight: "medium" })}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        name={name}
        rows={rows}
        value={value}
        aria-invalid={flagged || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        css={{ ...inputStyle(flagged), paddingBlock: space.sm, resize: "vertical", width: "100%" }}
      />
      {hint && (
        <span id={hintId} css={textStyle({ size: "small", tone: "muted" })}>
          {hint}
        </span>
      )}
      {counter && (
        <span
          id={countId}
          data-testid={counter.testId}
          css={textStyle({ size: "small", tone: counter.over ? "danger" : "muted", align: "end" })}
        >
          {counter.text}
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
