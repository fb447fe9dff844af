/**
 * Whether a newer version is waiting, and the member's Refresh (spec §4). Shown once: after the
 * update is reported the notice stays until the page reloads. While a form holds typed input the
 * notice waits (engine/ui/dirty-forms.ts): a deploy never reloads a member out of a half-filled form.
 */
import { action, computed, makeObservable, observable, runInAction } from "mobx";
import { anyFormDirty } from "../ui/dirty-forms";
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

  constructor(
    private readonly page: UpdatePage = browserPage,
    private readonly formsDirty: () => boolean = anyFormDirty,
  ) {
    makeObservable(this, {
      available: observable,
      refreshing: observable,
      noticeDue: computed,
      reportUpdate: action,
    });
  }

  /** The notice shows: an update is out and no form holds typed input. */
  get noticeDue(): boolean {
    return this.available && !this.formsDirty();
  }

  reportUpdate(): void {
    this.available = true;
  }

  async refresh(): Promise<void> {
    // A form filled in after the notice showed (it hides then) keeps its input.
    if (this.refreshing || this.formsDirty()) return;
    runInAction(() => {
      this.refreshing = true;
    });
    await this.beforeReload().catch(() => undefined);
    const target = afterUpdate(this.page.pathname());
    if (target === "reload") this.page.reload();
    else this.page.assign(target);
  }
}
