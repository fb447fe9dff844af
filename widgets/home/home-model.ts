import { makeAutoObservable, runInAction } from "mobx";
import {
  type Announcements,
  getAnnouncements,
  getVendorLanes,
  type VendorLane,
} from "../../engine/api/content";
import type { HttpClient } from "../../engine/http/client";

export type Loadable<T> = { state: "loading" } | { state: "ready"; value: T } | { state: "failed" };

/** Home's data: the announcements (banners, marquee) and the vendor lanes, loaded side by side. */
export class HomeModel {
  announcements: Loadable<Announcements> = { state: "loading" };
  lanes: Loadable<VendorLane[]> = { state: "loading" };

  constructor(private readonly http: HttpClient) {
    makeAutoObservable<HomeModel, "http">(this, { http: false });
  }

  load(): void {
    void this.track(getAnnouncements(this.http), (value) => {
      this.announcements = value;
    });
    void this.track(getVendorLanes(this.http), (value) => {
      this.lanes = value;
    });
  }

  private async track<T>(request: Promise<T>, set: (value: Loadable<T>) => void): Promise<void> {
    try {
      const value = await request;
      runInAction(() => set({ state: "ready", value }));
    } catch {
      runInAction(() => set({ state: "failed" }));
    }
  }
}
