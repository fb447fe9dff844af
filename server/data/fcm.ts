/** Push-token calls (CSP_fcm*), recorded as they arrive so tests and developers can see them. */
import type { Database } from "../db";

export type FcmAction = "bind" | "subscribe" | "unsubscribe";

export interface FcmEvent {
  id: number;
  merchant: string;
  memberId: number | null;
  action: FcmAction;
  registrationToken: string;
  topic: string | null;
  unsubscribeAll: boolean | null;
  createdAt: number;
}

export async function recordFcmEvent(db: Database, event: Omit<FcmEvent, "id" | "createdAt">): Promise<void> {
  await db.query(
    `INSERT INTO fcm_events (merchant, member_id, action, registration_token, topic, unsubscribe_all, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      event.merchant,
      event.memberId,
      event.action,
      event.registrationToken,
      event.topic,
      event.unsubscribeAll,
      Date.now(),
    ],
  );
}

/** Oldest first; `merchant` undefined lists every merchant's. */
export async function listFcmEvents(db: Database, merchant?: string): Promise<FcmEvent[]> {
  const result = await db.query<FcmEvent>(
    `SELECT id, merchant, member_id AS "memberId", action, registration_token AS "registrationToken", topic,
       unsubscribe_all AS "unsubscribeAll", created_at AS "createdAt"
     FROM fcm_events WHERE $1::text IS NULL OR merchant = $1 ORDER BY id`,
    [merchant ?? null],
  );
  return result.rows;
}
