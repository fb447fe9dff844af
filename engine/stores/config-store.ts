import { computed, makeObservable, observableRef, runInAction } from "mobx";
import type { SystemStatus } from "../api/system";
import { livePartsFrom } from "../config/live-settings";
import type { MerchantConfig } from "../config/merchant-config";
import { type JsonObject, mergeLayers } from "../config/merge-layers";

/**
 * The merchant's config as the app uses it: the build's (defaults ← base ← merchant, already
 * validated) under the backend's live settings. A live part that fails validation is logged
 * and ignored, and the part from the last good status stays.
 */
export class ConfigStore {
  live: JsonObject = {};

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
    const { parts, problems } = livePartsFrom(status);
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
