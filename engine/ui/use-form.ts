import { runInAction } from "mobx";
import { createRef, type RefObject, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { dirtyFormCount, formsStartedCount } from "./dirty-forms";

type MessageValues = Record<string, string | number>;

/**
 * Counts a form as dirty while `dirty` holds and it is mounted, and as started each time it turns
 * dirty (engine/ui/dirty-forms.ts). Forms not built on useForm (feedback, two-factor) call it with
 * their own reading of "the member typed something".
 */
export function useDirtyMark(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    runInAction(() => {
      dirtyFormCount.set(dirtyFormCount.get() + 1);
      formsStartedCount.set(formsStartedCount.get() + 1);
    });
    return () => runInAction(() => dirtyFormCount.set(dirtyFormCount.get() - 1));
  }, [dirty]);
}

/**
 * Form state the sign-in screens share: the values typed (kept across failed submits), which
 * field is flagged, and a ref per field so the flagged one can take focus. A form is dirty while
 * a field differs from how the form started or was last filled by the app (`fill`, `replace`):
 * the member's own input, which an update's reload must not drop.
 */
export function useForm<Field extends string>(initial: Record<Field, string>) {
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const intl = useIntl();
  const [invalid, setInvalid] = useState<{ field: Field; messageId: string; values?: MessageValues } | null>(
    null,
  );
  // The fields of a form do not change while it is mounted: one ref each, made once.
  const [refs] = useState(() => {
    const made = {} as Record<Field, RefObject<HTMLInputElement | null>>;
    for (const name of Object.keys(initial) as Field[]) made[name] = createRef<HTMLInputElement>();
    return made;
  });

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (invalid?.field === field) setInvalid(null);
  };
  useDirtyMark((Object.keys(baseline) as Field[]).some((name) => values[name] !== baseline[name]));

  return {
    values,
    invalid,
    refs,
    /** What a TextField of this form needs: its value, ref, change handler and flag, the flag's text naming `label`. */
    field: (name: Field, label: string) => ({
      ref: refs[name],
      name,
      label,
      value: values[name],
      invalid: invalid?.field === name,
      error:
        invalid?.field === name
          ? intl.formatMessage({ id: invalid.messageId }, { field: label, ...invalid.values })
          : null,
      onChange: (value: string) => set(name, value),
    }),
    set,
    /** A value the app fills in (a default dialling code, a country picked from a list), not typed input. */
    fill: (field: Field, value: string) => {
      set(field, value);
      setBaseline((current) => ({ ...current, [field]: value }));
    },
    replace: (next: Partial<Record<Field, string>>) => {
      setValues((current) => ({ ...current, ...next }));
      setBaseline((current) => ({ ...current, ...next }));
    },
    /** Flags a field with a message (its values beside the field's label) and moves focus to it. */
    flag: (field: Field, messageId: string, messageValues?: MessageValues) => {
      setInvalid({ field, messageId, values: messageValues });
      refs[field].current?.focus();
    },
    clearFlag: () => setInvalid(null),
    /** Flags and focuses the first of `fields` that is empty (after trimming); true when all are filled. */
    requireFilled: (fields: readonly Field[]): boolean => {
      const empty = fields.find((field) => !values[field].trim());
      if (!empty) {
        setInvalid(null);
        return true;
      }
      setInvalid({ field: empty, messageId: "field_required" });
      refs[empty].current?.focus();
      return false;
    },
  };
}
