import { SHELL_PAINT_WAIT_MAX_MS } from "../constants";
import { SHELL_PAGE_CLASS, SIGN_IN_SHELL_CLASS } from "../theme/layout";

/** Marks the static shell's largest picture on each of its pages (scripts/lib/stamp-html.ts). */
export const SHELL_LEAD_ATTRIBUTE = "data-wl-lead";

/**
 * The inline script that starts the built app: it adds the entry's module script once the
 * shell's largest picture has painted (its load, then the frame that draws it), at once when
 * the shell shows none or the picture fails, and after `maxWaitMs` at the latest (a hidden tab
 * runs no frames). On a slow phone and network the member's first view then does not share the
 * line, nor the main thread, with the app's 140 KB of script; and the picture is a few kilobytes.
 * Plain ES5 in the HTML (no module may load before it) but for `import()`: a script element's
 * `src` is a Trusted Types sink, which the page's policy refuses a plain string (scripts/lib/csp.ts),
 * while an import is governed by `script-src` alone.
 */
export function shellLoaderScript(entrySrc: string, maxWaitMs = SHELL_PAINT_WAIT_MAX_MS): string {
  return `(function(){var d=document,started=0,timer,
picture=d.querySelector("."+(d.documentElement.classList.contains(${JSON.stringify(SIGN_IN_SHELL_CLASS)})?${JSON.stringify(SHELL_PAGE_CLASS.signIn)}:${JSON.stringify(SHELL_PAGE_CLASS.home)})+" img[${SHELL_LEAD_ATTRIBUTE}]");
function start(){if(started)return;started=1;clearTimeout(timer);import(${JSON.stringify(entrySrc)})}
function painted(){requestAnimationFrame(function(){setTimeout(start,0)})}
if(!picture)return start();
timer=setTimeout(start,${maxWaitMs});
if(picture.complete)return painted();
picture.addEventListener("load",painted);picture.addEventListener("error",start)})()`;
}
