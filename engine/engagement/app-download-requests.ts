import { makeAutoObservable } from "mobx";

/** How a caller wants the app-download modal (spec §4: closable unless the caller says otherwise). */
export interface AppDownloadAsk {
  closable: boolean;
}

type Handler = () => boolean;

/**
 * Requests between the engine and the download overlays, without the engine knowing a widget:
 * the shortcut button's APP_DOWNLOAD and the in-app-only game message ask for the app-download
 * modal here, and the modal's web-app button asks here for the install-to-home-screen prompt,
 * which the install-prompt widget answers if it is there (docs/engagement/download.md).
 */
export class AppDownloadRequests {
  /** The pending ask for the app-download modal, or null. */
  asked: AppDownloadAsk | null = null;
  /** Whether the app-download modal's rules run (its widget is registered and started). */
  modalListening = false;
  private readonly installHandlers = new Set<Handler>();

  constructor() {
    makeAutoObservable<AppDownloadRequests, "installHandlers">(this, { installHandlers: false });
  }

  /**
   * Asks for the app-download modal. Returns false when no modal listens (its widget is absent),
   * so the caller falls back to opening the native download itself.
   */
  open(ask: Partial<AppDownloadAsk> = {}): boolean {
    if (!this.modalListening) return false;
    this.asked = { closable: ask.closable ?? true };
    return true;
  }

  /** The modal took (or dropped) the ask. */
  answered(): void {
    this.asked = null;
  }

  /** The app-download modal's rules started (true) or stopped (false). */
  listen(on: boolean): void {
    this.modalListening = on;
    if (!on) this.asked = null;
  }

  /**
   * The install prompt offers itself for "install to home screen": a handler returns true when it
   * showed its prompt (or guide). Returns its remover.
   */
  onWebAppInstall(handler: Handler): () => void {
    this.installHandlers.add(handler);
    return () => void this.installHandlers.delete(handler);
  }

  /** Asks for the install prompt; false when nothing answered (the modal then shows the browser's own way). */
  askWebAppInstall(): boolean {
    for (const handler of this.installHandlers) if (handler()) return true;
    return false;
  }
}
