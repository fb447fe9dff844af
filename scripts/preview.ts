/**
 * npm run preview -- <code> [<second code>] [--port N] [--merchants-dir DIR]
 *
 * The operator's live preview (issue 19): one page (http://localhost:<port>/) with each merchant's
 * app in an iPhone 13 and a Pixel 7 frame, backed by the reference backend in development mode.
 * One port serves everything:
 *   - the preview page and its event stream under /__preview/ on localhost;
 *   - each merchant's app at <code>.localhost (Chromium resolves *.localhost to loopback): the app
 *     compiled once at start as `npm run build` compiles it (it is the same for every merchant),
 *     its index.html stamped with the merchant's last valid config on every request. A re-render
 *     is then one page load of the production bundle, its hashed files from the browser's cache;
 *     with Vite's development server it was hundreds of module requests (about 3 s here);
 *   - /wps, /__dev and the rest to the reference server (server/app.ts), in this process.
 * A save under the merchants folder re-validates with the loader `npm run merchant -- validate`
 * uses; a valid merchant re-renders the frames, an invalid one shows its problem lines in the page
 * and the frames keep the last valid render. Nothing in the app or the server knows about this.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, watch } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize, resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import type { MerchantConfig } from "../engine/config/merchant-config";
import { buildServer } from "../server/app";
import { openDatabase } from "../server/db";
import { loadMerchants } from "../server/merchants";
import { seedMerchant } from "../server/seed";
import { compileApp } from "./build";
import {
  InvalidMerchantError,
  type LoadedMerchant,
  loadMerchant,
  MERCHANTS_DIR,
  ROOT,
} from "./lib/merchants";
import { stampHtml } from "./lib/stamp-html";
import { type MemberKind, memberToken } from "./preview-members";
import { type FrameState, previewPage, sessionHandover } from "./preview-page";

/** A burst of editor events (write, rename, chmod) is one save. */
const SAVE_SETTLE_MS = 40;

function parseArgs(argv: string[]) {
  const codes: string[] = [];
  let port = Number(process.env.PORT ?? 5180);
  let merchantsDir = MERCHANTS_DIR;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--port") port = Number(argv[++i]);
    else if (arg === "--merchants-dir") merchantsDir = resolve(argv[++i] ?? "");
    else codes.push(arg);
  }
  if (codes.length < 1 || codes.length > 2 || !Number.isInteger(port)) {
    console.error("Use: npm run preview -- <code> [<second code>] [--port N] [--merchants-dir DIR]");
    process.exit(1);
  }
  return { codes, port, merchantsDir };
}

const { codes, port: wantedPort, merchantsDir } = parseArgs(process.argv.slice(2));

/** What the page shows for one merchant: the problems of the last save, and the last valid render. */
const states = new Map<string, FrameState>();
const lastGood = new Map<string, LoadedMerchant>();
/** Feature switches the operator flipped in the page: laid over the config, never written to it. */
const featureOverlay = new Map<string, Record<string, boolean>>();

/** What a frame renders of a merchant: its merged config and its logo. */
const rendered = new Map<string, string>();
const fingerprint = (merchant: LoadedMerchant) =>
  JSON.stringify(merchant.config) + readFileSync(merchant.logoPath, "base64");

/** Validates one merchant; true when its frames must re-render. */
function validate(code: string): boolean {
  const previous = states.get(code);
  try {
    const merchant = loadMerchant(code, merchantsDir);
    lastGood.set(code, merchant);
    // An editor's save fires several events (its temporary file, the rename): one render each change.
    const changed = rendered.get(code) !== fingerprint(merchant);
    rendered.set(code, fingerprint(merchant));
    states.set(code, {
      code,
      ok: true,
      lines: [],
      version: (previous?.version ?? 0) + (changed ? 1 : 0),
      ...describe(merchant),
    });
    return changed;
  } catch (error) {
    if (!(error instanceof InvalidMerchantError)) throw error;
    const good = lastGood.get(code);
    states.set(code, {
      code,
      ok: false,
      lines: error.lines(),
      version: previous?.version ?? 0,
      ...(good ? describe(good) : { name: code, languages: [], features: {} }),
    });
    return false;
  }
}

function describe(merchant: LoadedMerchant) {
  const { config } = merchant;
  return {
    name: config.name,
    languages: [...config.languages.supported],
    features: { ...config.features, ...featureOverlay.get(merchant.code) },
  };
}

for (const code of codes) validate(code);
for (const code of codes) {
  if (!lastGood.has(code)) {
    // A merchant that was never valid has nothing to show: say why, as `merchant validate` does.
    console.error(states.get(code)?.lines.join("\n"));
    process.exit(1);
  }
}

const db = await openDatabase();
for (const code of codes) {
  const merchant = loadMerchants(merchantsDir).get(code);
  if (merchant) await seedMerchant(db, merchant);
}

/** Rebuilt after every valid save, so the server reads the merchant files as they are now. */
let backend: FastifyInstance = await startBackend();

async function startBackend(): Promise<FastifyInstance> {
  const app = buildServer({
    mode: "development",
    distDir: join(ROOT, "dist"),
    defaultMerchant: codes[0] ?? "",
    db,
    merchantsDir,
  });
  await app.ready();
  for (const [merchant, whitelabel] of featureOverlay)
    await app.inject({ method: "POST", url: "/__dev/state", payload: { merchant, whitelabel } });
  return app;
}

// A folder of this process's own, so two previews (or a preview and the tests) never share one.
const appRoot = mkdtempSync(join(tmpdir(), "wl-preview-app-"));
console.log("Compiling the app once for the frames…");
const appDir = await compileApp(appRoot);
const template = readFileSync(join(appDir, "index.html"), "utf8");
const server = createServer();

const listeners = new Set<ServerResponse>();
function broadcast(): void {
  const data = `data: ${JSON.stringify([...states.values()])}\n\n`;
  for (const res of listeners) res.write(data);
}

let settle: NodeJS.Timeout | undefined;
/** The folder is watched, not the files: editors save to a temporary file and rename it over. */
const onSave = () => {
  clearTimeout(settle);
  settle = setTimeout(async () => {
    const started = performance.now();
    const changed = codes.map(validate).some(Boolean);
    const validated = performance.now();
    if (changed && codes.every((code) => states.get(code)?.ok)) {
      try {
        const next = await startBackend();
        const old = backend;
        backend = next;
        await old.close();
      } catch (error) {
        console.error(`reference server kept its previous merchants: ${(error as Error).message}`);
      }
    }
    broadcast();
    const summary = codes.map((code) => `${code} ${states.get(code)?.ok ? "valid" : "invalid"}`).join(", ");
    const ms = (from: number, to: number) => Math.round(to - from);
    console.log(
      `${summary}: validated in ${ms(started, validated)} ms, server reloaded in ${ms(validated, performance.now())} ms`,
    );
  }, SAVE_SETTLE_MS);
};
const watcher = watch(merchantsDir, { recursive: true }, onSave);

/** `<code>.localhost[:port]` → code, when it is one of the previewed merchants. */
function merchantOfHost(host: string | undefined): string | null {
  const name = (host ?? "").split(":")[0] ?? "";
  const code = name.endsWith(".localhost") ? name.slice(0, -".localhost".length) : "";
  return codes.includes(code) ? code : null;
}

function stampedConfig(code: string): MerchantConfig {
  const merchant = lastGood.get(code) as LoadedMerchant;
  const overlay = featureOverlay.get(code);
  return overlay
    ? { ...merchant.config, features: { ...merchant.config.features, ...overlay } }
    : merchant.config;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" });
  res.end(body);
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
};

/**
 * A file of the compiled app. Hashed files are kept by the browser, so a re-render fetches only the
 * stamped page. No service worker: its precache list is written per merchant by the build, and a
 * worker would keep serving the page of the config before the save.
 */
function appFile(res: ServerResponse, relative: string): void {
  const file = normalize(join(appDir, relative));
  const own = file.startsWith(appDir) && relative !== "sw.js" && existsSync(file) && statSync(file).isFile();
  if (!own) {
    send(res, 404, "text/plain", "not found");
    return;
  }
  res.writeHead(200, {
    "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
    "Cache-Control": relative.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-store",
  });
  res.end(readFileSync(file));
}

async function merchantRequest(code: string, req: IncomingMessage, res: ServerResponse, url: URL) {
  const path = url.pathname;
  if (path === "/__preview/open") {
    const as = (url.searchParams.get("as") ?? "visitor") as MemberKind;
    const token = await memberToken(db, code, as);
    return send(res, 200, "text/html", sessionHandover(token, url.searchParams.get("lang")));
  }
  if (path === "/m/brand/logo.svg") {
    return send(res, 200, "image/svg+xml", readFileSync((lastGood.get(code) as LoadedMerchant).logoPath));
  }
  const lastSegment = path.split("/").pop() ?? "";
  if (path.startsWith("/m/") && !lastSegment.includes(".")) {
    return send(res, 200, "text/html", stampHtml(template, stampedConfig(code)));
  }
  if (path.startsWith("/m/")) return appFile(res, path.slice("/m/".length));
  // The reference server's own handler, without a second port.
  backend.server.emit("request", req, res);
}

async function previewRequest(req: IncomingMessage, res: ServerResponse, url: URL, port: number) {
  if (url.pathname === "/" || url.pathname === "/__preview/") {
    return send(res, 200, "text/html", previewPage(codes, port));
  }
  // The dev controls (docs/dev-controls.md) answer on the page's own host too.
  if (url.pathname.startsWith("/__dev/") || url.pathname.startsWith("/wps/")) {
    backend.server.emit("request", req, res);
    return;
  }
  if (url.pathname === "/__preview/events") {
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store" });
    res.write(`data: ${JSON.stringify([...states.values()])}\n\n`);
    listeners.add(res);
    req.on("close", () => listeners.delete(res));
    return;
  }
  if (url.pathname === "/__preview/features" && req.method === "POST") {
    const { code, flags } = JSON.parse(await readBody(req)) as {
      code: string;
      flags: Record<string, boolean>;
    };
    if (!codes.includes(code)) return send(res, 404, "text/plain", "unknown merchant");
    featureOverlay.set(code, { ...featureOverlay.get(code), ...flags });
    // The server's live whitelabel flags (docs/dev-controls.md) carry the same switches.
    await backend.inject({
      method: "POST",
      url: "/__dev/state",
      payload: { merchant: code, whitelabel: flags },
    });
    const state = states.get(code) as FrameState;
    const good = lastGood.get(code);
    states.set(code, { ...state, version: state.version + 1, ...(good ? describe(good) : {}) });
    broadcast();
    return send(res, 204, "text/plain", "");
  }
  send(res, 404, "text/plain", "not found");
}

server.on("request", (req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  const code = merchantOfHost(req.headers.host);
  const handled = code
    ? merchantRequest(code, req, res, url)
    : previewRequest(req, res, url, listeningPort());
  handled.catch((error: Error) => {
    console.error(error);
    if (!res.headersSent) send(res, 500, "text/plain", error.message);
  });
});
const listeningPort = () => (server.address() as AddressInfo).port;
server.listen(wantedPort, "127.0.0.1", () => {
  console.log(`Preview of ${codes.join(" and ")} at http://localhost:${listeningPort()}/`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    for (const res of listeners) res.end();
    watcher.close();
    server.close();
    await backend.close();
    await db.close();
    rmSync(appRoot, { recursive: true, force: true });
    process.exit(0);
  });
}
