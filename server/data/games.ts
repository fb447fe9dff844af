/** Single games of a merchant (game match list, launch pages, icons). */
import type { Database } from "../db";
import { findMerchantVendor } from "./content";

export interface GameRow {
  game_code: string;
  game_name: string;
  vendor: string;
  game_type: string;
  /** LOTTERY, SLOT, LIVE or SPORTS: the lobby category, which also picks the demo page. */
  category: string;
  /** Category index × 100 + place in the category (spec §9). */
  ordinal: number;
  hot: boolean;
  trial: boolean;
  node_id: string;
  room_id: string | null;
}

const COLUMNS = "game_code, game_name, vendor, game_type, category, ordinal, hot, trial, node_id, room_id";

/** In stored order, which is not the lobby's: clients sort by category and ordinal. */
export async function listGames(db: Database, merchant: string): Promise<GameRow[]> {
  const result = await db.query<GameRow>(
    `SELECT ${COLUMNS} FROM games WHERE merchant = $1 ORDER BY position`,
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
    `SELECT ${COLUMNS} FROM games
     WHERE game_code = $1 AND ($2::text IS NULL OR merchant = $2) ORDER BY id LIMIT 1`,
    [gameCode, merchant ?? null],
  );
  return result.rows[0];
}

/** What a launch may open: a single game, or a vendor's lobby (gameCode = its accountTypeName). */
export interface Playable {
  code: string;
  name: string;
  vendor?: string;
  /** The game's category, or the lobby's lane classify: picks the answer shape and the demo page. */
  category: string;
  lobby: boolean;
}

export async function findPlayable(
  db: Database,
  merchant: string,
  code: string,
): Promise<Playable | undefined> {
  const game = await findGame(db, code, merchant);
  if (game) {
    return { code, name: game.game_name, vendor: game.vendor, category: game.category, lobby: false };
  }
  const vendor = await findMerchantVendor(db, merchant, code);
  if (vendor) return { code, name: vendor.display_name, category: vendor.game_classify, lobby: true };
  return undefined;
}
