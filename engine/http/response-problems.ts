/**
 * Bad answers seen at the boundary (engine/http/answer-check.ts), each reported once per call and
 * problem: a screen polling a broken call would otherwise flood the console and inflate the count.
 * The counts are what the gallery and an operator look at: which calls the backend answers wrongly.
 */
type Listener = (counts: Readonly<Record<string, number>>) => void;

const seen = new Set<string>();
const counts: Record<string, number> = {};
const listeners = new Set<Listener>();

export function reportResponseProblem(call: string, pointer: string, problem: string): void {
  const key = `${call} ${pointer} ${problem}`;
  if (seen.has(key)) return;
  seen.add(key);
  counts[call] = (counts[call] ?? 0) + 1;
  console.warn(`[bad answer] ${call}: "${pointer}" ${problem}`);
  for (const listener of listeners) listener({ ...counts });
}

/** Distinct problems reported so far, by call. */
export function responseProblemCounts(): Readonly<Record<string, number>> {
  return { ...counts };
}

export function onResponseProblem(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests start each case from nothing reported. */
export function resetResponseProblems(): void {
  seen.clear();
  for (const call of Object.keys(counts)) delete counts[call];
}

// Only call names and counts, nothing of the member's: readable in every build, so the browser
// tests (which run the production bundle) and an operator's console can see them.
(globalThis as { __wlResponseProblems?: Readonly<Record<string, number>> }).__wlResponseProblems = counts;
