import { makeAutoObservable, runInAction } from "mobx";
import { getDomainRoute } from "../../engine/api/domains";
import {
  candidateOrigins,
  type PingFetch,
  type RaceClock,
  raceDomains,
  retryUrl,
  shuffledCandidates,
} from "../../engine/domains/domain-race";
import { fetchableOrigins } from "../../engine/domains/fetchable-origins";
import type { ImageLoad } from "../../engine/domains/probe-image";
import { readRegistrationInfo } from "../../engine/identity/registration-info";
import { perEngine } from "../../engine/registry/per-engine";
import type { EngineStores } from "../../engine/root/engine";

export type DomainDialogStores = Pick<EngineStores, "config" | "http" | "storage" | "system">;

export interface DomainDialogDeps {
  fetch: PingFetch;
  /** Probes the domains the policy does not let `fetch` reach. */
  loadImage: ImageLoad;
  clock: RaceClock;
  random: () => number;
  page: { protocol: string; host: string; search: string };
  /** Leaves for the winner (a full page load: the app starts again there). */
  go: (url: string) => void;
}

/** Domain dialog (spec §4): loading while the race runs, then shown with its outcome; retry. */
export class DomainDialogModel {
  phase: "loading" | "shown" = "loading";
  winner: string | null = null;
  /** Why there is no winner: nothing to race, or nothing answered. */
  failure: "empty" | "all-dead" | null = null;
  /** How many domains this race pings, once they are known (their timers run from then). */
  raced: number | null = null;
  private controller: AbortController | null = null;

  constructor(
    private readonly stores: DomainDialogStores,
    private readonly deps: DomainDialogDeps,
  ) {
    makeAutoObservable<DomainDialogModel, "stores" | "deps" | "controller">(this, {
      stores: false,
      deps: false,
      controller: false,
    });
  }

  /** The candidates: the bootstrap's domainList, then domainRoute, then the merchant file's. */
  private async candidates(): Promise<string[]> {
    const routed = await getDomainRoute(this.stores.http).then(
      (answer) => (Array.isArray(answer?.domains) ? answer.domains : []),
      // The other sources may still have domains; the dialog says so if none does.
      () => [],
    );
    const origins = candidateOrigins(
      [this.stores.system.domainList, routed, this.stores.config.api?.domains ?? []],
      this.deps.page,
    );
    return shuffledCandidates(origins, this.deps.random);
  }

  /** Runs a race (again): the dialog shows the loading indicator until it ends. */
  async race(): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.phase = "loading";
    this.winner = null;
    this.failure = null;
    this.raced = null;
    const origins = await this.candidates();
    if (this.controller !== controller) return;
    runInAction(() => {
      this.raced = origins.length;
    });
    // The build's policy lets `fetch` reach these; a mirror only the platform names is probed.
    const fetchable = new Set(fetchableOrigins(this.stores.config.api));
    const outcome = await raceDomains({
      origins,
      merchant: this.stores.config.code,
      fetch: this.deps.fetch,
      loadImage: this.deps.loadImage,
      pingable: (origin) => fetchable.has(origin),
      clock: this.deps.clock,
      signal: controller.signal,
    });
    // A newer race (or the dialog going away) took over: this one's outcome is stale.
    if (this.controller !== controller) return;
    runInAction(() => {
      this.phase = "shown";
      if (outcome.kind === "won") this.winner = outcome.origin;
      else this.failure = outcome.reason === "empty" ? "empty" : "all-dead";
    });
  }

  /** Retry: to the winner's /m/index.html with the member's codes, or race again without one. */
  retry(): void {
    if (this.phase === "loading") return;
    if (this.winner) {
      const kept = readRegistrationInfo(this.stores.storage.local);
      this.deps.go(retryUrl(this.winner, this.deps.page.search, kept));
      return;
    }
    void this.race();
  }

  stop(): void {
    this.controller?.abort();
    this.controller = null;
  }
}

export const modelFor = perEngine(
  (stores: DomainDialogStores, deps: () => DomainDialogDeps) => new DomainDialogModel(stores, deps()),
);
