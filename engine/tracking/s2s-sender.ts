/**
 * The backend's own heartbeat agent (spec sections 3 and 7): every tracked event, with the pixel
 * tracking bundle and the S2S ad-attribution info, goes to the tracking-events post, so the
 * platform can attribute it server to server even where no ad network's script ever loads.
 * Events close together share one post; a failed post keeps its events for the next one.
 */
import type { TrackingEventRecord } from "../api/tracking";
import { TRACKING_PENDING_LIMIT, TRACKING_POST_BATCH_MS } from "../constants";
import type { AttributionInfo } from "../identity/attribution";
import { type HeartbeatLedger, heartbeatKey } from "./heartbeat";
import type { TrackedEvent } from "./tracking-store";

/** The agent's name in the heartbeat ledger. */
export const S2S_AGENT = "s2s";

export interface S2sSenderDeps {
  ledger: HeartbeatLedger;
  post: (events: readonly TrackingEventRecord[], heartbeat: string, keepalive: boolean) => Promise<unknown>;
  pixelTrack: () => Record<string, string>;
  attribution: () => AttributionInfo;
  /** The tracking session's id once its fetch answered. */
  sessionId: () => string | undefined;
  setTimeout: (run: () => void, ms: number) => unknown;
}

export class S2sSender {
  private pending: TrackingEventRecord[] = [];
  /** Heartbeat keys queued or in flight, so one event is not queued twice before it is recorded. */
  private readonly waiting = new Set<string>();
  private timer: unknown = null;
  private posting = false;

  constructor(private readonly deps: S2sSenderDeps) {}

  /** A sink of the tracking store: queues the event unless this agent already sent it today. */
  readonly add = (event: TrackedEvent): void => {
    const key = heartbeatKey(event);
    if (this.deps.ledger.sentToday(S2S_AGENT, event) || this.waiting.has(key)) return;
    this.waiting.add(key);
    this.pending.push({
      event: event.name,
      at: event.at,
      payload: event.payload,
      pixelTrack: this.deps.pixelTrack(),
      attribution: this.deps.attribution(),
    });
    this.dropPastLimit();
    this.schedule();
  };

  private dropPastLimit(): void {
    while (this.pending.length > TRACKING_PENDING_LIMIT) {
      const dropped = this.pending.shift();
      if (dropped) this.waiting.delete(heartbeatKey({ name: dropped.event, payload: dropped.payload }));
    }
  }

  private schedule(): void {
    if (this.timer !== null || this.posting) return;
    this.timer = this.deps.setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, TRACKING_POST_BATCH_MS);
  }

  /**
   * The page is hiding (another page, the app switcher, a closed tab): what waits goes now, in a
   * post the browser keeps alive after the page, rather than being lost with it.
   */
  readonly flushNow = (): void => {
    if (this.posting || this.pending.length === 0) return;
    void this.flush(true);
  };

  private async flush(keepalive = false): Promise<void> {
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    this.posting = true;
    let sent = false;
    try {
      // The header names what was sent before this batch; the batch's own events are recorded once taken.
      // The session is named when the post leaves: its fetch may answer after the first events.
      const sessionId = this.deps.sessionId();
      await this.deps.post(
        sessionId ? batch.map((record) => ({ ...record, sessionId: record.sessionId ?? sessionId })) : batch,
        this.deps.ledger.header(),
        keepalive,
      );
      sent = true;
      for (const record of batch) {
        const event = { name: record.event, payload: record.payload };
        this.deps.ledger.record(S2S_AGENT, event);
        this.waiting.delete(heartbeatKey(event));
      }
    } catch (error) {
      // Kept for the post the next event brings (no retry loop against a backend that is down).
      this.pending = [...batch, ...this.pending];
      this.dropPastLimit();
      console.warn("[tracking] the tracking post failed; its events wait for the next one:", error);
    } finally {
      this.posting = false;
    }
    if (sent && this.pending.length > 0) this.schedule();
  }
}
