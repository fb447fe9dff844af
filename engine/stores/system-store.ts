import { makeAutoObservable, runInAction } from "mobx";
import { type CustomerServiceEntry, getSystemStatus, type SystemStatus } from "../api/system";
import type { HttpClient } from "../http/client";
import { asApiError } from "../http/envelope";
import { statusFailureOutcome } from "../http/error-catalogue";
import type { DisplayText } from "../i18n/display-text";
import type { NoticeStore } from "./notice-store";

export interface DomainUnavailableInfo {
  /** The server's message, shown in the domain dialog (or 'Error' without one). */
  message: string | null;
  customerService: CustomerServiceEntry[];
  domainList: unknown[];
}

/** The failed status's value, read defensively: anything malformed reads as nothing. */
export function domainUnavailableInfo(value: unknown, message: string | null): DomainUnavailableInfo {
  const record = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const entries = Array.isArray(record.customerService) ? record.customerService : [];
  return {
    message: message || null,
    customerService: entries.filter(
      (entry): entry is CustomerServiceEntry =>
        !!entry && typeof entry === "object" && typeof (entry as { path?: unknown }).path === "string",
    ),
    domainList: Array.isArray(record.domainList) ? record.domainList : [],
  };
}

export type SystemPhase = "loading" | "ready" | "failed";

export interface PageLocation {
  protocol: string;
  host: string;
  search: string;
  /** The page's path at start (tests may leave it out: "/"). */
  pathname?: string;
}

/** The start-up status call (spec section 7) and the settings it brings. */
export class SystemStore {
  phase: SystemPhase = "loading";
  status: SystemStatus | null = null;
  /** Set when the status call answers domain_not_available; the domain dialog reacts to it. */
  domainUnavailable = false;
  /** What that answer brought (spec §3, the bootstrap value): its message, customer service, domains. */
  unavailable: DomainUnavailableInfo | null = null;

  constructor(
    private readonly http: HttpClient,
    private readonly notices: NoticeStore,
    private readonly location: PageLocation,
    /** Hands every good status to the config's live layer. */
    private readonly onStatus: (status: SystemStatus) => void = () => undefined,
    /** Whether the browser is offline, and the toast that says so (the engine's); none in tests that leave it out. */
    private readonly offline?: { now(): boolean; toast(text: DisplayText, ms: number): void },
  ) {
    makeAutoObservable<SystemStore, "http" | "notices" | "location" | "lastQuery" | "onStatus" | "offline">(
      this,
      {
        onStatus: false,
        offline: false,
        lastQuery: false,
        http: false,
        notices: false,
        location: false,
      },
    );
  }

  get maintenance(): boolean {
    return this.status?.maintenance === true;
  }

  get maintenanceEnd(): number | null {
    return this.status?.maintenanceEnd ?? null;
  }

  get regionRestriction(): boolean {
    return this.status?.regionRestriction === true;
  }

  get ip(): string | null {
    return this.status?.location?.ip || this.status?.ip || null;
  }

  /** The bootstrap's domains (value.domainList): candidates of the domain race. */
  get domainList(): unknown[] {
    const list = this.status?.domainList ?? this.unavailable?.domainList;
    return Array.isArray(list) ? list : [];
  }

  /** The first image CDN of the status call: flags and other platform images live there. */
  /** Download links the status call lists (spec section 3: Android, IOS, MOBILECONFIG, …). */
  get resources(): Array<{ resourceType: string; url: string }> {
    return this.status?.info?.resources ?? [];
  }

  get mainDomain(): string | null {
    return this.status?.mainDomain || null;
  }

  get imageCdn(): string | null {
    return this.status?.info?.imageCDNs?.[0] || null;
  }

  private lastQuery = { originalDomain: "", track: "" };

  /** Loads the status; on failure shows the catalogue's notice, then re-throws (spec section 8). */
  async load(originalDomain: string, track: string): Promise<void> {
    this.lastQuery = { originalDomain, track };
    // A retry keeps the current screen up (its button shows the wait) instead of flashing the skeleton.
    if (!this.status) this.phase = "loading";
    try {
      const status = await getSystemStatus(this.http, { url: this.location.host, originalDomain, track });
      this.onStatus(status);
      runInAction(() => {
        this.status = status;
        this.phase = "ready";
      });
    } catch (error) {
      const apiError = asApiError(error, "status");
      const outcome = statusFailureOutcome(apiError, this.location.protocol, this.offline?.now());
      runInAction(() => {
        this.phase = "failed";
        if (outcome.kind === "domain-handler") {
          this.unavailable = domainUnavailableInfo(apiError.value, apiError.serverMessage);
          this.domainUnavailable = true;
        }
      });
      if (outcome.kind === "notice") void this.notices.show(outcome.notice);
      if (outcome.kind === "toast") this.offline?.toast(outcome.text, outcome.ms);
      throw apiError;
    }
  }

  /** Asks again with the start-up query (the access-denied screen's retry). */
  reload(): Promise<void> {
    return this.load(this.lastQuery.originalDomain, this.lastQuery.track);
  }
}
