/**
 * The embedded database: PGlite (Postgres compiled to WASM), kept in a data folder so a local
 * server remembers its members and sessions across restarts, or in memory for tests.
 *
 * The schema is a list of numbered migrations, each applied once and recorded in
 * schema_migrations; a later issue adds its tables by appending a migration, never by editing one.
 */
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";

export type Database = PGlite;

const MIGRATIONS: ReadonlyArray<{ id: number; sql: string }> = [
  {
    id: 1,
    sql: `
      -- Runtime switches of a merchant that the platform's operators flip (dev controls here).
      CREATE TABLE merchant_state (
        merchant text PRIMARY KEY,
        maintenance boolean NOT NULL DEFAULT false,
        maintenance_end bigint,
        description text,
        region_restriction boolean NOT NULL DEFAULT false
      );

      CREATE TABLE members (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        username text NOT NULL,
        password_hash text NOT NULL,
        type integer NOT NULL DEFAULT 0,
        nickname text NOT NULL DEFAULT '',
        mobile text NOT NULL DEFAULT '',
        reg_date bigint NOT NULL,
        language text NOT NULL,
        club_label_name text,
        club_label_id integer,
        club_rank_level integer,
        password_expired boolean NOT NULL DEFAULT false,
        update_password boolean NOT NULL DEFAULT false,
        first_time_login boolean NOT NULL DEFAULT false,
        UNIQUE (merchant, username)
      );

      CREATE TABLE sessions (
        token text PRIMARY KEY,
        merchant text NOT NULL,
        member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        created_at bigint NOT NULL
      );

      -- Short texts and banners of MCSFE_getListAnnouncements; category is the list they go in.
      CREATE TABLE announcements (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        category text NOT NULL,
        position integer NOT NULL,
        title text NOT NULL,
        content text NOT NULL
      );

      CREATE TABLE banners (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        position integer NOT NULL,
        title text NOT NULL,
        group_name text NOT NULL,
        linkage_type text NOT NULL,
        linkage text NOT NULL,
        UNIQUE (merchant, position)
      );

      CREATE TABLE game_lanes (
        id serial PRIMARY KEY,
        merchant text NOT NULL,
        position integer NOT NULL,
        title text NOT NULL,
        game_classify text NOT NULL,
        game_count integer NOT NULL
      );

      CREATE TABLE game_vendors (
        id serial PRIMARY KEY,
        lane_id integer NOT NULL REFERENCES game_lanes (id) ON DELETE CASCADE,
        position integer NOT NULL,
        account_type_name text NOT NULL,
        display_name text NOT NULL
      );
    `,
  },
];

/** Every table the seed fills; clearData empties them all (POST /__dev/reset, before seeding again). */
const DATA_TABLES = [
  "sessions",
  "members",
  "announcements",
  "banners",
  "game_vendors",
  "game_lanes",
  "merchant_state",
];

/** Opens the database in `dataDir` (created if missing), or in memory when no folder is given. */
export async function openDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  await migrate(db);
  return db;
}

export async function migrate(db: Database): Promise<void> {
  await db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (id integer PRIMARY KEY, applied_at bigint NOT NULL)",
  );
  const applied = await db.query<{ id: number }>("SELECT id FROM schema_migrations");
  const done = new Set(applied.rows.map((row) => row.id));
  for (const migration of MIGRATIONS) {
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

/** Empties every data table and restarts its ids; the schema stays. */
export async function clearData(db: Database): Promise<void> {
  await db.exec(`TRUNCATE ${DATA_TABLES.join(", ")} RESTART IDENTITY CASCADE`);
}
