import { makeAutoObservable } from "mobx";
import type { RootStore } from "../../engine/stores/root-store";

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

const models = new WeakMap<RootStore, AppUpgradeModel>();

export function modelFor(stores: RootStore): AppUpgradeModel {
  let model = models.get(stores);
  if (!model) {
    model = new AppUpgradeModel();
    models.set(stores, model);
  }
  return model;
}
