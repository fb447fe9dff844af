/**
 * The browser's install-available event (`beforeinstallprompt`, spec §4), caught from the page's
 * first script on (an inline catcher the build puts in every page) so it is not lost before the
 * install prompt's code arrives: its default mini-bar is held back and the event kept for the
 * prompt's install button. The prompt's rules take it over when they start.
 */
export interface InstallEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let kept: InstallEvent | null = null;

/** Where the page's inline catcher keeps an event that came before the app's script. */
const EARLY_KEY = "__wlInstallEvent";

/**
 * An inline script for the stamped page (scripts/lib/stamp-html.ts): the app's script arrives
 * after the shell has painted (engine/shell/shell-loader.ts), and the browser may offer installing
 * before that; this keeps such an event for the app. Plain ES5, a few dozen bytes.
 */
export const INSTALL_EVENT_CATCHER = `addEventListener("beforeinstallprompt",function(e){e.preventDefault();window.${EARLY_KEY}=e})`;

export function captureInstallEvent(target: Pick<Window, "addEventListener">): void {
  const early = (target as unknown as Record<string, unknown>)[EARLY_KEY];
  if (early instanceof Event) kept = early as InstallEvent;
  target.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    kept = event as InstallEvent;
  });
}

/** The kept event, or null (none yet, already used, or a browser without it such as iOS Safari). */
export function keptInstallEvent(): InstallEvent | null {
  return kept;
}

export function clearInstallEvent(): void {
  kept = null;
}
