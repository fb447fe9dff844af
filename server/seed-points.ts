/**
 * Seeds the point market, the missions, and the seeded members' points and progress of one
 * merchant (server/seed-data/points.ts says what), inside the seed's transaction. Like the rest
 * of the seed it only fills what is missing: items and missions when the merchant has none, a
 * member's points and progress when the member has no point balance yet (so a data folder from
 * before migration 7 gets them on the next start, and a member's spending is never undone).
 */
import type { Database } from "./db";
import { pointItemImageUrl } from "./demo/urls";
import type { Merchant } from "./merchants";
import { DEMO_PROGRESS, inLanguage, MARKET_ITEMS, MISSIONS, SEED_POINTS } from "./seed-data/points";

type Queryable = Pick<Database, "query">;

// A fixed date keeps screenshots and tests stable across reseeds.
const SEED_CLAIMED_AT = Date.UTC(2025, 1, 1);

export async function writePoints(tx: Queryable, merchant: Merchant): Promise<void> {
  const code = merchant.code;
  const language = merchant.defaultLanguage;
  const has = async (table: string) =>
    (await tx.query(`SELECT 1 FROM ${table} WHERE merchant = $1 LIMIT 1`, [code])).rows.length > 0;

  if (!(await has("market_items"))) {
    for (const [index, item] of MARKET_ITEMS.entries()) {
      await tx.query(
        `INSERT INTO market_items (merchant, position, code, name, cost, stock, image)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          code,
          index + 1,
          item.code,
          inLanguage(item.name, language),
          item.cost,
          item.stock,
          pointItemImageUrl(code, item.code),
        ],
      );
    }
  }
  if (!(await has("missions"))) {
    for (const [index, mission] of MISSIONS.entries()) {
      await tx.query(
        `INSERT INTO missions (merchant, position, code, title, target, reward) VALUES ($1, $2, $3, $4, $5, $6)`,
        [code, index + 1, mission.code, inLanguage(mission.title, language), mission.target, mission.reward],
      );
    }
  }

  const fresh = await tx.query<{ id: number; username: string }>(
    `SELECT m.id, m.username FROM members m
     WHERE m.merchant = $1 AND NOT EXISTS (SELECT 1 FROM point_balances b WHERE b.member_id = m.id)`,
    [code],
  );
  for (const member of fresh.rows) {
    const points = SEED_POINTS[member.username];
    if (points === undefined) continue;
    await tx.query("INSERT INTO point_balances (member_id, points) VALUES ($1, $2)", [member.id, points]);
    if (member.username !== "demo") continue;
    for (const [missionCode, seeded] of Object.entries(DEMO_PROGRESS)) {
      await tx.query(
        `INSERT INTO mission_progress (member_id, mission_id, progress, claimed_at)
         SELECT $1, id, $3, $4 FROM missions WHERE merchant = $2 AND code = $5
         ON CONFLICT DO NOTHING`,
        [member.id, code, seeded.progress, seeded.claimed ? SEED_CLAIMED_AT : null, missionCode],
      );
    }
  }
}
