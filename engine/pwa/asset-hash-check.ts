/**
 * The update check of spec §4: the hash of the asset manifest is compared 1.5 s after start, on
 * every return to visibility (debounced 300 ms) and hourly. The first difference from the running
 * build's hash reports an update, once; after that the check stops, the notice is already up.
 * Timers, the fetch and the page's visibility are handed in, so tests drive it with fake timers.
 */
import {
  ASSET_HASH_FIRST_CHECK_MS,
  ASSET_HASH_INTERVAL_MS,
  ASSET_HASH_VISIBILITY_DEBOUNCE_MS,
} from "../constants";

type TimerId = ReturnType<typeof setTimeout>;

export interface AssetHashCheckDeps {
  /** The served asset manifest's hash; null when it cannot be read (offline, a deploy mid-way). */
  fetchHash: () => Promise<string | null>;
  /**
   * The hash of the build this page runs, written into index.html by the build. Without one (the
   * dev server) the first hash fetched is taken as the running one.
   */
  runningHash: string | null;
  onUpdate: () => void;
  visibility: {
    isVisible(): boolean;
    /** Calls back on every visibility change; returns the unsubscribe. */
    subscribe(listener: () => void): () => void;
  };
  timers: {
    setTimeout(run: () => void, ms: number): TimerId;
    clearTimeout(id: TimerId): void;
    setInterval(run: () => void, ms: number): TimerId;
    clearInterval(id: TimerId): void;
  };
}

export class AssetHashCheck {
  private known: string | null;
  private reported = false;
  private running = false;
  private readonly cleanups: Array<() => void> = [];
  private debounce: TimerId | null = null;

  constructor(private readonly deps: AssetHashCheckDeps) {
    this.known = deps.runningHash;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    const { timers } = this.deps;
    const first = timers.setTimeout(() => void this.check(), ASSET_HASH_FIRST_CHECK_MS);
    const hourly = timers.setInterval(() => void this.check(), ASSET_HASH_INTERVAL_MS);
    const unsubscribe = this.deps.visibility.subscribe(() => this.onVisibilityChange());
    this.cleanups.push(
      () => timers.clearTimeout(first),
      () => timers.clearInterval(hourly),
      unsubscribe,
      () => {
        if (this.debounce !== null) timers.clearTimeout(this.debounce);
      },
    );
  }

  stop(): void {
    this.running = false;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  /** One comparison; true when it found the update. */
  async check(): Promise<boolean> {
    if (this.reported) return false;
    const hash = await this.deps.fetchHash().catch(() => null);
    if (hash === null || this.reported) return false;
    if (this.known === null) {
      this.known = hash;
      return false;
    }
    if (hash === this.known) return false;
    this.reported = true;
    this.stop();
    this.deps.onUpdate();
    return true;
  }

  private onVisibilityChange(): void {
    const { timers } = this.deps;
    if (this.debounce !== null) timers.clearTimeout(this.debounce);
    this.debounce = null;
    // A quick switch away and back (or several events in a row) makes one request, not many.
    if (!this.deps.visibility.isVisible()) return;
    this.debounce = timers.setTimeout(() => {
      this.debounce = null;
      void this.check();
    }, ASSET_HASH_VISIBILITY_DEBOUNCE_MS);
  }
}
