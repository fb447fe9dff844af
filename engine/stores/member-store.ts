import { makeAutoObservable, runInAction } from "mobx";
import { getMemberInfo, getRankProgress, type MemberInfo, type RankProgress } from "../api/member";
import { STORAGE_KEYS } from "../constants";
import type { HttpClient } from "../http/client";
import { isObject, type KeyValueStorage, readShape } from "../platform/storage";

/** The logged-in member's info (spec section 3); empty for a visitor. */
export class MemberStore {
  info: MemberInfo | null = null;
  loading = false;
  /** MCSFE_getPlayerRankProgress, loaded when the token appears (spec section 4, Auth). */
  rankProgress: RankProgress | null = null;

  /** The profile pictures chosen on this device, by member id (the platform keeps none). */
  private chosenIcons: Record<string, number>;

  constructor(
    private readonly http: HttpClient,
    private readonly storage?: KeyValueStorage,
  ) {
    this.chosenIcons = readIcons(storage);
    makeAutoObservable<MemberStore, "http" | "generation" | "storage">(this, {
      http: false,
      generation: false,
      storage: false,
    });
  }

  /** The member's profile picture, 1 to the platform's count; the first until they choose. */
  get profileIcon(): number {
    const id = this.info?.id;
    return (id !== undefined && this.chosenIcons[String(id)]) || 1;
  }

  chooseProfileIcon(icon: number): void {
    const id = this.info?.id;
    if (id === undefined) return;
    this.chosenIcons = { ...this.chosenIcons, [String(id)]: icon };
    this.storage?.set(STORAGE_KEYS.profileIcons, JSON.stringify(this.chosenIcons));
  }

  get displayName(): string | null {
    return this.info?.userName ?? this.info?.account ?? null;
  }

  /** VIP: a member with a club label name (spec section 4). */
  get vipLabel(): string | null {
    return this.info?.clubLabel?.labelName || null;
  }

  /**
   * How far the member is toward the next VIP rank, 0–1: completed over total conditions, or 1
   * when the progress names no label (spec section 4); null until it has loaded.
   */
  get vipProgress(): number | null {
    const progress = this.rankProgress;
    if (!progress) return null;
    const labelId = progress.playerRankProgress?.labelId;
    if (labelId === null || labelId === undefined || labelId === "") return 1;
    const { completedConditions = 0, totalExpectedConditions = 0 } = progress.currentProgress ?? {};
    if (totalExpectedConditions <= 0) return 1;
    return Math.min(1, Math.max(0, completedConditions / totalExpectedConditions));
  }

  /** VIP benefits show only for a label of type AUTO (spec section 4), everywhere. */
  get hasBenefits(): boolean {
    return this.info?.clubLabel?.type === "AUTO" && Boolean(this.vipLabel);
  }

  async loadRankProgress(): Promise<void> {
    const asked = this.generation;
    const progress = await getRankProgress(this.http).catch(() => null);
    runInAction(() => {
      if (progress && asked === this.generation) this.rankProgress = progress;
    });
  }

  /** Bumped on clear, so an answer for a session that has since ended is dropped. */
  private generation = 0;

  async load(): Promise<void> {
    this.loading = true;
    const asked = this.generation;
    try {
      const info = await getMemberInfo(this.http);
      runInAction(() => {
        if (asked === this.generation) this.info = info;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  clear(): void {
    this.generation++;
    this.info = null;
    this.rankProgress = null;
  }
}

/** The chosen pictures by member id; an entry with anything but picture numbers is dropped whole. */
function readIcons(storage: KeyValueStorage | undefined): Record<string, number> {
  const icons = storage && readShape(storage, STORAGE_KEYS.profileIcons, iconsOf);
  return icons ?? {};
}

function iconsOf(value: unknown): Record<string, number> | null {
  const valid =
    isObject(value) && Object.values(value).every((icon) => Number.isInteger(icon) && (icon as number) >= 1);
  return valid ? (value as Record<string, number>) : null;
}
