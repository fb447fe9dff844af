import type { CrossFieldRule } from "./rule";

/** Two labels with one id would make "entries for this label" ambiguous. */
export const vipLabelIdsAreUnique: CrossFieldRule = (config) => {
  const firstIndex = new Map<number, number>();
  return (config.vipLabels ?? []).flatMap((label, index) => {
    const earlier = firstIndex.get(label.id);
    if (earlier === undefined) {
      firstIndex.set(label.id, index);
      return [];
    }
    return [
      {
        pointer: `/vipLabels/${index}/id`,
        message: `repeats the id of /vipLabels/${earlier} (${label.id}); each label needs its own id`,
      },
    ];
  });
};

/** Spec §6: entries are matched to a member's label id; an id no label has matches nobody. */
export const customerServiceLabelsExist: CrossFieldRule = (config) => {
  const known = (config.vipLabels ?? []).map((label) => label.id);
  const knownText = known.length ? `(known: ${known.join(", ")})` : "(it defines no labels)";
  return (config.customerService ?? []).flatMap((entry, entryIndex) =>
    (entry.labelIds ?? []).flatMap((id, idIndex) =>
      known.includes(id)
        ? []
        : [
            {
              pointer: `/customerService/${entryIndex}/labelIds/${idIndex}`,
              message: `is ${id}, which is not an id in /vipLabels ${knownText}; add the label there or remove this id`,
            },
          ],
    ),
  );
};
