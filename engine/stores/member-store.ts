import { makeAutoObservable, runInAction } from "mobx";
import { getMemberInfo, type MemberInfo } from "../api/member";
import type { HttpClient } from "../http/client";

/** The logged-in member's info (spec section 3); empty for a visitor. */
export class MemberStore {
  info: MemberInfo | null = null;
  loading = false;

  constructor(private readonly http: HttpClient) {
    makeAutoObservable<MemberStore, "http">(this, { http: false });
  }

  get displayName(): string | null {
    return this.info?.userName ?? this.info?.account ?? null;
  }

  /** VIP: a member with a club label name (spec section 4). */
  get vipLabel(): string | null {
    return this.info?.clubLabel?.labelName || null;
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const info = await getMemberInfo(this.http);
      runInAction(() => {
        this.info = info;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  clear(): void {
    this.info = null;
  }
}
