/** Single games of a merchant (game match list, launch pages, icons). */
import type { Database } from "../db";

export interface GameRow {
  game_code: string;
  game_name: string;
  vendor: string;
  game_type: string;
}

export async function listGames(db: Database, merchant: string): Promise<GameRow[]> {
  const result = await db.query<GameRow>(
    "SELECT game_code, game_name, vendor, game_type FROM games WHERE merchant = $1 ORDER BY position",
    [merchant],
  );
  return result.rows;
}

/** `merchant` undefined finds the game in any merchant (icons are the same everywhere). */
export async function findGame(
  db: Database,
  gameCode: string,
  merchant?: string,
): Promise<GameRow | undefined> {
  const result = await db.query<GameRow>(
    `SELECT game_code, game_name, vendor, game_type FROM games
     WHERE game_code = $1 AND ($2::text IS NULL OR merchant = $2) ORDER BY id LIMIT 1`,
    [gameCode, merchant ?? null],
  );
  return result.rows[0];
}
