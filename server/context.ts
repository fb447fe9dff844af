/** What every route group needs, handed to each as its plugin options. */
import type { Database } from "./db";
import type { Merchant } from "./merchants";

export const MODES = ["production", "development", "test"] as const;
export type Mode = (typeof MODES)[number];

export interface ServerContext {
  db: Database;
  merchants: ReadonlyMap<string, Merchant>;
}
