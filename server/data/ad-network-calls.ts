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
  /** What the page let the network see with the call (null where the caller did not say). */
  seen: PageSeen | null;
  createdAt: number;
}

/** The page as a network's script or pixel met it: where the token must never appear. */
export interface PageSeen {
  address: string | null;
  referrer: string | null;
  cookies: string | null;
}

export async function recordAdNetworkCall(
  db: Database,
  call: { merchant: string | null; network: string; call: unknown[]; seen?: PageSeen | null },
): Promise<void> {
  await recordAdNetworkCalls(db, { ...call, calls: [call.call] });
}

/** Several calls of one page and network, in their order, in one statement. */
export async function recordAdNetworkCalls(
  db: Database,
  {
    merchant,
    network,
    calls,
    seen = null,
  }: { merchant: string | null; network: string; calls: unknown[][]; seen?: PageSeen | null },
): Promise<void> {
  if (calls.length === 0) return;
  await db.query(
    `INSERT INTO ad_network_calls (merchant, network, call, seen, created_at)
     SELECT $1, $2, entry.call, $5::jsonb, $4 FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS entry (call, position)
     ORDER BY entry.position`,
    [merchant, network, JSON.stringify(calls), Date.now(), seen === null ? null : JSON.stringify(seen)],
  );
}

/** Oldest first; an undefined merchant or network lists all of them. */
export async function listAdNetworkCalls(
  db: Database,
  filter: { merchant?: string; network?: string } = {},
): Promise<AdNetworkCall[]> {
  const result = await db.query<AdNetworkCall>(
    `SELECT id, merchant, network, call, seen, created_at AS "createdAt" FROM ad_network_calls
     WHERE ($1::text IS NULL OR merchant = $1) AND ($2::text IS NULL OR network = $2) ORDER BY id`,
    [filter.merchant ?? null, filter.network ?? null],
  );
  return result.rows.map((row) => ({ ...row, createdAt: Number(row.createdAt) }));
}
