import { computed, makeObservable, observableRef, runInAction } from "mobx";
import type { SystemStatus } from "../api/system";
import { FIRST_PAGE_SOURCES, type LiveParts, livePartsFrom, type PartSource } from "../config/live-settings";
import type { MerchantConfig } from "../config/merchant-config";
import { type JsonObject, mergeLayers } from "../config/merge-layers";

/**
 * The merchant's config as the app uses it: the build's (defaults ← base ← merchant, already
 * validated) under the backend's live settings. A live part that fails validation is logged
 * and ignored, and the part from the last good status stays.
 */
export class ConfigStore {
  live: JsonObject = {};
  private sources: readonly PartSource[] = FIRST_PAGE_SOURCES;
  private lastStatus: SystemStatus | null = null;

  constructor(
    private readonly built: MerchantConfig,
    private readonly warn: (message: string) => void = console.warn,
  ) {
    makeObservable<ConfigStore, "built">(this, { live: observableRef, current: computed, built: false });
  }

  get current(): MerchantConfig {
    return mergeLayers([
      { name: "build", value: this.built as unknown as JsonObject },
      { name: "live", value: this.live },
    ]).value as unknown as MerchantConfig;
  }

  applyStatus(status: SystemStatus): void {
    this.lastStatus = status;
    this.apply(livePartsFrom(status, this.built, this.sources));
  }

  /** More parts to read from every status (the back office's, loaded late), from the last one on. */
  addSources(more: readonly PartSource[]): void {
    this.sources = [...this.sources, ...more];
    if (this.lastStatus) this.apply(livePartsFrom(this.lastStatus, this.built, more));
  }

  private apply({ parts, problems }: LiveParts): void {
    for (const problem of problems) {
      this.warn(
        `Live setting "${problem.part}" from /wps/system/status ignored (${problem.details}); keeping the last good one.`,
      );
    }
    runInAction(() => {
      this.live = { ...this.live, ...parts };
    });
  }
}
