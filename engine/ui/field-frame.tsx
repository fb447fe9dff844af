import { type ReactNode, useId } from "react";
import { stack } from "./stack";
import { textStyle } from "./text";

export interface FieldIds {
  field: string;
  hint: string;
  count: string;
  error: string;
}

/** The ids that tie a field to its hint, its count and its error (`id` defaults to a generated one). */
export function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const field = id ?? generated;
  return { field, hint: `${field}-hint`, count: `${field}-count`, error: `${field}-error` };
}

/** The field's aria-describedby: the ids of the parts it shows, or none. */
export function describedBy(ids: FieldIds, shown: { hint?: unknown; count?: unknown; error?: unknown }) {
  const parts = [
    shown.hint ? ids.hint : null,
    shown.count ? ids.count : null,
    shown.error ? ids.error : null,
  ];
  return parts.filter(Boolean).join(" ") || undefined;
}

/**
 * What every labelled field has around its control (TextField, TextArea, FileField): the label,
 * then the control, its hint, a `note` (a count), its error announced as it appears, and what
 * comes `below` (a picked file's preview).
 */
export function FieldFrame({
  ids,
  label,
  hint,
  note,
  error,
  errorTestId,
  below,
  children,
}: {
  ids: FieldIds;
  label: string;
  hint?: string | null;
  note?: ReactNode;
  error?: string | null;
  errorTestId?: string;
  below?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div css={stack("xs")}>
      <label htmlFor={ids.field} css={textStyle({ weight: "medium" })}>
        {label}
      </label>
      {children}
      {hint && (
        <span id={ids.hint} css={textStyle({ size: "small", tone: "muted" })}>
          {hint}
        </span>
      )}
      {note}
      {error && (
        <span
          id={ids.error}
          role="alert"
          data-testid={errorTestId}
          css={textStyle({ size: "small", tone: "danger" })}
        >
          {error}
        </span>
      )}
      {below}
    </div>
  );
}
