import { makeAutoObservable, runInAction } from "mobx";
import {
  type Announcements,
  type Banner,
  getAnnouncements,
  getVendorLanes,
  type VendorLane,
} from "../../engine/api/content";
import { type GameMatch, getGameMatches } from "../../engine/api/games";
import { isHomeBanner } from "../../engine/games/banner-action";
import { type GameCategory, gamesByCategory, hotGames } from "../../engine/games/game-order";
import { applyVendorRule } from "../../engine/games/vendor-rule";
import type { HttpClient } from "../../engine/http/client";
import { LOADING, type Loadable, settle } from "../../engine/stores/loadable";

/**
 * Home's data, loaded side by side: the announcements (banners, marquee), the single games (hot
 * games, categories) and the vendor lanes, each with its own retry. The lanes are shown after
 * spec section 5's vendor rule; an empty lane is left out with a warning.
 */
export class HomeModel {
  announcements: Loadable<Announcements> = LOADING;
  games: Loadable<GameMatch[]> = LOADING;
  lanes: Loadable<VendorLane[]> = LOADING;

  constructor(
    private readonly http: HttpClient,
    /** The platform's currency code (live settings over the merchant's), for the vendor rule. */
    private readonly currencyCode: () => string,
  ) {
    makeAutoObservable<HomeModel, "http" | "currencyCode">(this, { http: false, currencyCode: false });
  }

  load(): void {
    this.loadAnnouncements();
    this.loadGames();
    this.loadLanes();
  }

  loadAnnouncements(): void {
    this.announcements = LOADING;
    void settle(getAnnouncements(this.http)).then((value) => runInAction(() => (this.announcements = value)));
  }

  loadGames(): void {
    this.games = LOADING;
    void settle(getGameMatches(this.http).then((value) => value.matches ?? [])).then((value) =>
      runInAction(() => (this.games = value)),
    );
  }

  loadLanes(): void {
    this.lanes = LOADING;
    void settle(getVendorLanes(this.http)).then((value) =>
      runInAction(() => {
        if (value.state !== "ready") {
          this.lanes = value;
          return;
        }
        const lanes = value.value.filter((lane) => {
          if (lane.cards?.length) return true;
          console.warn(`[home] lane "${lane.title}" has no vendors and is not shown`);
          return false;
        });
        this.lanes = { state: "ready", value: lanes };
      }),
    );
  }

  get banners(): Banner[] {
    return this.announcements.state === "ready" ? this.announcements.value.banners.filter(isHomeBanner) : [];
  }

  get hot(): GameMatch[] {
    return this.games.state === "ready" ? hotGames(this.games.value) : [];
  }

  get categories(): GameCategory[] {
    return this.games.state === "ready" ? gamesByCategory(this.games.value) : [];
  }

  get shownLanes(): Loadable<VendorLane[]> {
    return this.lanes.state === "ready"
      ? { state: "ready", value: applyVendorRule(this.lanes.value, this.currencyCode()) }
      : this.lanes;
  }
}
