/** A merchant's runtime switches (maintenance, region restriction), as the status call reports them. */
import type { Database } from "../db";

export interface MerchantState {
  maintenance: boolean;
  maintenanceEnd: number | null;
  description: string | null;
  regionRestriction: boolean;
}

const DEFAULT_STATE: MerchantState = {
  maintenance: false,
  maintenanceEnd: null,
  description: null,
  regionRestriction: false,
};

interface StateRow {
  maintenance: boolean;
  maintenance_end: number | null;
  description: string | null;
  region_restriction: boolean;
}

export async function getMerchantState(db: Database, merchant: string): Promise<MerchantState> {
  const result = await db.query<StateRow>("SELECT * FROM merchant_state WHERE merchant = $1", [merchant]);
  const row = result.rows[0];
  if (!row) return { ...DEFAULT_STATE };
  return {
    maintenance: row.maintenance,
    maintenanceEnd: row.maintenance_end,
    description: row.description,
    regionRestriction: row.region_restriction,
  };
}

/** Changes only the fields given; the others keep their stored value. */
export async function updateMerchantState(
  db: Database,
  merchant: string,
  change: Partial<MerchantState>,
): Promise<MerchantState> {
  const next = { ...(await getMerchantState(db, merchant)), ...change };
  await db.query(
    `INSERT INTO merchant_state (merchant, maintenance, maintenance_end, description, region_restriction)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (merchant) DO UPDATE SET maintenance = $2, maintenance_end = $3, description = $4,
       region_restriction = $5`,
    [merchant, next.maintenance, next.maintenanceEnd, next.description, next.regionRestriction],
  );
  return next;
}
