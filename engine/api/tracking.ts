import { defineCall } from "../http/define-call";
import type { AttributionInfo } from "../identity/attribution";
import { HEARTBEAT_HEADER } from "../tracking/heartbeat";
import type { TrackedEventName, TrackingPayload } from "../tracking/tracking-store";
import type { TrackingAnswers } from "./generated/tracking";
import * as checks from "./generated/tracking";

/** One event as the tracking post carries it (docs/api.md, "Tracking"). */
export interface TrackingEventRecord {
  event: TrackedEventName;
  /** When it happened on the device (ms since the epoch). */
  at: number;
  payload: TrackingPayload;
  /** The pixel tracking bundle (spec section 3): ids and click ids, each only if set. */
  pixelTrack: Record<string, string>;
  /** The S2S ad-attribution info (spec section 3) kept from landing links. */
  attribution: AttributionInfo;
  /** The tracking session the events belong to, when its fetch answered. */
  sessionId?: string;
}

export type TrackingSession = TrackingAnswers["fetchTrackingSession"];

/**
 * The tracking-events post (spec section 7: "a JSON string in an events field"). The heartbeat
 * records ride in one header, capped at 1024 bytes by the caller. Silent: a member is never told
 * about tracking. `keepalive`: sent as the page hides, the browser finishes the post after the
 * page is gone.
 */
export const postTrackingEvents = defineCall({
  path: "/wps/tracking/events",
  method: "POST",
  answer: checks.postTrackingEvents,
  alert: false,
  send: (events: readonly TrackingEventRecord[], heartbeat: string, keepalive: boolean = false) => ({
    body: { events: JSON.stringify(events) },
    headers: { [HEARTBEAT_HEADER]: heartbeat },
    keepalive,
  }),
});

/** The tracking-session fetch: the device's tracking session, made on the backend's first sight of it. */
export const fetchTrackingSession = defineCall({
  path: "/wps/tracking/session",
  answer: checks.fetchTrackingSession,
  alert: false,
  send: (deviceId: string) => ({ query: { deviceId } }),
});
