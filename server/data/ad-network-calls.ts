/**
 * What the ad-network stand-ins recorded (server/dev/ad-network-controls.ts): every call a page
 * made on a network's queue object once the stand-in script drained it, and every conversion
 * postback's query, so tests and developers can see what each network would have received.
 */
import type { Database } from "../db";

export interface AdNetworkCall {
  id: number;
  merchant: string | null;
  network: string;
  /** A script call's arguments, e.g. ["track", "Purchase", { value: 10 }]; a postback: [query]. */
  call: unknown[];
  createdAt: number;
}

export async function recordAdNetworkCall(
  db: Database,
  call: { merchant: string | null; network: string; call: unknown[] },
): Promise<void> {
  await db.query(
    "INSERT INTO ad_network_calls (merchant, network, call, created_at) VALUES ($1, $2, $3::jsonb, $4)",
    [call.merchant, call.network, JSON.stringify(call.call), Date.now()],
  );
}

/** Oldest first; an undefined merchant or network lists all of them. */
export async function listAdNetworkCalls(
  db: Database,
  filter: { merchant?: string; network?: string } = {},
): Promise<AdNetworkCall[]> {
  const result = await db.query<AdNetworkCall>(
    `SELECT id, merchant, network, call, created_at AS "createdAt" FROM ad_network_calls
     WHERE ($1::text IS NULL OR merchant = $1) AND ($2::text IS NULL OR network = $2) ORDER BY id`,
    [filter.merchant ?? null, filter.network ?? null],
  );
  return result.rows.map((row) => ({ ...row, createdAt: Number(row.createdAt) }));
}
