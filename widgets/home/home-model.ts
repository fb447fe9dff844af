import { makeAutoObservable, runInAction } from "mobx";
import {
  type Announcements,
  getAnnouncements,
  getVendorLanes,
  type VendorLane,
} from "../../engine/api/content";
import type { HttpClient } from "../../engine/http/client";
import { LOADING, type Loadable, settle } from "../../engine/stores/loadable";

/** Home's data: the announcements (banners, marquee) and the vendor lanes, loaded side by side. */
export class HomeModel {
  announcements: Loadable<Announcements> = LOADING;
  lanes: Loadable<VendorLane[]> = LOADING;

  constructor(private readonly http: HttpClient) {
    makeAutoObservable<HomeModel, "http">(this, { http: false });
  }

  load(): void {
    void settle(getAnnouncements(this.http)).then((value) =>
      runInAction(() => {
        this.announcements = value;
      }),
    );
    void settle(getVendorLanes(this.http)).then((value) =>
      runInAction(() => {
        this.lanes = value;
      }),
    );
  }
}
