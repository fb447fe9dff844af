/**
 * "Did you mean" for setting names and enum values. Plausible typos only: a transposed,
 * missing, extra or wrong character or two, never a wild guess that would send an operator to
 * the wrong setting.
 */

/** Edit distance where swapping two neighbouring characters counts as one edit ("drak" → "dark"). */
function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const substitution = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      (rows[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** Roughly one edit per three characters, at least one: "CBS"→"CBS3" yes, "ab"→"cd" no. */
function tolerance(a: string, b: string): number {
  return Math.max(1, Math.floor(Math.max(a.length, b.length) / 3));
}

/**
 * The candidate closest to `input` ignoring case, or null when none is close enough to be a
 * typo. Ties go to the earlier candidate, so the answer follows the schema's order.
 */
export function didYouMean(input: string, candidates: readonly string[]): string | null {
  const wanted = input.toLowerCase();
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const distance = editDistance(wanted, candidate.toLowerCase());
    if (distance <= tolerance(wanted, candidate) && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
