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
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { buildServer } from "./app";
import { openDatabase, openDatabaseCopy } from "./db";
import { readServerEnv } from "./env";
import { listMerchantCodes, loadMerchants } from "./merchants";
import { seedAll } from "./seed";
import { TestScopes } from "./test-scopes";

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

/**
 * A database (in memory unless a folder is named), migrated and seeded, or a copy of one that is
 * (`seeded`), and the app answering from it.
 */
async function startApp(dataDir: string | undefined, seeded?: Blob) {
  const db = seeded ? await openDatabaseCopy(seeded) : await openDatabase(dataDir);
  if (!seeded) await seedAll(db, loadMerchants().values());
  const app = buildServer({ mode: env.mode, distDir: env.distDir, defaultMerchant: env.merchant, db });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

const main = await startApp(env.dataDir);
// In test mode, tests running side by side each name a scope with a server of its own (test-scopes.ts),
// each starting from a copy of the default database as seeded, taken before it answers anything.
const seeded = env.mode === "test" && !env.dataDir ? await main.db.dumpDataDir("none") : undefined;
const scopes = env.mode === "test" ? new TestScopes(() => startApp(undefined, seeded)) : undefined;
const server = scopes
  ? createServer((request, response) => scopes.handle(main.app, request, response))
  : main.app.server;
if (scopes) {
  // Fastify's own keep-alive (72 s), not node's 5 s: a test's client reusing a connection the
  // server was closing that instant met "socket hang up" in a full run.
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.port, env.host, resolve);
  });
} else await main.app.listen({ port: env.port, host: env.host });

const { port } = server.address() as AddressInfo;
const name = loadMerchants().get(env.merchant)?.name ?? env.merchant;
console.log(`Serving ${name} at http://${env.host}:${port}/m/home (mode ${env.mode})`);

// Close cleanly so PGlite flushes its data folder.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    if (scopes) server.close();
    await scopes?.close();
    await main.close();
    process.exit(0);
  });
}
