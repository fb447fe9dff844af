/** How the seed writes: many rows in one statement, and a part only where the merchant has none of it. */
import type { Queryable } from "./db";

/** One multi-row INSERT: PGlite runs each statement through WASM, so fewer statements seed faster. */
export async function insertRows(
  db: Queryable,
  target: string,
  rows: unknown[][],
  suffix = "",
): Promise<void> {
  if (rows.length === 0) return;
  const params: unknown[] = [];
  const tuples = rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(", ")})`);
  await db.query(`INSERT INTO ${target} VALUES ${tuples.join(", ")} ${suffix}`, params);
}

/** Runs `write` only when `table` has no row of the merchant yet: a restart keeps what is there. */
export type SeedPart = (table: string, write: () => Promise<void>) => Promise<void>;

export function partSeeder(tx: Queryable, merchant: string): SeedPart {
  return async (table, write) => {
    const any = await tx.query(`SELECT 1 FROM ${table} WHERE merchant = $1 LIMIT 1`, [merchant]);
    if (any.rows.length === 0) await write();
  };
}
