/**
 * Entry point: `tsx server/main.ts`.
 *
 * Environment:
 *   PORT      listening port (default 8080; 0 picks a free one)
 *   HOST      listening address (default 127.0.0.1)
 *   MERCHANT  merchant whose bundle is served by default (default: package.json config.defaultMerchant)
 *   MODE      production | development | test (default production); the /__dev/ controls exist
 *             only in development and test
 *   DIST_DIR  built bundles, dist/<code>/m/ (default dist)
 *   DATA_DIR  database folder (default server/.data/<MODE>; in test mode: in memory)
 */
import type { AddressInfo } from "node:net";
import { buildServer } from "./app";
import { openDatabase } from "./db";
import { readServerEnv } from "./env";
import { listMerchantCodes, loadMerchants } from "./merchants";
import { seedAll } from "./seed";

let env: ReturnType<typeof readServerEnv>;
try {
  env = readServerEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// Checked before the database opens, so a typo fails at once and says what would work.
const known = listMerchantCodes();
if (!known.includes(env.merchant)) {
  console.error(`Unknown merchant "${env.merchant}". Known merchant codes: ${known.join(", ")}`);
  process.exit(1);
}

const db = await openDatabase(env.dataDir);
await seedAll(db, loadMerchants().values());
const app = buildServer({ mode: env.mode, distDir: env.distDir, defaultMerchant: env.merchant, db });
await app.listen({ port: env.port, host: env.host });

const { port } = app.server.address() as AddressInfo;
const name = loadMerchants().get(env.merchant)?.name ?? env.merchant;
console.log(`Serving ${name} at http://${env.host}:${port}/m/home (mode ${env.mode})`);

// Close cleanly so PGlite flushes its data folder.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await app.close();
    await db.close();
    process.exit(0);
  });
}
