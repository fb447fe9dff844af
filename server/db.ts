/**
 * The embedded database: PGlite (Postgres compiled to WASM), kept in a data folder so a local
 * server remembers its members and sessions across restarts, or in memory for tests. Its schema
 * is the numbered SQL files of server/migrations/ (server/migrate.ts applies them).
 */
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { migrate } from "./migrate";

export type Database = PGlite;

/** What a data function needs to read or write: the database itself or a transaction inside it. */
export type Queryable = Pick<Database, "query">;

/** Opens the database in `dataDir` (created if missing), or in memory when no folder is given. */
export async function openDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  await migrate(db);
  return db;
}

/**
 * An in-memory database that starts as a copy of `image` (`dumpDataDir` of one already migrated
 * and seeded): a test scope's, in about a second instead of the four that migrating and seeding
 * take, so the browser tests' first pages wait less.
 */
export function openDatabaseCopy(image: Blob): Promise<Database> {
  return PGlite.create({ loadDataDir: image });
}
