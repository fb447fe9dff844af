/**
 * Whether a newer version is waiting, and the member's Refresh (spec §4). Shown once: after the
 * update is reported the notice stays until the page reloads.
 */
import { action, makeObservable, observable, runInAction } from "mobx";
import { afterUpdate } from "./update-paths";

export interface UpdatePage {
  pathname(): string;
  reload(): void;
  assign(path: string): void;
}

/** The browser's page, read only when Refresh is pressed. */
const browserPage: UpdatePage = {
  pathname: () => window.location.pathname,
  reload: () => window.location.reload(),
  assign: (path) => window.location.assign(path),
};

export class UpdateStore {
  available = false;
  refreshing = false;
  /**
   * Runs before the reload; the service-worker module sets it to let a new worker take over,
   * so the reload gets the new files rather than the old precache.
   */
  beforeReload: () => Promise<void> = async () => undefined;

  constructor(private readonly page: UpdatePage = browserPage) {
    makeObservable(this, { available: observable, refreshing: observable, reportUpdate: action });
  }

  reportUpdate(): void {
    this.available = true;
  }

  async refresh(): Promise<void> {
    if (this.refreshing) return;
    runInAction(() => {
      this.refreshing = true;
    });
    await this.beforeReload().catch(() => undefined);
    const target = afterUpdate(this.page.pathname());
    if (target === "reload") this.page.reload();
    else this.page.assign(target);
  }
}
