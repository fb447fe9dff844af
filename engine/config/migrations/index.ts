/**
 * Every change of the merchant file's shape comes with a migration from the version before,
 * so an old file keeps working: it is migrated on load and the operator is told what to edit.
 * Add a migration for each bump of `schemaVersion` (and its test beside the others).
 */
import { CURRENT_SCHEMA_VERSION, type Migration } from "./migration";
import { v1ToV2 } from "./v1-to-v2";

export type { Migration };
export { CURRENT_SCHEMA_VERSION };

/** Ordered by `from`; each takes a config of version `from` to `from + 1`. */
export const MIGRATIONS: readonly Migration[] = [v1ToV2];

export interface MigrationResult {
  config: Record<string, unknown>;
  /** One line per migration applied, for the operator. */
  notices: string[];
}

export class UnsupportedSchemaVersionError extends Error {}

export function migrateConfig(input: Record<string, unknown>): MigrationResult {
  let config = input;
  const notices: string[] = [];
  const declared = config.schemaVersion;
  if (declared === undefined) return { config, notices };
  if (typeof declared !== "number" || !Number.isInteger(declared) || declared < 1) {
    throw new UnsupportedSchemaVersionError(
      `schemaVersion must be a whole number from 1 to ${CURRENT_SCHEMA_VERSION}`,
    );
  }
  let version = declared;
  if (version > CURRENT_SCHEMA_VERSION) {
    throw new UnsupportedSchemaVersionError(
      `schemaVersion ${version} is newer than this engine understands (${CURRENT_SCHEMA_VERSION}); update the engine`,
    );
  }
  while (version < CURRENT_SCHEMA_VERSION) {
    const step = MIGRATIONS.find((migration) => migration.from === version);
    if (!step) throw new UnsupportedSchemaVersionError(`no migration from schemaVersion ${version}`);
    config = { ...step.migrate(config), schemaVersion: step.from + 1 };
    notices.push(`migrated from schemaVersion ${step.from} to ${step.from + 1}: ${step.summary}`);
    version = step.from + 1;
  }
  return { config, notices };
}
