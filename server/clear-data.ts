/** Emptying the database for POST /__dev/reset (which seeds it again after). */
import type { Database } from "./db";

/**
 * Tables a reset leaves as they are: the migration record says which schema the tables have, and
 * the reset keeps that schema; emptied, the next start would run every migration again over
 * tables that already exist.
 */
export const SURVIVES_RESET: ReadonlySet<string> = new Set(["schema_migrations"]);

/** Empties every table of the schema (as the database lists them) and restarts its ids. */
export async function clearData(db: Database): Promise<void> {
  const tables = await db.query<{ name: string; quoted: string }>(
    "SELECT tablename AS name, quote_ident(tablename) AS quoted FROM pg_catalog.pg_tables WHERE schemaname = 'public'",
  );
  const emptied = tables.rows.filter((table) => !SURVIVES_RESET.has(table.name)).map((table) => table.quoted);
  if (emptied.length > 0) await db.exec(`TRUNCATE ${emptied.join(", ")} RESTART IDENTITY CASCADE`);
}
