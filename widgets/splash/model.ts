import { makeAutoObservable } from "mobx";
import type { RootStore } from "../../engine/stores/root-store";

export class SplashModel {
  fading = false;

  constructor() {
    makeAutoObservable(this);
  }

  fadeOut(): void {
    this.fading = true;
  }
}

const models = new WeakMap<RootStore, SplashModel>();

export function modelFor(stores: RootStore): SplashModel {
  let model = models.get(stores);
  if (!model) {
    model = new SplashModel();
    models.set(stores, model);
  }
  return model;
}
