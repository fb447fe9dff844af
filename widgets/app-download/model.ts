import { makeAutoObservable, runInAction } from "mobx";
import { getAppDownloadMessages } from "../../engine/api/content";
import { perEngine } from "../../engine/registry/per-engine";
import type { EngineStores } from "../../engine/root/engine";

export type AppDownloadStores = Pick<EngineStores, "http">;

/** Spec §4 "App-download modal": hidden, shown (closable unless told otherwise), hidden after a 250 ms fade. */
export type AppDownloadPhase = "hidden" | "shown" | "closing";

/** The modal's state, shared by its rules (engage.ts) and its view. */
export class AppDownloadModel {
  phase: AppDownloadPhase = "hidden";
  closable = true;
  /** The app_download announcements' HTML (sanitised where shown); empty while none. */
  messages: string[] = [];
  private loaded = false;
  release: () => void = () => undefined;

  constructor(private readonly stores: AppDownloadStores) {
    makeAutoObservable<AppDownloadModel, "stores" | "loaded">(this, {
      stores: false,
      loaded: false,
      release: false,
    });
  }

  open(closable: boolean): void {
    this.closable = closable;
    this.phase = "shown";
    void this.loadMessages();
  }

  /** Starts the fade; the view calls `closed` when it has played. */
  close(): void {
    if (this.phase === "shown") this.phase = "closing";
  }

  closed(): void {
    this.phase = "hidden";
    this.release();
  }

  private async loadMessages(): Promise<void> {
    if (this.loaded) return;
    this.loaded = true;
    // No message is no reason to keep a member from the download: the modal shows without one.
    const messages = await getAppDownloadMessages(this.stores.http).catch(() => []);
    runInAction(() => {
      this.messages = messages;
    });
  }
}

export const modelFor = perEngine((stores: AppDownloadStores) => new AppDownloadModel(stores));
