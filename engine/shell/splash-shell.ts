/**
 * The splash in the static shell (spec §4, "Splash screen. Hidden after a delay, once per session;
 * the native shell is told to close its launch screen"; docs/decisions.md, "The splash paints with
 * the first paint"). Inside the native shell or a home-screen app the member must see the shell's
 * launch screen, then the splash for its own time, and no second wait while the app's code loads.
 * So the splash is part of the page the build stamps, not of the app: a one-line script decides at
 * parse time whether it is due, CSS shows it with the first paint, the script's own timers fade it
 * out SPLASH_DELAY_MS later (as widgets/splash does; the page's reduced-motion rule drops the fade)
 * whether or not the app's code has come, and the same script tells the native shell, after that
 * first frame, to close its launch screen. The app then finds the splash shown this session and
 * shows none of its own (widgets/splash/engage.ts).
 */
import { MODAL_FADE_MS, SPLASH_DELAY_MS } from "../constants";
import { CLOSE_LAUNCH_SCREEN, LAUNCH_CLOSED_ATTRIBUTE } from "../platform/native-shell";
import { color, layer } from "../theme/scales";
import { SPLASH_SHELL_CLASS, SPLASH_SHOWN_KEY } from "./splash-marks";

export { SPLASH_SHELL_CLASS, SPLASH_SHOWN_KEY };

/** The bridge message id of the static shell's one call (the app's own are `wl-<n>`). */
const SHELL_CALL_ID = "wl-shell";
/** How long the script looks for a bridge a shell injects late (about a second of frames). */
const BRIDGE_LOOKS = 60;

/** The splash element's id (the script right after it finds it by it). */
const SPLASH_ELEMENT_ID = "wl-splash";

/**
 * Plain ES5, inlined right after the splash element, before anything else of the body. Due where
 * a launch looks like an app (the same marks as engine/platform/environment.ts) and not yet this
 * session; a browser that refuses storage still shows it, once per page. Not due, the element goes
 * at once; due, it goes when its fade ends, so no page holds an invisible splash. Inside the shell,
 * after the first frame, closes the launch screen through the bridge (looked up again for a shell
 * that injects it after the page's first script); without one, the app's own call after the load
 * event tries again (engine/platform/native-shell.ts).
 */
export function splashShellScript(): string {
  const key = JSON.stringify(SPLASH_SHOWN_KEY);
  const message = JSON.stringify({ id: SHELL_CALL_ID, call: CLOSE_LAUNCH_SCREEN });
  return `try{var d=document.documentElement,g=document.getElementById(${JSON.stringify(SPLASH_ELEMENT_ID)}),n=navigator,p=new URLSearchParams(location.search),a=p.get("inApp"),w=/\\bWLApp\\/(ios|android)\\b/i.test(n.userAgent)||a==="ios"||a==="android",m=${message},s,t=0;try{s=sessionStorage}catch(e){}
if((w||p.has("homescreen")||matchMedia("(display-mode: standalone)").matches||n.standalone===true)&&!(s&&s.getItem(${key})==="1")){d.classList.add(${JSON.stringify(SPLASH_SHELL_CLASS)});setTimeout(function(){g.style.opacity=0},${SPLASH_DELAY_MS});setTimeout(function(){g.remove()},${SPLASH_DELAY_MS + MODAL_FADE_MS});try{s.setItem(${key},"1")}catch(e){}}else g.remove();
function c(){try{var b=window.WLBridge;if(b)b.postMessage(JSON.stringify(m));else if(window.webkit)webkit.messageHandlers.WLBridge.postMessage(m);else return++t<${BRIDGE_LOOKS}&&setTimeout(c,16);d.setAttribute(${JSON.stringify(LAUNCH_CLOSED_ATTRIBUTE)},"")}catch(e){}}
if(w)requestAnimationFrame(function(){setTimeout(c,0)})}catch(e){}`;
}

/**
 * The splash's element, the merchant's logo on its brand colour (as widgets/splash draws it), and
 * its script. `nameHtml` is the merchant's name, already escaped for an attribute.
 */
export function splashShellMarkup(logoUrl: string, nameHtml: string): string {
  return `<div id="${SPLASH_ELEMENT_ID}" class="wl-splash-screen" data-testid="splash" role="img" aria-label="${nameHtml}"><img src="${logoUrl}" alt="" width="120" height="120"></div><script>${splashShellScript()}</script>`;
}

/** Shown only when due; the script fades it out after its delay and removes it after the fade. */
export function splashShellCss(): string {
  return `.wl-splash-screen{display:none}.${SPLASH_SHELL_CLASS} .wl-splash-screen{display:grid;place-items:center;position:fixed;inset:0;z-index:${layer.toast + 1};background:${color.primary};transition:opacity ${MODAL_FADE_MS}ms ease}`;
}
