/** Pending two-factor challenges: a login that answered login_verify_required, awaiting its proof. */
import type { Queryable } from "../db";

/** A challenge left unanswered this long is dropped; the member logs in again. */
const CHALLENGE_LIFETIME_MS = 10 * 60_000;

export async function openChallenge(db: Queryable, memberId: number, methods: string[]): Promise<void> {
  await db.query(
    `INSERT INTO login_challenges (member_id, methods, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET methods = $2, expires_at = $3`,
    [memberId, methods, Date.now() + CHALLENGE_LIFETIME_MS],
  );
}

/** The methods offered to the member by a live challenge; undefined when none is pending. */
export async function pendingChallenge(db: Queryable, memberId: number): Promise<string[] | undefined> {
  const result = await db.query<{ methods: string[] }>(
    "SELECT methods FROM login_challenges WHERE member_id = $1 AND expires_at >= $2",
    [memberId, Date.now()],
  );
  return result.rows[0]?.methods;
}

export async function closeChallenge(db: Queryable, memberId: number): Promise<void> {
  await db.query("DELETE FROM login_challenges WHERE member_id = $1", [memberId]);
}
