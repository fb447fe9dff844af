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
import type { Loadable } from "../../engine/stores/loadable";

// Its own two states rather than loadable.ts's LOADING and settle: shared with the lazy screens,
// that module is a first-route file of its own, which the first page's 150 KB cannot afford.
const LOADING: Loadable<never> = { state: "loading" };
const FAILED: Loadable<never> = { state: "failed" };

/** One part of home: loading until its request answers, then the answer, or failed with its retry. */
function ask<T>(request: Promise<T>, put: (part: Loadable<T>) => void): void {
  put(LOADING);
  request.then(
    (value) => runInAction(() => put({ state: "ready", value })),
    () => runInAction(() => put(FAILED)),
  );
}

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
    ask(getAnnouncements(this.http), (part) => (this.announcements = part));
  }

  loadGames(): void {
    const games = getGameMatches(this.http).then((value) => value.matches ?? []);
    ask(games, (part) => (this.games = part));
  }

  loadLanes(): void {
    const lanes = getVendorLanes(this.http).then((all) =>
      all.filter((lane) => {
        if (lane.cards?.length) return true;
        console.warn(`[home] lane "${lane.title}" has no vendors and is not shown`);
        return false;
      }),
    );
    ask(lanes, (part) => (this.lanes = part));
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
