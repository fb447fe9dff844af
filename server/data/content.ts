/** Home-page content of a merchant: banners, announcements and game vendor lanes. */
import type { Database } from "../db";

export interface BannerRow {
  position: number;
  title: string;
  group_name: string;
  linkage_type: string;
  linkage: string;
  /** G banners: what the launch needs besides the game code (room only for live tables). */
  room_id: string | null;
  node_id: string | null;
  game_type: string | null;
  vendor: string | null;
}

const BANNER_COLUMNS =
  "position, title, group_name, linkage_type, linkage, room_id, node_id, game_type, vendor";

export interface AnnouncementRow {
  id: number;
  title: string;
  content: string;
}

export interface LaneRow {
  id: number;
  title: string;
  game_classify: string;
  game_count: number;
}

export interface VendorRow {
  lane_id: number;
  account_type_name: string;
  display_name: string;
}

export async function listBanners(db: Database, merchant: string): Promise<BannerRow[]> {
  const result = await db.query<BannerRow>(
    `SELECT ${BANNER_COLUMNS} FROM banners WHERE merchant = $1 ORDER BY position`,
    [merchant],
  );
  return result.rows;
}

export async function findBanner(
  db: Database,
  merchant: string,
  position: number,
): Promise<BannerRow | undefined> {
  const result = await db.query<BannerRow>(
    `SELECT ${BANNER_COLUMNS} FROM banners WHERE merchant = $1 AND position = $2`,
    [merchant, position],
  );
  return result.rows[0];
}

export async function listAnnouncements(
  db: Database,
  merchant: string,
  category: string,
): Promise<AnnouncementRow[]> {
  const result = await db.query<AnnouncementRow>(
    "SELECT id, title, content FROM announcements WHERE merchant = $1 AND category = $2 ORDER BY position",
    [merchant, category],
  );
  return result.rows;
}

export async function listLanes(
  db: Database,
  merchant: string,
): Promise<Array<LaneRow & { vendors: VendorRow[] }>> {
  const lanes = await db.query<LaneRow>(
    "SELECT id, title, game_classify, game_count FROM game_lanes WHERE merchant = $1 ORDER BY position",
    [merchant],
  );
  const vendors = await db.query<VendorRow>(
    `SELECT v.lane_id, v.account_type_name, v.display_name FROM game_vendors v
     JOIN game_lanes l ON l.id = v.lane_id WHERE l.merchant = $1 ORDER BY v.position`,
    [merchant],
  );
  return lanes.rows.map((lane) => ({ ...lane, vendors: vendors.rows.filter((v) => v.lane_id === lane.id) }));
}

/** A vendor of the merchant's lanes and its lane's classify: what a vendor-lobby launch opens. */
export async function findMerchantVendor(
  db: Database,
  merchant: string,
  accountTypeName: string,
): Promise<(VendorRow & { game_classify: string }) | undefined> {
  const result = await db.query<VendorRow & { game_classify: string }>(
    `SELECT v.lane_id, v.account_type_name, v.display_name, l.game_classify FROM game_vendors v
     JOIN game_lanes l ON l.id = v.lane_id WHERE l.merchant = $1 AND v.account_type_name = $2
     ORDER BY l.position LIMIT 1`,
    [merchant, accountTypeName],
  );
  return result.rows[0];
}

/** Vendor names are the same across merchants, so an icon is found by its account type alone. */
export async function findVendor(db: Database, accountTypeName: string): Promise<VendorRow | undefined> {
  const result = await db.query<VendorRow>(
    "SELECT lane_id, account_type_name, display_name FROM game_vendors WHERE account_type_name = $1 LIMIT 1",
    [accountTypeName],
  );
  return result.rows[0];
}
