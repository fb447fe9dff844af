/** Announcement popups, promotions and their categories of a merchant. */
import type { Database } from "../db";

export interface PopupRow {
  id: number;
  title: string;
  content: string;
  promotion_type: string;
  execution: string;
}

export interface PromotionRow {
  id: number;
  title: string;
  category_id: number;
  start_date: number;
  end_date: number | null;
  no_expiry: boolean;
  content: string;
  image_count: number;
}

export interface CategoryRow {
  id: number;
  name: string;
}

export interface AvailablePromotionRow {
  kind: string;
  enabled: boolean;
  count: number;
}

export async function listPopups(db: Database, merchant: string): Promise<PopupRow[]> {
  const result = await db.query<PopupRow>(
    "SELECT id, title, content, promotion_type, execution FROM popups WHERE merchant = $1 ORDER BY position",
    [merchant],
  );
  return result.rows;
}

export async function listPromotions(db: Database, merchant: string): Promise<PromotionRow[]> {
  const result = await db.query<PromotionRow>(
    `SELECT id, title, category_id, start_date, end_date, no_expiry, content, image_count
     FROM promotions WHERE merchant = $1 ORDER BY position`,
    [merchant],
  );
  return result.rows;
}

export async function findPromotion(
  db: Database,
  merchant: string,
  id: number,
): Promise<PromotionRow | undefined> {
  const result = await db.query<PromotionRow>(
    `SELECT id, title, category_id, start_date, end_date, no_expiry, content, image_count
     FROM promotions WHERE merchant = $1 AND id = $2`,
    [merchant, id],
  );
  return result.rows[0];
}

export async function listCategories(db: Database, merchant: string): Promise<CategoryRow[]> {
  const result = await db.query<CategoryRow>(
    "SELECT id, name FROM promotion_categories WHERE merchant = $1 ORDER BY position",
    [merchant],
  );
  return result.rows;
}

export async function listAvailablePromotions(
  db: Database,
  merchant: string,
): Promise<AvailablePromotionRow[]> {
  const result = await db.query<AvailablePromotionRow>(
    "SELECT kind, enabled, count FROM merchant_promotions WHERE merchant = $1 ORDER BY kind",
    [merchant],
  );
  return result.rows;
}
