import type { HTMLAttributes, ReactNode, Ref } from "react";
import { space } from "../theme/scales";
import { describedBy, FieldFrame, useFieldIds } from "./field-frame";
import { inputStyle } from "./input-style";
import { row } from "./stack";
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
  const ids = useFieldIds(id);
  const flagged = invalid || Boolean(counter?.over);
  const note = counter && (
    <span
      id={ids.count}
      data-testid={counter.testId}
      css={textStyle({ size: "small", tone: counter.over ? "danger" : "muted", align: "end" })}
    >
      {counter.text}
    </span>
  );
  return (
    <FieldFrame ids={ids} label={label} hint={hint} note={note} error={error}>
      <textarea
        ref={ref}
        id={ids.field}
        name={name}
        rows={rows}
        value={value}
        aria-invalid={flagged || undefined}
        aria-describedby={describedBy(ids, { hint, count: counter, error })}
        onChange={(event) => onChange(event.target.value)}
        css={{ ...inputStyle(flagged), paddingBlock: space.sm, resize: "vertical", width: "100%" }}
      />
    </FieldFrame>
  );
}
