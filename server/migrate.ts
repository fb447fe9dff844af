/**
 * The schema as numbered migrations: server/migrations/NNNN_what.sql, applied in number order,
 * each once, and recorded in schema_migrations by its number. A later issue adds its tables with
 * a new file, never by editing one that has run (a data folder that ran it would not run it again).
 *
 * The files are read beside this module, so they are found wherever the server runs from source
 * (tsx for npm start and the browser tests, vitest for the unit tests); nothing copies them.
 */
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Database } from "./db";

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));

/** `0004_money.sql`: four digits (the migration's id), an underscore, a name. */
const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;

export interface Migration {
  id: number;
  file: string;
  sql: string;
}

/** The migrations in `dir`, by id; a file that breaks the naming rule or repeats an id is an error. */
export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const id = MIGRATION_FILE.exec(file)?.[1];
    if (id === undefined) {
      throw new Error(`${dir}${file}: a migration is named NNNN_name.sql (four digits, lower-case name)`);
    }
    const previous = migrations.at(-1);
    if (previous?.id === Number(id))
      throw new Error(`${file} and ${previous.file} both claim migration ${id}`);
    migrations.push({ id: Number(id), file, sql: await readFile(`${dir}${file}`, "utf8") });
  }
  return migrations;
}

export async function migrate(db: Database): Promise<void> {
  await db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (id integer PRIMARY KEY, applied_at bigint NOT NULL)",
  );
  const applied = await db.query<{ id: number }>("SELECT id FROM schema_migrations");
  const done = new Set(applied.rows.map((row) => row.id));
  for (const migration of await readMigrations()) {
    if (done.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query("INSERT INTO schema_migrations (id, applied_at) VALUES ($1, $2)", [
        migration.id,
        Date.now(),
      ]);
    });
  }
}
