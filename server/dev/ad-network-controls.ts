/**
 * The ad networks' stand-ins and their recorder (development and test mode only; see
 * docs/dev-controls.md "Ad networks" and docs/tracking-networks.md). The networks' scripts and
 * conversion endpoints are outside this machine, so development and test runs route each
 * merchant's `tracking.sources.<network>` here (server/dev/stand-ins.ts):
 *   GET  /__dev/ad-networks/<network>.js          the stand-in script of a script network
 *   GET  /__dev/ad-networks/<network>/postback    a postback network's endpoint: a 1x1 gif, the query recorded
 *   POST /__dev/ad-networks/calls                 { merchant, network, call | calls, seen? } what a stand-in script heard,
 *                                                 and the page's address, referrer and cookies as the script saw them
 *   GET  /__dev/ad-networks/calls?merchant=&network=   the recorded calls, oldest first
 *   POST /__dev/ad-networks                       { failScripts?: string[] } those scripts answer 503
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyPluginAsync } from "fastify";
import { AD_NETWORKS, type AdNetwork } from "../../engine/tracking/network";
import type { ServerContext } from "../context";
import {
  listAdNetworkCalls,
  type PageSeen,
  recordAdNetworkCall,
  recordAdNetworkCalls,
} from "../data/ad-network-calls";
import { ErrorCode, ok, WpsError } from "../envelope";
import { readBody } from "../request-body";
import { merchantForHost } from "../static";
import { invalid } from "./checks";
import { POSTBACK_NETWORKS, SCRIPT_NETWORKS } from "./stand-ins";

const STAND_IN_SOURCE = readFileSync(join(import.meta.dirname, "ad-network-stand-in.js"), "utf8");

export { POSTBACK_NETWORKS, SCRIPT_NETWORKS };

/** A 1x1 transparent GIF, what a conversion pixel answers. */
const PIXEL_GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/** How the stand-ins behave, changed by POST /__dev/ad-networks and cleared by the reset. */
export class AdNetworkStandIns {
  failing = new Set<AdNetwork>();

  clear(): void {
    this.failing.clear();
  }
}

function isNetwork(value: unknown): value is AdNetwork {
  return typeof value === "string" && (AD_NETWORKS as readonly string[]).includes(value);
}

function notFound(message: string): WpsError {
  return new WpsError(404, ErrorCode.notFound, message);
}

/** The stand-in script's `seen`: the three strings, or null when it sent none (or another shape). */
function pageSeen(value: unknown): PageSeen | null {
  if (typeof value !== "object" || value === null) return null;
  const text = (key: string) => {
    const field = (value as Record<string, unknown>)[key];
    return typeof field === "string" ? field : null;
  };
  return { address: text("address"), referrer: text("referrer"), cookies: text("cookies") };
}

export const adNetworkControls: FastifyPluginAsync<
  ServerContext & { adNetworks: AdNetworkStandIns }
> = async (app, context) => {
  const { db, adNetworks } = context;
  const knownMerchants = new Set(context.merchants.keys());

  app.get("/__dev/ad-networks/:file", async (request, reply) => {
    const { file } = request.params as { file: string };
    const network = file.endsWith(".js") ? file.slice(0, -3) : "";
    if (!isNetwork(network) || POSTBACK_NETWORKS.has(network))
      throw notFound(`No stand-in script "${file}"; the script networks are ${SCRIPT_NETWORKS.join(", ")}`);
    if (adNetworks.failing.has(network))
      return reply
        .code(503)
        .type("text/plain")
        .header("cache-control", "no-store")
        .send("stand-in switched off");
    // The script records to the server it came from, whatever page loaded it.
    const origin = `${request.protocol}://${request.headers.host ?? "localhost"}`;
    return reply
      .type("application/javascript; charset=utf-8")
      .header("cache-control", "no-store")
      .send(`var STAND_IN = ${JSON.stringify({ network, origin })};\n${STAND_IN_SOURCE}`);
  });

  app.get("/__dev/ad-networks/:network/postback", async (request, reply) => {
    const { network } = request.params as { network: string };
    if (!isNetwork(network) || !POSTBACK_NETWORKS.has(network))
      throw notFound(
        `No postback stand-in for "${network}"; the postback networks are ${[...POSTBACK_NETWORKS].join(", ")}`,
      );
    // A pixel carries no body: the merchant is the one whose host the page (and so the image) is on.
    const host = merchantForHost(request.hostname, { distDir: "", defaultMerchant: "", knownMerchants });
    // What the real endpoint would learn beside the query: the referrer and cookies the image request carried.
    const seen = {
      address: null,
      referrer: request.headers.referer ?? null,
      cookies: request.headers.cookie ?? null,
    };
    await recordAdNetworkCall(db, { merchant: host || null, network, call: [request.query], seen });
    return reply.type("image/gif").header("cache-control", "no-store").send(PIXEL_GIF);
  });

  app.post("/__dev/ad-networks/calls", async (request) => {
    const body = readBody(request);
    if (!isNetwork(body.network)) throw invalid(`network must be one of: ${AD_NETWORKS.join(", ")}`);
    // One call ({ call }) or a burst of them in order ({ calls }), as the stand-in script sends them.
    const calls = Array.isArray(body.calls) ? body.calls : [body.call];
    if (calls.length === 0 || !calls.every((call) => Array.isArray(call)))
      throw invalid("call must be the array of the call's arguments (calls: a list of them)");
    const merchant = body.merchant ?? null;
    if (merchant !== null && (typeof merchant !== "string" || !knownMerchants.has(merchant)))
      throw invalid(`merchant must be null or one of: ${[...knownMerchants].join(", ")}`);
    await recordAdNetworkCalls(db, {
      merchant,
      network: body.network,
      calls: calls as unknown[][],
      seen: pageSeen(body.seen),
    });
    return ok(true);
  });

  app.get("/__dev/ad-networks/calls", async (request) => {
    const query = request.query as Record<string, string | undefined>;
    if (query.network !== undefined && !isNetwork(query.network))
      throw invalid(`network must be one of: ${AD_NETWORKS.join(", ")}`);
    return ok(
      await listAdNetworkCalls(db, { merchant: query.merchant || undefined, network: query.network }),
    );
  });

  app.post("/__dev/ad-networks", async (request) => {
    const body = readBody(request);
    const failScripts = body.failScripts;
    if (failScripts !== undefined) {
      if (!Array.isArray(failScripts) || !failScripts.every((name) => SCRIPT_NETWORKS.includes(name)))
        throw invalid(`failScripts must list script networks: ${SCRIPT_NETWORKS.join(", ")}`);
      adNetworks.failing = new Set(failScripts as AdNetwork[]);
    }
    return ok({ failScripts: [...adNetworks.failing] });
  });
};
