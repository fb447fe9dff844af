import { runInAction } from "mobx";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { dirtyFormCount, formsStartedCount } from "./dirty-forms";

type MessageValues = Record<string, string | number>;

/**
 * Counts a form as dirty while `dirty` holds and it is mounted, and as started each time it turns
 * dirty (engine/ui/dirty-forms.ts). Forms not built on useForm (two-factor) call it with their own
 * reading of "the member typed something".
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
 * Form state the screens share: the values typed (kept across failed submits), which field is
 * flagged, and a ref per field (an input or a text area) so the flagged one can take focus. A form
 * is dirty while a field differs from how the form started or was last filled by the app (`fill`,
 * `replace`), or while `picked` holds (what the member chose beside the text, a screenshot): the
 * member's own input, which an update's reload must not drop.
 */
export function useForm<Field extends string>(initial: Record<Field, string>, picked = false) {
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const intl = useIntl();
  const [invalid, setInvalid] = useState<{ field: Field; messageId: string; values?: MessageValues } | null>(
    null,
  );
  // The fields of a form do not change while it is mounted: one element and its ref each, made once.
  const [refs] = useState(() => {
    const elements = {} as Record<Field, HTMLElement | null>;
    const attach = {} as Record<Field, (element: HTMLElement | null) => void>;
    for (const name of Object.keys(initial) as Field[]) {
      elements[name] = null;
      attach[name] = (element) => {
        elements[name] = element;
      };
    }
    return { elements, attach };
  });
  const focus = (field: Field) => refs.elements[field]?.focus();

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (invalid?.field === field) setInvalid(null);
  };
  useDirtyMark(picked || (Object.keys(baseline) as Field[]).some((name) => values[name] !== baseline[name]));

  return {
    values,
    invalid,
    /** What a TextField (or TextArea) of this form needs: its value, ref, change handler and flag, the flag's text naming `label`. */
    field: (name: Field, label: string) => ({
      ref: refs.attach[name],
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
      focus(field);
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
      focus(empty);
      return false;
    },
  };
}
