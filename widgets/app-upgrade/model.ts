import { makeAutoObservable } from "mobx";
import { perEngine } from "../../engine/registry/per-engine";

/** Spec §4 "App-upgrade modal": visible, hidden (fading out), removed. */
export type AppUpgradePhase = "visible" | "hidden" | "removed";

export class AppUpgradeModel {
  phase: AppUpgradePhase = "removed";
  release: () => void = () => undefined;

  constructor() {
    makeAutoObservable(this, { release: false });
  }

  show(): void {
    this.phase = "visible";
  }

  close(): void {
    if (this.phase === "visible") this.phase = "hidden";
  }

  removed(): void {
    this.phase = "removed";
    this.release();
  }
}

/** One per engine (the app's one, each test's own). */
export const modelFor = perEngine((_stores: object) => new AppUpgradeModel());
