import { type ReactNode, type Ref, useId } from "react";
import { LAYOUT } from "../theme/layout";
import { space, text } from "../theme/scales";
import { stack } from "./stack";
import { textStyle } from "./text";

/**
 * A labelled file picker in the look of TextField: its hint and error tied to it for screen
 * readers, the whole row a thumb-sized target (not only the browser's small button). What was
 * picked (a preview, a way to remove it) comes below as `children`. The caller keeps the input's
 * ref to empty it, so that picking the same file again still reports a change.
 */
export function FileField({
  ref,
  id,
  name,
  label,
  accept,
  hint,
  error = null,
  errorTestId,
  onPick,
  children,
}: {
  ref?: Ref<HTMLInputElement>;
  /** Defaults to a generated one. */
  id?: string;
  name: string;
  label: string;
  /** The MIME types offered, as the input's `accept`. */
  accept: readonly string[];
  hint?: string | null;
  error?: string | null;
  errorTestId?: string;
  onPick: (file: File | undefined) => void;
  children?: ReactNode;
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
      <input
        ref={ref}
        id={inputId}
        name={name}
        type="file"
        accept={accept.join(",")}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onPick(event.target.files?.[0])}
        css={{
          minHeight: LAYOUT.minTouch,
          width: "100%",
          ...text.body,
          "&::file-selector-button": { minHeight: LAYOUT.minTouch, marginInlineEnd: space.sm },
        }}
      />
      {hint && (
        <span id={hintId} css={textStyle({ size: "small", tone: "muted" })}>
          {hint}
        </span>
      )}
      {error && (
        <span
          id={errorId}
          role="alert"
          data-testid={errorTestId}
          css={textStyle({ size: "small", tone: "danger" })}
        >
          {error}
        </span>
      )}
      {children}
    </div>
  );
}
