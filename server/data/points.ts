/**
 * Points (module PTSYS3): the member's balance, the point market's items and redemptions, the
 * missions and their claims. Every change is one transaction in which the balance moves together
 * with what it pays for, by conditional updates (`stock > 0`, `points >= cost`, `claimed_at IS
 * NULL`) that the database checks row by row: two requests racing for the last item or the same
 * reward cannot both win, and points and stock never disagree. A redemption may carry the
 * client's request id: the same id again answers the redemption it made, never a second one.
 */
import { randomBytes } from "node:crypto";
import type { Database, Queryable } from "../db";
import { ErrorCode, WpsError } from "../envelope";

export interface ItemRow {
  id: number;
  merchant: string;
  position: number;
  code: string;
  name: string;
  description: string;
  cost: number;
  stock: number;
  image: string;
}

export interface RedemptionRow {
  id: number;
  merchant: string;
  member_id: number;
  item_id: number;
  reference: string;
  item_name: string;
  cost: number;
  request_id: string | null;
  created_at: number;
}

export interface MissionRow {
  id: number;
  merchant: string;
  position: number;
  code: string;
  title: string;
  target: number;
  reward: number;
  progress: number;
  claimed_at: number | null;
}

export interface LeaderRow {
  rank: number;
  member_id: number;
  username: string;
  points: number;
}

const refuse = (errorCode: string, message: string) => new WpsError(400, errorCode, message);

/** P, the UTC date, then 8 random letters and digits, like the cashier's order references. */
function newReference(now: number): string {
  const date = new Date(now).toISOString().slice(0, 10).replaceAll("-", "");
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const tail = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join("");
  return `P${date}${tail}`;
}

export async function pointsOf(db: Queryable, memberId: number): Promise<number> {
  const result = await db.query<{ points: number }>(
    "SELECT points FROM point_balances WHERE member_id = $1",
    [memberId],
  );
  return Number(result.rows[0]?.points ?? 0);
}

async function addPoints(db: Queryable, memberId: number, points: number): Promise<number> {
  const result = await db.query<{ points: number }>(
    `INSERT INTO point_balances (member_id, points) VALUES ($1, $2)
     ON CONFLICT (member_id) DO UPDATE SET points = point_balances.points + EXCLUDED.points
     RETURNING points`,
    [memberId, points],
  );
  return Number(result.rows[0]?.points ?? 0);
}

export async function setPoints(db: Queryable, memberId: number, points: number): Promise<void> {
  await db.query(
    `INSERT INTO point_balances (member_id, points) VALUES ($1, $2)
     ON CONFLICT (member_id) DO UPDATE SET points = EXCLUDED.points`,
    [memberId, points],
  );
}

export async function listItems(db: Queryable, merchant: string): Promise<ItemRow[]> {
  const result = await db.query<ItemRow>("SELECT * FROM market_items WHERE merchant = $1 ORDER BY position", [
    merchant,
  ]);
  return result.rows.map((row) => ({ ...row, cost: Number(row.cost) }));
}

export async function findItemByCode(
  db: Queryable,
  merchant: string,
  code: string,
): Promise<ItemRow | undefined> {
  const result = await db.query<ItemRow>("SELECT * FROM market_items WHERE merchant = $1 AND code = $2", [
    merchant,
    code,
  ]);
  const row = result.rows[0];
  return row && { ...row, cost: Number(row.cost) };
}

const redemptionOf = (row: RedemptionRow): RedemptionRow => ({ ...row, cost: Number(row.cost) });

/**
 * Spends the item's cost on one of it: stock and points each go down only where there is enough,
 * inside one transaction, so a refusal (thrown) leaves both as they were.
 */
export async function redeem(
  db: Database,
  redeem: { merchant: string; memberId: number; itemId: number; requestId: string | null; now?: number },
): Promise<{ redemption: RedemptionRow; points: number }> {
  const now = redeem.now ?? Date.now();
  return db.transaction(async (tx) => {
    if (redeem.requestId) {
      const seen = await tx.query<RedemptionRow>(
        "SELECT * FROM point_redemptions WHERE member_id = $1 AND request_id = $2",
        [redeem.memberId, redeem.requestId],
      );
      const row = seen.rows[0];
      if (row) return { redemption: redemptionOf(row), points: await pointsOf(tx, redeem.memberId) };
    }
    const found = await tx.query<ItemRow>("SELECT * FROM market_items WHERE id = $1 AND merchant = $2", [
      redeem.itemId,
      redeem.merchant,
    ]);
    const item = found.rows[0];
    if (!item) throw refuse(ErrorCode.itemNotFound, "That item is not in the market");
    const cost = Number(item.cost);
    const taken = await tx.query(
      "UPDATE market_items SET stock = stock - 1 WHERE id = $1 AND stock > 0 RETURNING stock",
      [item.id],
    );
    if (taken.rows.length === 0) throw refuse(ErrorCode.itemOutOfStock, "This item is out of stock");
    const paid = await tx.query<{ points: number }>(
      "UPDATE point_balances SET points = points - $2 WHERE member_id = $1 AND points >= $2 RETURNING points",
      [redeem.memberId, cost],
    );
    const left = paid.rows[0];
    // Thrown inside the transaction: the stock taken above goes back with it.
    if (!left) throw refuse(ErrorCode.pointsInsufficient, `This item costs ${cost} points`);
    const inserted = await tx.query<RedemptionRow>(
      `INSERT INTO point_redemptions (merchant, member_id, item_id, reference, item_name, cost, request_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [redeem.merchant, redeem.memberId, item.id, newReference(now), item.name, cost, redeem.requestId, now],
    );
    return { redemption: redemptionOf(inserted.rows[0] as RedemptionRow), points: Number(left.points) };
  });
}

/** A member's redemptions, newest first. */
export async function redemptionsOf(db: Queryable, memberId: number, limit = 50): Promise<RedemptionRow[]> {
  const result = await db.query<RedemptionRow>(
    "SELECT * FROM point_redemptions WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2",
    [memberId, limit],
  );
  return result.rows.map(redemptionOf);
}

/** The merchant's missions with the member's progress (0 where they have none yet). */
export async function missionsOf(db: Queryable, merchant: string, memberId: number): Promise<MissionRow[]> {
  const result = await db.query<MissionRow>(
    `SELECT m.*, coalesce(p.progress, 0) AS progress, p.claimed_at
     FROM missions m LEFT JOIN mission_progress p ON p.mission_id = m.id AND p.member_id = $2
     WHERE m.merchant = $1 ORDER BY m.position`,
    [merchant, memberId],
  );
  return result.rows.map((row) => ({
    ...row,
    reward: Number(row.reward),
    claimed_at: row.claimed_at === null ? null : Number(row.claimed_at),
  }));
}

/**
 * Pays a complete mission's reward, once: the claim is marked only where progress has reached
 * the target and nothing was claimed, and the points are added in the same transaction.
 */
export async function claimMission(
  db: Database,
  claim: { merchant: string; memberId: number; missionId: number; now?: number },
): Promise<{ mission: MissionRow; points: number }> {
  const now = claim.now ?? Date.now();
  return db.transaction(async (tx) => {
    const marked = await tx.query<{ mission_id: number }>(
      `UPDATE mission_progress p SET claimed_at = $3
       FROM missions m
       WHERE p.mission_id = m.id AND m.merchant = $1 AND p.member_id = $2 AND m.id = $4
         AND p.claimed_at IS NULL AND p.progress >= m.target
       RETURNING p.mission_id`,
      [claim.merchant, claim.memberId, now, claim.missionId],
    );
    const mission = (await missionsOf(tx, claim.merchant, claim.memberId)).find(
      (row) => row.id === claim.missionId,
    );
    if (!mission) throw refuse(ErrorCode.missionNotFound, "No such mission");
    if (marked.rows.length === 0) {
      if (mission.claimed_at !== null)
        throw refuse(ErrorCode.missionClaimed, "This reward was claimed already");
      throw refuse(ErrorCode.missionNotComplete, `Complete ${mission.target} first`);
    }
    const points = await addPoints(tx, claim.memberId, mission.reward);
    return { mission, points };
  });
}

/** Sets a member's progress on a mission (a dev control: the games and cashier would count it). */
export async function setProgress(
  db: Queryable,
  change: { memberId: number; missionId: number; progress: number },
): Promise<void> {
  await db.query(
    `INSERT INTO mission_progress (member_id, mission_id, progress) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, mission_id) DO UPDATE SET progress = EXCLUDED.progress`,
    [change.memberId, change.missionId, change.progress],
  );
}

/**
 * The merchant's members by points, most first, ranked as in sport (equal points share a rank,
 * the next rank skips): the top `size`, and the member's own row wherever it falls.
 */
export async function leaderboard(
  db: Queryable,
  merchant: string,
  memberId: number,
  size: number,
): Promise<{ top: LeaderRow[]; own: LeaderRow | null }> {
  const result = await db.query<LeaderRow>(
    `WITH ranked AS (
       SELECT m.id AS member_id, m.username, coalesce(b.points, 0) AS points,
              rank() OVER (ORDER BY coalesce(b.points, 0) DESC)::int AS rank,
              row_number() OVER (ORDER BY coalesce(b.points, 0) DESC, m.id) AS place
       FROM members m LEFT JOIN point_balances b ON b.member_id = m.id
       WHERE m.merchant = $1
     )
     SELECT member_id, username, points, rank FROM ranked WHERE place <= $2 OR member_id = $3
     ORDER BY place`,
    [merchant, size, memberId],
  );
  const rows = result.rows.map((row) => ({ ...row, points: Number(row.points) }));
  return {
    top: rows.slice(0, size),
    own: rows.find((row) => row.member_id === memberId) ?? null,
  };
}
