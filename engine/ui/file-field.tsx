import type { ReactNode, Ref } from "react";
import { LAYOUT } from "../theme/layout";
import { space, text } from "../theme/scales";
import { describedBy, FieldFrame, useFieldIds } from "./field-frame";

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
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} errorTestId={errorTestId} below={children}>
      <input
        ref={ref}
        id={ids.field}
        name={name}
        type="file"
        accept={accept.join(",")}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(ids, { hint, error })}
        onChange={(event) => onPick(event.target.files?.[0])}
        css={{
          minHeight: LAYOUT.minTouch,
          width: "100%",
          ...text.body,
          "&::file-selector-button": { minHeight: LAYOUT.minTouch, marginInlineEnd: space.sm },
        }}
      />
    </FieldFrame>
  );
}
