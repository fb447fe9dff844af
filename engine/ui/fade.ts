import { keyframes } from "@emotion/react";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * The fade an engagement modal plays (spec §9, 250 ms), driven by a flag: in while `visible`
 * turns true, out when it turns false. None with reduced motion.
 */
export function fadeCss(visible: boolean, ms: number) {
  return {
    opacity: visible ? 1 : 0,
    transition: `opacity ${ms}ms ease`,
    "@media (prefers-reduced-motion: reduce)": { transition: "none" },
  } as const;
}

/**
 * The same fade for a view that mounts already shown: it fades in from its first frame and out
 * once `closing`. None with reduced motion.
 */
export function fadeInOutCss(closing: boolean, ms: number) {
  return {
    animation: `${fadeIn} ${ms}ms ease-out`,
    transition: `opacity ${ms}ms ease-in`,
    opacity: closing ? 0 : 1,
    "@media (prefers-reduced-motion: reduce)": { animation: "none", transition: "none" },
  } as const;
}
