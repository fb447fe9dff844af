/** Game launches per member: the platform refuses a launch while the previous one is still starting. */
import type { Database } from "../db";

/** Launches closer together than this count as a second launch of an unfinished game (#734). */
export const RELAUNCH_GUARD_MS = 3_000;

/** Records the launch, or answers false (recording nothing) when the previous one is too recent. */
export async function recordLaunch(
  db: Database,
  merchant: string,
  memberId: number,
  gameCode: string,
): Promise<boolean> {
  const now = Date.now();
  return db.transaction(async (tx) => {
    const recent = await tx.query(
      "SELECT 1 FROM game_launches WHERE member_id = $1 AND launched_at > $2 LIMIT 1",
      [memberId, now - RELAUNCH_GUARD_MS],
    );
    if (recent.rows.length > 0) return false;
    await tx.query(
      "INSERT INTO game_launches (merchant, member_id, game_code, launched_at) VALUES ($1, $2, $3, $4)",
      [merchant, memberId, gameCode, now],
    );
    return true;
  });
}
