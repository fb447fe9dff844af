import { makeAutoObservable, runInAction } from "mobx";
import { getMemberInfo, type MemberInfo } from "../api/member";
import type { HttpClient } from "../http/client";

/** The logged-in member's info (spec section 3); empty for a visitor. */
export class MemberStore {
  info: MemberInfo | null = null;
  loading = false;

  constructor(private readonly http: HttpClient) {
    makeAutoObservable<MemberStore, "http" | "generation">(this, { http: false, generation: false });
  }

  get displayName(): string | null {
    return this.info?.userName ?? this.info?.account ?? null;
  }

  /** VIP: a member with a club label name (spec section 4). */
  get vipLabel(): string | null {
    return this.info?.clubLabel?.labelName || null;
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
  }
}
