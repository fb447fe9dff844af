import { makeAutoObservable } from "mobx";
import { POPUP_TRANSITION_MS } from "../../engine/constants";
import type { EngagementTurn } from "../../engine/engagement/engage";
import { imageName, welcomeEligible } from "../../engine/engagement/rules/welcome";
import { readFlag, readText } from "../../engine/platform/storage";
import { perEngine } from "../../engine/registry/per-engine";
import type { EngineStores } from "../../engine/root/engine";

export type WelcomeStores = Pick<EngineStores, "storage" | "environment" | "route">;

/** Session storage: closed or saved in this tab. Local storage: the image name saved last, per popup. */
export const WELCOME_KEYS = {
  closed: "MC_WELCOME_CLOSED",
  saved: { 1: "MC_WELCOME_POPUP1_NAME", 2: "MC_WELCOME_POPUP2_NAME" },
} as const;

export interface WelcomeImage {
  url: string;
  title: string;
}

/** The welcome popups' state, shared by their rules (engage.ts) and their view. */
export class WelcomeModel {
  images: { 1: WelcomeImage | null; 2: WelcomeImage | null } = { 1: null, 2: null };
  /** The welcome delay has run out. */
  ready = false;
  step: 1 | 2 = 1;
  phase: "hidden" | "visible" | "closing" = "hidden";
  suppressed: boolean;
  turn: EngagementTurn | null = null;

  constructor(private readonly stores: WelcomeStores) {
    this.suppressed = readFlag(stores.storage.session, WELCOME_KEYS.closed);
    makeAutoObservable<WelcomeModel, "stores">(this, { stores: false, turn: false });
  }

  /** Whether popup `n` may show now (spec §4): home, a plain browser, not closed this session, updated. */
  eligible(n: 1 | 2): boolean {
    const { environment, route, storage } = this.stores;
    return welcomeEligible({
      pathname: route.pathname,
      nativeApp: environment.nativeApp !== null,
      standalone: environment.standalone,
      homeScreenLaunch: environment.homeScreenLaunch,
      suppressedThisSession: this.suppressed,
      imageUrl: this.images[n]?.url ?? null,
      // A file name as imageName keeps it: no path, no control characters; else dropped.
      savedName: readText(storage.local, WELCOME_KEYS.saved[n], (raw) => !/[/\p{Cc}]/u.test(raw)),
    });
  }

  /** Due: the delay is over and one of the two may show; the first goes first. */
  get due(): boolean {
    return this.ready && (this.eligible(1) || this.eligible(2));
  }

  get current(): WelcomeImage | null {
    return this.images[this.step];
  }

  setImages(images: { 1: WelcomeImage | null; 2: WelcomeImage | null }): void {
    this.images = images;
  }

  setReady(): void {
    this.ready = true;
  }

  /** The conductor gave it the screen. */
  open(): void {
    this.step = this.eligible(1) ? 1 : 2;
    this.phase = "visible";
  }

  /** Save: the image's name is recorded (a later, different image shows again), then as a close. */
  saved(): void {
    const image = this.current;
    if (image) this.stores.storage.local.set(WELCOME_KEYS.saved[this.step], imageName(image.url));
    this.close();
  }

  /** After the first, the second if it was updated; after the last, suppressed for the session. */
  close(): void {
    if (this.phase !== "visible") return;
    if (this.step === 1 && this.eligible(2)) {
      this.step = 2;
      return;
    }
    this.suppressed = true;
    this.stores.storage.session.set(WELCOME_KEYS.closed, "1");
    this.phase = "closing";
    setTimeout(() => this.finish(), POPUP_TRANSITION_MS);
  }

  finish(): void {
    this.phase = "hidden";
    this.turn?.release();
  }
}

export const modelFor = perEngine((stores: WelcomeStores) => new WelcomeModel(stores));
