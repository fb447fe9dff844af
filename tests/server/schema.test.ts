import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearData, SURVIVES_RESET } from "../../server/clear-data";
import type { Database } from "../../server/db";
import { migrate, readMigrations } from "../../server/migrate";
import { openTestDatabase } from "./harness";

describe("migrations", () => {
  it("are numbered from 1 with no gap, in file-name order", async () => {
    const ids = (await readMigrations()).map((migration) => migration.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(ids.map((_, index) => index + 1));
  });

  it("refuses a file that breaks the naming rule, and two files with one number", async () => {
    const dir = mkdtempSync(join(tmpdir(), "wl-migrations-"));
    try {
      writeFileSync(join(dir, "0001_first.sql"), "SELECT 1;");
      writeFileSync(join(dir, "2_second.sql"), "SELECT 2;");
      await expect(readMigrations(`${dir}/`)).rejects.toThrow(
        "2_second.sql: a migration is named NNNN_name.sql",
      );
      rmSync(join(dir, "2_second.sql"));
      writeFileSync(join(dir, "0001_again.sql"), "SELECT 2;");
      await expect(readMigrations(`${dir}/`)).rejects.toThrow("both claim migration 0001");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the data store", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it("records each migration once, and running them again applies none", async () => {
    const before = await db.query<{ id: number; applied_at: number }>(
      "SELECT id, applied_at FROM schema_migrations ORDER BY id",
    );
    expect(before.rows.map((row) => row.id)).toEqual(
      (await readMigrations()).map((migration) => migration.id),
    );
    await migrate(db);
    const after = await db.query("SELECT id, applied_at FROM schema_migrations ORDER BY id");
    expect(after.rows).toEqual(before.rows);
  });

  it("reset empties every table the database has, one added later too, and keeps the migration record", async () => {
    await db.exec("CREATE TABLE added_later (id serial PRIMARY KEY, note text NOT NULL)");
    await db.query("INSERT INTO added_later (note) VALUES ('kept?')");
    await db.query(
      "INSERT INTO merchant_state (merchant) VALUES ('royal') ON CONFLICT (merchant) DO NOTHING",
    );
    const record = await db.query("SELECT * FROM schema_migrations ORDER BY id");

    await clearData(db);

    const tables = await db.query<{ tablename: string }>(
      "SELECT tablename FROM pg_catalog.pg_tables WHERE schemaname = 'public'",
    );
    for (const { tablename } of tables.rows) {
      if (SURVIVES_RESET.has(tablename)) continue;
      const rows = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${tablename}`);
      expect(rows.rows[0]?.count, tablename).toBe(0);
    }
    expect((await db.query("SELECT * FROM schema_migrations ORDER BY id")).rows).toEqual(record.rows);
    // Ids start again from 1, as the seed's fixed references expect.
    await db.query("INSERT INTO added_later (note) VALUES ('again')");
    expect((await db.query<{ id: number }>("SELECT id FROM added_later")).rows).toEqual([{ id: 1 }]);
  });
});
