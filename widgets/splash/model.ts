import { makeAutoObservable } from "mobx";
import { perEngine } from "../../engine/registry/per-engine";

export class SplashModel {
  fading = false;

  constructor() {
    makeAutoObservable(this);
  }

  fadeOut(): void {
    this.fading = true;
  }
}

/** One per engine (the app's one, each test's own). */
export const modelFor = perEngine((_stores: object) => new SplashModel());
