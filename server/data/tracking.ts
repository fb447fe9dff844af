/** Tracking sessions and the events of the tracking-events post, kept so tests and developers can read them. */
import { randomUUID } from "node:crypto";
import type { Database } from "../db";

export interface TrackingSessionRow {
  sessionId: string;
  firstSeenAt: number;
}

export interface StoredTrackingEvent {
  id: number;
  merchant: string;
  memberId: number | null;
  sessionId: string | null;
  event: string;
  happenedAt: number;
  payload: Record<string, unknown>;
  pixelTrack: Record<string, string>;
  attribution: Record<string, string>;
  /** The Tracking-Heartbeat header the post carried. */
  heartbeat: string;
  receivedAt: number;
}

/** The device's tracking session, made on the first ask and the same ever after. */
export async function trackingSessionFor(
  db: Database,
  merchant: string,
  deviceId: string,
): Promise<TrackingSessionRow> {
  await db.query(
    `INSERT INTO tracking_sessions (id, merchant, device_id, first_seen_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (merchant, device_id) DO NOTHING`,
    [randomUUID(), merchant, deviceId, Date.now()],
  );
  const result = await db.query<TrackingSessionRow>(
    `SELECT id AS "sessionId", first_seen_at AS "firstSeenAt" FROM tracking_sessions WHERE merchant = $1 AND device_id = $2`,
    [merchant, deviceId],
  );
  const row = result.rows[0];
  if (!row) throw new Error("The tracking session was not stored");
  return { sessionId: row.sessionId, firstSeenAt: Number(row.firstSeenAt) };
}

/** Whether the session id is one this merchant handed out (a post naming another is refused). */
export async function trackingSessionExists(
  db: Database,
  merchant: string,
  sessionId: string,
): Promise<boolean> {
  const result = await db.query(`SELECT 1 FROM tracking_sessions WHERE merchant = $1 AND id = $2`, [
    merchant,
    sessionId,
  ]);
  return result.rows.length > 0;
}

export async function recordTrackingEvents(
  db: Database,
  events: ReadonlyArray<Omit<StoredTrackingEvent, "id" | "receivedAt">>,
): Promise<void> {
  const receivedAt = Date.now();
  for (const event of events) {
    await db.query(
      `INSERT INTO tracking_events (merchant, member_id, session_id, event, happened_at, payload, pixel_track,
         attribution, heartbeat, received_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        event.merchant,
        event.memberId,
        event.sessionId,
        event.event,
        event.happenedAt,
        JSON.stringify(event.payload),
        JSON.stringify(event.pixelTrack),
        JSON.stringify(event.attribution),
        event.heartbeat,
        receivedAt,
      ],
    );
  }
}

/** Oldest first; `merchant` undefined lists every merchant's. */
export async function listTrackingEvents(db: Database, merchant?: string): Promise<StoredTrackingEvent[]> {
  const result = await db.query<StoredTrackingEvent>(
    `SELECT id, merchant, member_id AS "memberId", session_id AS "sessionId", event, happened_at AS "happenedAt",
       payload, pixel_track AS "pixelTrack", attribution, heartbeat, received_at AS "receivedAt"
     FROM tracking_events WHERE $1::text IS NULL OR merchant = $1 ORDER BY id`,
    [merchant ?? null],
  );
  return result.rows.map((row) => ({
    ...row,
    happenedAt: Number(row.happenedAt),
    receivedAt: Number(row.receivedAt),
  }));
}
