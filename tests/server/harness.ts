/**
 * Shared set-up for the server tests: a seeded in-memory database and the server listening on a
 * free port, spoken to over real HTTP (node:http, which can repeat a header, set Host, and see a
 * dropped connection, unlike fetch).
 */
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { request as httpRequest, type OutgoingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildServer, type ServerOptions } from "../../server/app";
import type { Database } from "../../server/db";
import { loadMerchants, REPO_ROOT } from "../../server/merchants";
import { migrate } from "../../server/migrate";
import { seedAll } from "../../server/seed";
import { encryptRequest } from "./client-cipher";

const PGLITE_VERSION: string = JSON.parse(
  readFileSync(join(REPO_ROOT, "node_modules/@electric-sql/pglite/package.json"), "utf8"),
).version;

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON shapes.
  json: any;
}

export interface RunningServer {
  app: FastifyInstance;
  db: Database;
  origin: string;
  call(
    path: string,
    init?: { method?: string; headers?: OutgoingHttpHeaders; body?: unknown },
  ): Promise<Reply>;
  /** Like call, with the body encrypted as the client does (after fetching the server's modulus). */
  secure(
    path: string,
    init: { method?: string; headers?: OutgoingHttpHeaders; body: unknown },
  ): Promise<Reply>;
  /** The modulus GET /wps/session/key/rsa answers, quotes stripped. */
  modulus(): Promise<string>;
  /** Logs a member in (encrypted, as the client does) and answers the session token. */
  tokenOf(merchant: string, username?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * An empty in-memory database with the schema. Creating a Postgres cluster costs seconds and
 * vitest runs these files one after another on a small machine, so the first file saves a copy
 * of a fresh cluster in the temp folder (per PGlite version) and later files start from it.
 */
export async function openTestDatabase(): Promise<Database> {
  const template = join(tmpdir(), `wl-server-tests-pglite-${PGLITE_VERSION}.tgz`);
  let db: Database | undefined;
  if (existsSync(template)) {
    db = await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]) }).catch(() => undefined);
  }
  if (!db) {
    db = await PGlite.create();
    await saveTemplate(template, await db.dumpDataDir("gzip"));
  }
  await migrate(db);
  return db;
}

/**
 * A migrated and seeded database. Seeding hashes six passwords per merchant (scrypt is slow by
 * design), so the first test file to need it saves a copy, named after everything that decides
 * its content (the server's code and the merchants), and the others load that copy.
 */
export async function openSeededDatabase(): Promise<Database> {
  const template = join(tmpdir(), `wl-server-tests-seeded-${seedFingerprint()}.tgz`);
  if (existsSync(template)) {
    // Another run may be replacing the file right now: a failed read just seeds afresh.
    const db = await Promise.resolve()
      .then(() => PGlite.create({ loadDataDir: new Blob([readFileSync(template)]) }))
      .catch(() => undefined);
    if (db) return db;
  }
  const db = await openTestDatabase();
  await seedAll(db, loadMerchants().values());
  await saveTemplate(template, await db.dumpDataDir("gzip"));
  return db;
}

/**
 * Written under a name of its own, then renamed: a reader never sees half a file. The name is
 * unique per call, not per process, because vitest's worker threads share one pid and two of
 * them may seed at once.
 */
async function saveTemplate(template: string, copy: Blob): Promise<void> {
  const partial = `${template}.${randomUUID()}`;
  writeFileSync(partial, Buffer.from(await copy.arrayBuffer()));
  renameSync(partial, template);
}

/** A hash of the PGlite version, every server source file and migration, and every merchant.json. */
function seedFingerprint(): string {
  const hash = createHash("sha256").update(PGLITE_VERSION);
  const add = (dir: string, keep: (name: string) => boolean) => {
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      const path = join(entry.parentPath, entry.name);
      if (entry.isFile() && keep(path)) hash.update(path).update(readFileSync(path));
    }
  };
  add(join(REPO_ROOT, "server"), (path) => path.endsWith(".ts") || path.endsWith(".sql"));
  add(join(REPO_ROOT, "merchants"), (path) => path.endsWith("merchant.json"));
  return hash.digest("hex").slice(0, 16);
}

export async function startServer(
  options: Partial<ServerOptions> & { db: Database },
): Promise<RunningServer> {
  const app = buildServer({
    mode: "test",
    distDir: "/nonexistent-dist",
    defaultMerchant: "royal",
    ...options,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  const modulus = async () => {
    const reply = await send(port, `/wps/session/key/rsa?_=${Date.now()}`, {
      headers: { merchant: "royal" },
    });
    return reply.text.replace(/^"|"$/g, "");
  };
  const secure: RunningServer["secure"] = async (path, init) => {
    const sealed = encryptRequest(init.body, await modulus());
    return send(port, path, {
      method: init.method ?? "POST",
      headers: { ...init.headers, ...sealed.headers },
      body: sealed.body,
    });
  };
  return {
    app,
    db: options.db,
    origin: `http://127.0.0.1:${port}`,
    call: (path, init = {}) => send(port, path, init),
    secure,
    modulus,
    tokenOf: async (merchant, username = "demo", password = "Demo@1234") => {
      const reply = await secure("/wps/session/login", {
        headers: { merchant },
        body: { username, password },
      });
      if (reply.status !== 200)
        throw new Error(`login of ${merchant}/${username}: ${reply.status} ${reply.text}`);
      return reply.json.value.token;
    },
    close: () => app.close(),
  };
}

/**
 * A server over a seeded database for the tests of one file: started before them, closed with its
 * database after them. Its members reach the running server, so it can be held from the start.
 */
export function seededServerForFile(options: Partial<ServerOptions> = {}): RunningServer {
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startServer({ db: await openSeededDatabase(), ...options });
  });
  afterAll(async () => {
    await running?.close();
    await running?.db.close();
  });
  const current = () => {
    if (!running) throw new Error("the server starts in beforeAll");
    return running;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get origin() {
      return current().origin;
    },
    call: (path, init) => current().call(path, init),
    secure: (path, init) => current().secure(path, init),
    modulus: () => current().modulus(),
    tokenOf: (merchant, username, password) => current().tokenOf(merchant, username, password),
    close: () => current().close(),
  };
}

function send(
  port: number,
  path: string,
  init: { method?: string; headers?: OutgoingHttpHeaders; body?: unknown },
): Promise<Reply> {
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  const headers: OutgoingHttpHeaders = { ...init.headers };
  if (payload !== undefined) {
    headers["content-type"] = "application/json";
    // Node sends a DELETE body without chunking, so its length must be given.
    headers["content-length"] = Buffer.byteLength(payload);
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: init.method ?? (payload ? "POST" : "GET"),
        headers,
        agent: false,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => {
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}
