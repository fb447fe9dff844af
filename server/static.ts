/**
 * Serves the built front end: dist/<code>/m/ for the merchant the request is for.
 *
 * - Merchant: the host `<code>.localhost[:port]` (or a mirror, `<name>.<code>.localhost`) when
 *   <code> is known (browsers resolve *.localhost to loopback, so one server can play several
 *   merchants), else the default one.
 * - History fallback: /, /m, /m/, any path without a file extension, and a missing *.html answer
 *   index.html; the client router sorts those out. A missing file with another extension is a
 *   plain 404, so a broken asset link shows up as an error instead of as HTML.
 * - Caching, as docs/deploy.md tells a CDN: /m/assets/* have hashed names and never change
 *   (immutable, a year); everything else (index.html, manifest.webmanifest, sw.js,
 *   asset-manifest.json, icons, config) is revalidated on every use, so a deploy shows at once.
 * - /mobile/mc/asset-manifest.json: the platform's older address of the same manifest (spec §7),
 *   answered from the same file with the same development override, so both paths always agree.
 */
import { readFile, stat } from "node:fs/promises";
import { extname, join, posix } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { SERVICE_WORKER_FILE } from "../engine/pwa/files";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const LOCALHOST_SUFFIX = ".localhost";

export interface BundleOptions {
  distDir: string;
  defaultMerchant: string;
  knownMerchants: ReadonlySet<string>;
  /** Development control: another hash for a merchant's asset-manifest.json (server/dev/asset-manifest.ts). */
  assetManifestHash?: (merchant: string) => string | undefined;
  /** Development and test: a stand-in's source served in place of a built file (server/dev/fcm-stand-in.ts). */
  standInFor?: (file: string) => Promise<string | undefined>;
  /** Development and test: the page with its third parties routed to their stand-ins (server/dev/stand-ins.ts). */
  routePage?: (html: string) => string;
  /** Development and test: a browser that asked for no service worker (server/test-scopes.ts). */
  refusesServiceWorker?: (request: FastifyRequest) => boolean;
}

const ASSET_MANIFEST = "asset-manifest.json";

/** The merchant whose bundle this request gets, from its host name. */
export function merchantForHost(hostname: string, options: BundleOptions): string {
  const host = hostname.toLowerCase();
  if (host.endsWith(LOCALHOST_SUFFIX)) {
    const code = host.slice(0, -LOCALHOST_SUFFIX.length);
    if (options.knownMerchants.has(code)) return code;
    // A mirror, `<name>.<code>.localhost`: the merchant's other domains (the domain race, docs/domains.md).
    const mirrorOf = code.slice(code.lastIndexOf(".") + 1);
    if (options.knownMerchants.has(mirrorOf)) return mirrorOf;
  }
  return options.defaultMerchant;
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isDirectory() ?? false;
}

export const bundleRoutes: FastifyPluginAsync<BundleOptions> = async (app, options) => {
  // Only sendFile is wanted: which folder to serve from is decided per request.
  await app.register(fastifyStatic, { serve: false });

  const serve = async (request: FastifyRequest, reply: FastifyReply, relative: string) => {
    const code = merchantForHost(request.hostname, options);
    const bundle = join(options.distDir, code, "m");
    if (!(await isDirectory(bundle))) {
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .header("cache-control", REVALIDATE)
        .send(`The front end of "${code}" is not built. Run: npm run build -- --merchant ${code}\n`);
    }

    // `relative` is already URL-decoded by the router; normalised against "/" so that ".." can
    // never climb out of the bundle folder.
    const file = posix.normalize(`/${relative}`).slice(1);
    const extension = extname(file);
    const refused = file === SERVICE_WORKER_FILE && options.refusesServiceWorker?.(request) === true;
    const exists = file !== "" && !refused && (await isFile(join(bundle, file)));
    if (!exists && extension !== "" && extension !== ".html") {
      return reply.code(404).type("text/plain; charset=utf-8").send("Not found\n");
    }
    const served = exists ? file : "index.html";
    reply.header("cache-control", served.startsWith("assets/") ? IMMUTABLE : REVALIDATE);
    const otherHash = served === ASSET_MANIFEST ? options.assetManifestHash?.(code) : undefined;
    if (otherHash !== undefined) {
      const manifest = JSON.parse(await readFile(join(bundle, served), "utf8"));
      return reply.type("application/json; charset=utf-8").send({ ...manifest, hash: otherHash });
    }
    if (served === "index.html" && options.routePage) {
      const page = options.routePage(await readFile(join(bundle, served), "utf8"));
      return reply.type("text/html; charset=utf-8").send(page);
    }
    const standIn = exists ? await options.standInFor?.(served) : undefined;
    if (standIn !== undefined) {
      return reply.header("cache-control", REVALIDATE).type("text/javascript; charset=utf-8").send(standIn);
    }
    return reply.sendFile(served, bundle, { cacheControl: false });
  };

  app.get("/", (request, reply) => serve(request, reply, ""));
  app.get(`/mobile/mc/${ASSET_MANIFEST}`, (request, reply) => serve(request, reply, ASSET_MANIFEST));
  app.get("/m", (request, reply) => serve(request, reply, ""));
  app.get<{ Params: { "*": string } }>("/m/*", (request, reply) =>
    serve(request, reply, request.params["*"]),
  );
};
