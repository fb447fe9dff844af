/**
 * The browser's install-available event (`beforeinstallprompt`, spec §4), caught from the first
 * script on so it is not lost before the install prompt's code arrives: its default mini-bar is
 * held back and the event kept for the prompt's install button. Tiny on purpose (first page).
 */
export interface InstallEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let kept: InstallEvent | null = null;

export function captureInstallEvent(target: Pick<Window, "addEventListener">): void {
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
