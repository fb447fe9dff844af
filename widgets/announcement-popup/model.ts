import { makeAutoObservable, runInAction } from "mobx";
import { getAnnouncements } from "../../engine/api/content";
import { POPUP_AUTOPLAY_MS, POPUP_TRANSITION_MS } from "../../engine/constants";
import type { EngagementTurn } from "../../engine/engagement/engage";
import {
  closeAction,
  decideShow,
  executionKinds,
  POPUP_KEYS,
  type PopupItem,
  type PopupVariant,
  parseStoredFingerprint,
  parseStoredTime,
  popupItemsOf,
  popupsFor,
  type StoredPopupState,
} from "../../engine/engagement/rules/announcement";
import { type KeyValueStorage, readText } from "../../engine/platform/storage";
import { perEngine } from "../../engine/registry/per-engine";
import type { EngineStores } from "../../engine/root/engine";

/** What the announcement popup reads: the merchant, its calls, the session, its flags. */
export type AnnouncementStores = Pick<EngineStores, "config" | "http" | "session" | "storage">;

/** What the popup remembers; a value its parser refuses is dropped, as if never stored. */
export function readStoredPopupState(storage: KeyValueStorage): StoredPopupState {
  const show = readText(storage, POPUP_KEYS.show, (raw) => raw === "0" || raw === "1");
  const fingerprint = (key: string) =>
    parseStoredFingerprint(readText(storage, key, (raw) => parseStoredFingerprint(raw) !== null));
  return {
    show: show === null ? null : show === "1",
    fingerprint: fingerprint(POPUP_KEYS.fingerprint),
    hiddenAt: parseStoredTime(readText(storage, POPUP_KEYS.hiddenAt, (raw) => parseStoredTime(raw) !== null)),
    dismissedFingerprint: fingerprint(POPUP_KEYS.dismissed),
  };
}

/** hidden → (asks for its turn) → visible → closing (the 250 ms fade) → hidden. */
export type PopupPhase = "hidden" | "visible" | "closing";

/** The popup's state, shared by its rules (engage.ts) and its view. */
export class AnnouncementModel {
  items: PopupItem[] = [];
  index = 0;
  phase: PopupPhase = "hidden";
  /** 'Do not show today' (classic: 'do not show this popup again') is ticked. */
  ticked = false;
  autoplay = true;
  turn: EngagementTurn | null = null;
  private fingerprint = "";
  private loads = 0;

  constructor(private readonly stores: AnnouncementStores) {
    makeAutoObservable<AnnouncementModel, "stores" | "fingerprint" | "loads">(this, {
      stores: false,
      turn: false,
      fingerprint: false,
      loads: false,
    });
  }

  get variant(): PopupVariant {
    return this.stores.config.popups?.variant ?? "current";
  }

  get forceRead(): boolean {
    return this.stores.config.popups?.forceRead ?? false;
  }

  get autoplayMs(): number {
    return this.stores.config.popups?.autoplayMs ?? POPUP_AUTOPLAY_MS;
  }

  get current(): PopupItem | undefined {
    return this.items[this.index];
  }

  /** Reads the list for this member and decides; true when the popup is due. A failed call shows nothing. */
  async load(now: () => number): Promise<boolean> {
    const load = ++this.loads;
    const raw = await getAnnouncements(this.stores.http).then(
      (value) => value.popup,
      () => null,
    );
    if (load !== this.loads || raw === null) return false;
    const { session } = this.stores;
    const kinds = executionKinds({
      loggedIn: session.isLoggedIn,
      firstTimeLogin: session.info?.firstTimeLogin ?? false,
    });
    const items = popupsFor(popupItemsOf(raw), kinds);
    const storage = this.stores.storage.local;
    const decision = decideShow({
      items,
      stored: readStoredPopupState(storage),
      now: now(),
      forcePopup: this.stores.config.popups?.forcePopup ?? false,
    });
    storage.set(POPUP_KEYS.show, decision.show ? "1" : "0");
    storage.set(POPUP_KEYS.fingerprint, decision.fingerprint);
    runInAction(() => {
      this.fingerprint = decision.fingerprint;
      if (this.phase === "hidden") {
        this.items = items;
        this.index = 0;
        this.ticked = false;
        this.autoplay = true;
      }
    });
    return decision.visible;
  }

  /** The conductor gave it the screen. */
  open(): void {
    this.phase = "visible";
  }

  go(step: number): void {
    const count = this.items.length;
    if (count > 0) this.index = (this.index + step + count) % count;
  }

  /** Autoplay turns the slides until the member touches the popup. */
  tick(): void {
    if (this.autoplay && this.phase === "visible") this.go(1);
  }

  interact(): void {
    this.autoplay = false;
  }

  setTicked(checked: boolean): void {
    this.ticked = checked;
  }

  /** Close (×, 'know it', Escape): forceRead moves on from a slide before the last instead. */
  requestClose(now: number): void {
    if (this.phase !== "visible") return;
    if (
      closeAction({ forceRead: this.forceRead, index: this.index, count: this.items.length }) === "advance"
    ) {
      this.autoplay = false;
      this.go(1);
      return;
    }
    this.dismiss(now);
  }

  /** Closes whatever the slide ('go to activity' leaves the popup at once). */
  dismiss(now: number): void {
    if (this.phase !== "visible") return;
    const storage = this.stores.storage.local;
    // 'Do not show today' hides it until midnight and no longer: the flag stays on for tomorrow.
    if (this.ticked && this.variant !== "classic") storage.set(POPUP_KEYS.hiddenAt, String(now));
    else storage.set(POPUP_KEYS.show, "0");
    if (this.ticked && this.variant === "classic") storage.set(POPUP_KEYS.dismissed, this.fingerprint);
    this.phase = "closing";
    setTimeout(() => this.finish(), POPUP_TRANSITION_MS);
  }

  /** The fade is over (or a session change took the popup away): the screen goes to the next. */
  finish(): void {
    this.phase = "hidden";
    this.turn?.release();
  }
}

export const modelFor = perEngine((stores: AnnouncementStores) => new AnnouncementModel(stores));
