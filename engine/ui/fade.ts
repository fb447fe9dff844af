import { keyframes } from "@emotion/react";
import { useEffect, useRef } from "react";

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * The one fade of the app's overlays (spec §9 and §2, 250 ms): in from the first frame the view
 * is mounted (unless `fadeIn` is false, for a view that takes over from one already on screen),
 * out once `closing`. None with reduced motion.
 */
export function fadeCss(closing: boolean, ms: number, fadeIn = true) {
  return {
    ...(fadeIn ? { animation: `${appear} ${ms}ms ease-out` } : {}),
    transition: `opacity ${ms}ms ease-in`,
    opacity: closing ? 0 : 1,
    "@media (prefers-reduced-motion: reduce)": { animation: "none", transition: "none" },
  } as const;
}

/**
 * Calls `gone` once the fade out has run (`ms` after `closing` turned true): the model that
 * waits for it then gives the screen back. A re-render while fading does not restart the wait.
 */
export function useAfterFadeOut(closing: boolean, ms: number, gone: (() => void) | undefined): void {
  const latest = useRef(gone);
  latest.current = gone;
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => latest.current?.(), ms);
    return () => clearTimeout(timer);
  }, [closing, ms]);
}
