import type { HttpClient } from "../http/client";
import type { AttributionInfo } from "../identity/attribution";
import { HEARTBEAT_HEADER } from "../tracking/heartbeat";
import type { TrackedEventName, TrackingPayload } from "../tracking/tracking-store";
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

export interface TrackingSession {
  sessionId: string;
  /** When the backend first saw this device (ms since the epoch). */
  firstSeenAt: number;
}

/**
 * The tracking-events post (spec section 7: "a JSON string in an events field"). The heartbeat
 * records ride in one header, capped at 1024 bytes by the caller. Silent: a member is never told
 * about tracking.
 */
export function postTrackingEvents(
  http: HttpClient,
  events: readonly TrackingEventRecord[],
  heartbeat: string,
  /** Sent as the page hides: the browser finishes the post after the page is gone. */
  keepalive = false,
): Promise<unknown> {
  return http.request("/wps/tracking/events", {
    answer: checks.postTrackingEvents,
    method: "POST",
    body: { events: JSON.stringify(events) },
    headers: { [HEARTBEAT_HEADER]: heartbeat },
    alert: false,
    keepalive,
  });
}

/** The tracking-session fetch: the device's tracking session, made on the backend's first sight of it. */
export function fetchTrackingSession(http: HttpClient, deviceId: string): Promise<TrackingSession> {
  return http.request<TrackingSession>("/wps/tracking/session", {
    answer: checks.fetchTrackingSession,
    query: { deviceId },
    alert: false,
  });
}
