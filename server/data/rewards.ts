/** Promotions as the reward centre reads them, and the members' claims (migration 5). */
import type { Queryable } from "../db";
import type { ClaimMode } from "../seed-data/promotions";

export interface RewardPromotionRow {
  id: number;
  title: string;
  category_id: number;
  start_date: number;
  end_date: number | null;
  no_expiry: boolean;
  content: string;
  image_count: number;
  summary: string;
  claim_mode: ClaimMode;
  reward: number | null;
}

export interface ClaimRow {
  promotion_id: number;
  state: "CLAIMED" | "APPLIED";
  claimed_at: number;
}

const COLUMNS = `id, title, category_id, start_date, end_date,
  no_expiry, content, image_count, summary, claim_mode, reward`;

/** The merchant's promotions in the back office's order, optionally of one category. */
export async function listRewardPromotions(
  db: Queryable,
  merchant: string,
  categoryId?: number,
): Promise<RewardPromotionRow[]> {
  const result =
    categoryId === undefined
      ? await db.query<RewardPromotionRow>(
          `SELECT ${COLUMNS} FROM promotions WHERE merchant = $1 ORDER BY position, id`,
          [merchant],
        )
      : await db.query<RewardPromotionRow>(
          `SELECT ${COLUMNS} FROM promotions WHERE merchant = $1 AND category_id = $2 ORDER BY position, id`,
          [merchant, categoryId],
        );
  return result.rows;
}

export async function findRewardPromotion(
  db: Queryable,
  merchant: string,
  id: number,
): Promise<RewardPromotionRow | undefined> {
  const result = await db.query<RewardPromotionRow>(
    `SELECT ${COLUMNS} FROM promotions WHERE merchant = $1 AND id = $2`,
    [merchant, id],
  );
  return result.rows[0];
}

/** Locks the promotion's row for the claiming transaction, so the back office cannot change it meanwhile. */
export async function lockRewardPromotion(
  db: Queryable,
  merchant: string,
  id: number,
): Promise<RewardPromotionRow | undefined> {
  const result = await db.query<RewardPromotionRow>(
    `SELECT ${COLUMNS} FROM promotions WHERE merchant = $1 AND id = $2 FOR UPDATE`,
    [merchant, id],
  );
  return result.rows[0];
}

export async function claimsOf(db: Queryable, memberId: number): Promise<ClaimRow[]> {
  const result = await db.query<ClaimRow>(
    `SELECT promotion_id, state, claimed_at FROM promotion_claims
     WHERE member_id = $1 ORDER BY claimed_at, id`,
    [memberId],
  );
  return result.rows;
}

/** Writes the claim, or returns undefined when the member already has one (the unique key). */
export async function insertClaim(
  db: Queryable,
  claim: { merchant: string; promotionId: number; memberId: number; state: ClaimRow["state"]; at: number },
): Promise<ClaimRow | undefined> {
  const result = await db.query<ClaimRow>(
    `INSERT INTO promotion_claims (merchant, promotion_id, member_id, state, claimed_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (promotion_id, member_id) DO NOTHING
     RETURNING promotion_id, state, claimed_at`,
    [claim.merchant, claim.promotionId, claim.memberId, claim.state, claim.at],
  );
  return result.rows[0];
}

/** Dev control: a promotion the back office adds (any HTML, for the sanitiser's tests). */
export async function addRewardPromotion(
  db: Queryable,
  promotion: {
    merchant: string;
    title: string;
    categoryId: number;
    content: string;
    summary: string;
    claimMode: ClaimMode;
    reward: number | null;
    startDate: number;
    endDate: number | null;
  },
): Promise<RewardPromotionRow> {
  const result = await db.query<RewardPromotionRow>(
    `INSERT INTO promotions (merchant, position, title, category_id, start_date, end_date, no_expiry, content,
       image_count, summary, claim_mode, reward)
     VALUES ($1, (SELECT COALESCE(MAX(position), 0) + 1 FROM promotions WHERE merchant = $1), $2, $3, $4, $5,
       $6, $7, 1, $8, $9, $10)
     RETURNING ${COLUMNS}`,
    [
      promotion.merchant,
      promotion.title,
      promotion.categoryId,
      promotion.startDate,
      promotion.endDate,
      promotion.endDate === null,
      promotion.content,
      promotion.summary,
      promotion.claimMode,
      promotion.reward,
    ],
  );
  const row = result.rows[0];
  if (!row) throw new Error("the promotion was not written");
  return row;
}

/** Dev control: forgets the claims of the merchant (of one member when given); returns how many. */
export async function resetClaims(db: Queryable, merchant: string, memberId?: number): Promise<number> {
  const result =
    memberId === undefined
      ? await db.query("DELETE FROM promotion_claims WHERE merchant = $1", [merchant])
      : await db.query("DELETE FROM promotion_claims WHERE merchant = $1 AND member_id = $2", [
          merchant,
          memberId,
        ]);
  return result.affectedRows ?? 0;
}
