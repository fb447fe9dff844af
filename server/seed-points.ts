/**
 * Seeds the point market, the missions, and the seeded members' points and progress of one
 * merchant (server/seed-data/points.ts says what), inside the seed's transaction. Like the rest
 * of the seed it only fills what is missing: items and missions when the merchant has none, a
 * member's points and progress when the member has no point balance yet (so a data folder from
 * before migration 7 gets them on the next start, and a member's spending is never undone).
 * Each part is one statement: PGlite runs each through WASM, and POST /__dev/reset reseeds all.
 */
import type { Queryable } from "./db";
import { pointItemImageUrl } from "./demo/urls";
import type { Merchant } from "./merchants";
import { DEMO_PROGRESS, inLanguage, MARKET_ITEMS, MISSIONS, SEED_POINTS } from "./seed-data/points";

// A fixed date keeps screenshots and tests stable across reseeds.
const SEED_CLAIMED_AT = Date.UTC(2025, 1, 1);

export async function writePoints(tx: Queryable, merchant: Merchant): Promise<void> {
  const code = merchant.code;
  const language = merchant.defaultLanguage;

  await tx.query(
    `INSERT INTO market_items (merchant, position, code, name, cost, stock, image)
     SELECT $1, position, code, name, cost, stock, image
     FROM unnest($2::int[], $3::text[], $4::text[], $5::bigint[], $6::int[], $7::text[])
       AS item(position, code, name, cost, stock, image)
     WHERE NOT EXISTS (SELECT 1 FROM market_items WHERE merchant = $1)`,
    [
      code,
      MARKET_ITEMS.map((_, index) => index + 1),
      MARKET_ITEMS.map((item) => item.code),
      MARKET_ITEMS.map((item) => inLanguage(item.name, language)),
      MARKET_ITEMS.map((item) => item.cost),
      MARKET_ITEMS.map((item) => item.stock),
      MARKET_ITEMS.map((item) => pointItemImageUrl(code, item.code)),
    ],
  );
  await tx.query(
    `INSERT INTO missions (merchant, position, code, title, target, reward)
     SELECT $1, position, code, title, target, reward
     FROM unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::bigint[])
       AS mission(position, code, title, target, reward)
     WHERE NOT EXISTS (SELECT 1 FROM missions WHERE merchant = $1)`,
    [
      code,
      MISSIONS.map((_, index) => index + 1),
      MISSIONS.map((mission) => mission.code),
      MISSIONS.map((mission) => inLanguage(mission.title, language)),
      MISSIONS.map((mission) => mission.target),
      MISSIONS.map((mission) => mission.reward),
    ],
  );

  // The demo member's progress first: it is seeded only while demo has no balance yet.
  const progress = Object.entries(DEMO_PROGRESS);
  await tx.query(
    `INSERT INTO mission_progress (member_id, mission_id, progress, claimed_at)
     SELECT m.id, x.id, p.progress, CASE WHEN p.claimed THEN $3::bigint END
     FROM members m
     JOIN unnest($4::text[], $5::int[], $6::bool[]) AS p(code, progress, claimed) ON true
     JOIN missions x ON x.merchant = m.merchant AND x.code = p.code
     WHERE m.merchant = $1 AND m.username = $2
       AND NOT EXISTS (SELECT 1 FROM point_balances b WHERE b.member_id = m.id)
     ON CONFLICT DO NOTHING`,
    [
      code,
      "demo",
      SEED_CLAIMED_AT,
      progress.map(([mission]) => mission),
      progress.map(([, seeded]) => seeded.progress),
      progress.map(([, seeded]) => seeded.claimed === true),
    ],
  );
  const members = Object.entries(SEED_POINTS);
  await tx.query(
    `INSERT INTO point_balances (member_id, points)
     SELECT m.id, s.points FROM members m
     JOIN unnest($2::text[], $3::bigint[]) AS s(username, points) ON s.username = m.username
     WHERE m.merchant = $1
     ON CONFLICT (member_id) DO NOTHING`,
    [code, members.map(([username]) => username), members.map(([, points]) => points)],
  );
}
