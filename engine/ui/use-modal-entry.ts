import { useLayoutEffect, useState } from "react";
import { type ModalKind, modalStack } from "./modal-stack";

/**
 * Takes a place in the app's one modal stack while the component is mounted, and says whether it
 * is the one modal shown now. The place is taken once the component is committed (a render thrown
 * away by a suspending child must leave no place behind) and before the browser paints: until then
 * it reads as hidden, so a notice arriving in the same commit as a sheet never flashes both.
 * Read inside an observer, so a change in the stack re-renders the caller.
 */
export function useModalEntry(kind: ModalKind): boolean {
  const [entry, setEntry] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a modal keeps the kind it opened with.
  useLayoutEffect(() => {
    const key = modalStack.open(kind);
    setEntry(key);
    return () => modalStack.close(key);
  }, []);
  return entry !== null && modalStack.isVisible(entry);
}
