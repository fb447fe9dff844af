/** The version the schema describes now; `schemas/merchant.schema.json` has it as the `const` of schemaVersion. */
export const CURRENT_SCHEMA_VERSION = 2;

export interface Migration {
  from: number;
  /** What changed, as the operator should edit it by hand. */
  summary: string;
  /** Pure: returns a new object, never edits the input. */
  migrate(config: Record<string, unknown>): Record<string, unknown>;
}
