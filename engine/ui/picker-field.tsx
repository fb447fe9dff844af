import { type Ref, useId, useState } from "react";
import { color, space } from "../theme/scales";
import { BottomSheet } from "./bottom-sheet";
import { inputStyle } from "./input-style";
import { List, ListItem } from "./list";
import { stack } from "./stack";
import { textStyle } from "./text";

/**
 * A form field whose value is picked from a list too long for chips (a bank): it looks like an
 * input, says what is chosen (or `placeholder`), and opens the list in a bottom sheet. Its label,
 * flag and message work as a TextField's do, so a form treats it as one of its fields.
 */
export function PickerField<Value extends string>({
  ref,
  label,
  placeholder,
  sheetTitle,
  options,
  value,
  onChange,
  invalid = false,
  error = null,
}: {
  ref?: Ref<HTMLButtonElement>;
  label: string;
  placeholder: string;
  sheetTitle: string;
  options: ReadonlyArray<{ value: Value; label: string }>;
  value: Value | null;
  onChange: (value: Value) => void;
  invalid?: boolean;
  error?: string | null;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const chosen = options.find((option) => option.value === value);
  return (
    <div css={stack("xs")}>
      <span id={`${id}-label`} css={textStyle({ weight: "medium" })}>
        {label}
      </span>
      <button
        ref={ref}
        type="button"
        aria-haspopup="dialog"
        // Read as "Bank, Bradesco": the field's name, then what is chosen.
        aria-labelledby={`${id}-label ${id}-value`}
        aria-invalid={invalid || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => setOpen(true)}
        css={{
          ...inputStyle(invalid),
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: space.sm,
          textAlign: "start",
          cursor: "pointer",
        }}
      >
        <span id={`${id}-value`} css={chosen ? undefined : { color: color.textMuted }}>
          {chosen?.label ?? placeholder}
        </span>
        <span aria-hidden="true" css={{ fontSize: "0.625em", color: color.textMuted }}>
          ▼
        </span>
      </button>
      {error && (
        <span id={`${id}-error`} role="alert" css={textStyle({ size: "small", tone: "danger" })}>
          {error}
        </span>
      )}
      {open && (
        <BottomSheet title={sheetTitle} onClose={() => setOpen(false)}>
          <List css={{ overflowY: "auto" }}>
            {options.map((option) => (
              <ListItem
                key={option.value}
                selected={option.value === value}
                label={option.label}
                onClick={() => {
                  setOpen(false);
                  onChange(option.value);
                }}
              />
            ))}
          </List>
        </BottomSheet>
      )}
    </div>
  );
}
