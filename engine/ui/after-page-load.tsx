import { type ReactNode, useEffect, useState } from "react";

/** Whether `delayMs` have passed since the page's load event (counting from now if it has passed). */
export function useAfterPageLoad(delayMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => setReady(true), delayMs);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      clearTimeout(timer);
    };
  }, [delayMs]);
  return ready;
}

/** Renders its children `delayMs` after the page's load event (at once counting from now if it has passed). */
export function AfterPageLoad({ delayMs, children }: { delayMs: number; children: ReactNode }) {
  return useAfterPageLoad(delayMs) ? children : null;
}
