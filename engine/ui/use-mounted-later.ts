import { startTransition, useEffect, useState } from "react";

/**
 * False for the first commit, true from a later task on: a long page puts what lies below the
 * first screen in that second commit, so no single task lays out everything at once and a tap
 * made in between is answered (the later render is a transition, drawn in slices).
 */
export function useMountedLater(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setLater(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return later;
}
