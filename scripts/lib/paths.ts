import { join } from "node:path";
import { DEFAULT_MERCHANTS_DIR, REPO_ROOT } from "../../server/merchants";

export const ROOT = REPO_ROOT;
export const MERCHANTS_DIR = DEFAULT_MERCHANTS_DIR;
export const SCHEMA_PATH = join(ROOT, "schemas/merchant.schema.json");
