import { SHELL_PAINT_WAIT_MAX_MS } from "../constants";
import { SIGN_IN_SHELL_CLASS } from "./shell-route";

/** Marks the static shell's largest picture on each of its pages (scripts/lib/stamp-html.ts). */
export const SHELL_LEAD_ATTRIBUTE = "data-wl-lead";

/**
 * Resolves once the shell's largest picture has been painted (its load, then the frame that
 * draws it), at once when the shell shows none, and after `maxWaitMs` at the latest. The app's
 * scripts wait for it: on a slow phone their evaluation would otherwise hold the main thread
 * while the member still looks at a grey box, and the picture is a few kilobytes beside them.
 */
export function whenShellPainted(doc: Document, maxWaitMs = SHELL_PAINT_WAIT_MAX_MS): Promise<void> {
  const page = doc.documentElement.classList.contains(SIGN_IN_SHELL_CLASS)
    ? "wl-shell-sign-in"
    : "wl-shell-home";
  const picture = doc.querySelector<HTMLImageElement>(`.${page} img[${SHELL_LEAD_ATTRIBUTE}]`);
  if (!picture) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(finish, maxWaitMs);
    function finish() {
      clearTimeout(timer);
      resolve();
    }
    // A frame later the loaded picture is on screen; a hidden tab runs no frames, hence the timer.
    const painted = () => requestAnimationFrame(() => setTimeout(finish, 0));
    if (picture.complete) {
      painted();
      return;
    }
    picture.addEventListener("load", painted, { once: true });
    picture.addEventListener("error", finish, { once: true });
  });
}
