/**
 * The platform's domain gateway as the reference backend plays it (spec §7, §8):
 * - the status call on a host that is down answers domain_not_available, its value carrying the
 *   customer service and the domain list (the bootstrap value, spec §3), so the domain dialog
 *   can offer both; on a live host the status value carries `domainList` too;
 * - the ping (GET /wps/system/test/ping) of a host that is down loses its connection; a live one
 *   answers any origin (the race pings the merchant's other domains from the one it is on), and
 *   its preflight allows the Merchant header. Which hosts are down: server/data/domain-hosts.ts;
 * - the race's image probe of a host that is down (the build's icon, engine/domains/probe-image.ts)
 *   loses its connection too: a dead mirror is dead whichever way the race tries it.
 */
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { PROBE_IMAGE_PATH } from "../../engine/domains/probe-image";
import type { ServerContext } from "../context";
import { listDomains } from "../data/merchant-settings";
import { type Envelope, failure } from "../envelope";
import { merchantOf } from "../merchant-header";
import { SCOPE_HEADER } from "../test-scopes";

const STATUS_PATH = "/wps/system/status";
export const PING_PATH = "/wps/system/test/ping";
export const DOMAIN_NOT_AVAILABLE = "domain_not_available";

/** Hooks on the system routes (registered inside their plugin, so they see only those). */
export function registerDomainGate(app: FastifyInstance, context: ServerContext): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.url !== PING_PATH) return;
    if (context.domainHosts.isDown(request.host)) {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    // Nothing in the answer is the member's: any of the merchant's domains may read it.
    reply.header("access-control-allow-origin", "*");
  });

  app.addHook("preSerialization", async (request, reply, payload: Envelope<Record<string, unknown>>) => {
    if (request.routeOptions.url !== STATUS_PATH || !payload?.success) return payload;
    const domains = await listDomains(context.db, merchantOf(request).code);
    const domainList = domains.map((domainName) => ({ domainName }));
    if (!context.domainHosts.isDown(request.host))
      return { ...payload, value: { ...payload.value, domainList } };
    const info = payload.value.info as { customerService?: unknown } | undefined;
    reply.code(200);
    return failure(DOMAIN_NOT_AVAILABLE, "This address is not available. Please use another one.", {
      customerService: info?.customerService ?? [],
      domainList,
    });
  });
}

/** On the whole app (the icon is a file of the bundle, outside the system routes). */
export function registerDownHostProbe(app: FastifyInstance, context: ServerContext): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.split("?")[0] !== PROBE_IMAGE_PATH || !context.domainHosts.isDown(request.host)) return;
    reply.hijack();
    request.raw.socket.destroy();
    return reply;
  });
}

/**
 * The ping's CORS preflight, outside the merchant routes (a preflight carries no Merchant header).
 * In development and test the test-scope header is allowed too (server/test-scopes.ts).
 */
export const pingPreflightRoutes: FastifyPluginAsync<{ developing: boolean }> = async (app, options) => {
  const allowed = ["Merchant", ...(options.developing ? [SCOPE_HEADER] : [])].join(", ");
  app.options(PING_PATH, async (_request, reply) =>
    reply
      .code(204)
      .header("access-control-allow-origin", "*")
      .header("access-control-allow-methods", "GET")
      .header("access-control-allow-headers", allowed)
      .header("access-control-max-age", "600")
      .send(),
  );
};
