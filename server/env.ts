/** The server's settings, read from the environment (see main.ts for what each one does). */
import { isAbsolute, join, resolve } from "node:path";
import { MODES, type Mode } from "./context";
import { defaultMerchant, REPO_ROOT } from "./merchants";

export interface ServerEnv {
  port: number;
  host: string;
  merchant: string;
  mode: Mode;
  distDir: string;
  /** The database folder; undefined keeps the database in memory. */
  dataDir: string | undefined;
}

/** Relative paths given by the user are taken from where they run the command. */
function pathFromUser(value: string): string {
  return isAbsolute(value) ? value : resolve(process.cwd(), value);
}

export function readServerEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const mode = (env.MODE || "production") as Mode;
  if (!MODES.includes(mode)) throw new Error(`MODE must be one of ${MODES.join(", ")} (got "${env.MODE}")`);
  const port = Number(env.PORT || 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port: "${env.PORT}"`);

  let dataDir: string | undefined;
  if (env.DATA_DIR) dataDir = pathFromUser(env.DATA_DIR);
  // Tests start from an empty database unless told otherwise.
  else if (mode !== "test") dataDir = join(REPO_ROOT, "server", ".data", mode);

  return {
    port,
    host: env.HOST || "127.0.0.1",
    merchant: env.MERCHANT || defaultMerchant(),
    mode,
    distDir: env.DIST_DIR ? pathFromUser(env.DIST_DIR) : join(REPO_ROOT, "dist"),
    dataDir,
  };
}
