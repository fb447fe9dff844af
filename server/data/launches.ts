/**
 * Game launches per member and trial launches, recorded as they arrive so tests and developers
 * can see what the client sent. The platform refuses a launch while the previous one is still
 * starting (#734).
 */
import type { Database } from "../db";

/** Launches closer together than this count as a second launch of an unfinished game (#734). */
export const RELAUNCH_GUARD_MS = 3_000;

/** The launch fields of spec §3 ("Game launch", with the lottery ones); each is kept as sent. */
export const LAUNCH_FIELDS = [
  "gameCode",
  "vendor",
  "hasLobby",
  "prizeMode",
  "playType",
  "backUrl",
  "labelName",
  "lottoView",
  "lottoArea",
  "launchMode",
  "lottoPrizeMode",
  "lottoMode",
  "lottoGameCode",
  "device",
  "language",
  "title",
] as const;

export type LaunchField = (typeof LAUNCH_FIELDS)[number];
/** Only the fields the client sent; an empty string was sent empty. */
export type LaunchFields = Partial<Record<LaunchField, string>>;

/** A recorded launch: every launch field, null where the client did not send it. */
export type LaunchRecord = {
  id: number;
  merchant: string;
  username: string;
  gameUrl: string | null;
  launchedAt: number;
} & Record<LaunchField, string | null>;

export interface TrialRecord {
  id: number;
  merchant: string;
  gameId: string;
  nodeId: string | null;
  platform: string | null;
  url: string;
  launchedAt: number;
}

/** Records the launch, or answers false (recording nothing) when the previous one is too recent. */
export async function recordLaunch(
  db: Database,
  launch: { merchant: string; memberId: number; gameCode: string; fields: LaunchFields; gameUrl: string },
): Promise<boolean> {
  const now = Date.now();
  return db.transaction(async (tx) => {
    const recent = await tx.query(
      "SELECT 1 FROM game_launches WHERE member_id = $1 AND launched_at > $2 LIMIT 1",
      [launch.memberId, now - RELAUNCH_GUARD_MS],
    );
    if (recent.rows.length > 0) return false;
    await tx.query(
      `INSERT INTO game_launches (merchant, member_id, game_code, fields, game_url, launched_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [launch.merchant, launch.memberId, launch.gameCode, JSON.stringify(launch.fields), launch.gameUrl, now],
    );
    return true;
  });
}

/** A member's launches, newest first. */
export async function listLaunches(
  db: Database,
  merchant: string,
  memberId: number,
): Promise<LaunchRecord[]> {
  const result = await db.query<{
    id: number;
    username: string;
    fields: LaunchFields;
    game_url: string | null;
    launched_at: number;
  }>(
    `SELECT l.id, m.username, l.fields, l.game_url, l.launched_at FROM game_launches l
     JOIN members m ON m.id = l.member_id
     WHERE l.merchant = $1 AND l.member_id = $2 ORDER BY l.id DESC`,
    [merchant, memberId],
  );
  return result.rows.map((row) => ({
    id: row.id,
    merchant,
    username: row.username,
    ...(Object.fromEntries(LAUNCH_FIELDS.map((field) => [field, row.fields[field] ?? null])) as Record<
      LaunchField,
      string | null
    >),
    gameUrl: row.game_url,
    launchedAt: Number(row.launched_at),
  }));
}

export async function recordTrial(
  db: Database,
  trial: Omit<TrialRecord, "id" | "launchedAt">,
): Promise<void> {
  await db.query(
    "INSERT INTO game_trials (merchant, game_id, node_id, platform, url, launched_at) VALUES ($1, $2, $3, $4, $5, $6)",
    [trial.merchant, trial.gameId, trial.nodeId, trial.platform, trial.url, Date.now()],
  );
}

/** Newest first; `merchant` undefined lists every merchant's. */
export async function listTrials(db: Database, merchant?: string): Promise<TrialRecord[]> {
  const result = await db.query<TrialRecord>(
    `SELECT id, merchant, game_id AS "gameId", node_id AS "nodeId", platform, url, launched_at AS "launchedAt"
     FROM game_trials WHERE $1::text IS NULL OR merchant = $1 ORDER BY id DESC`,
    [merchant ?? null],
  );
  return result.rows.map((row) => ({ ...row, launchedAt: Number(row.launchedAt) }));
}
