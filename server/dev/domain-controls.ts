/**
 * Development control over the merchant's domains (development and test only; docs/dev-controls.md,
 * "Domains and the domain race"):
 *   POST /__dev/domains  { merchant, domains?: string[], down?: string[] }
 * `domains` replaces the merchant's domain list (GET /wps/system/domainRoute and the status call's
 * domainList), entries stored as given (`host` or `host:port`, so a test can list hosts that
 * are not domains). `down` replaces the set of host names (as the Host header names them, port
 * included) whose status call answers domain_not_available and whose ping loses its connection;
 * [] brings every host back. Answers { domains, down }.
 */
import type { FastifyPluginAsync } from "fastify";
import type { ServerContext } from "../context";
import { replaceDomains } from "../data/domain-hosts";
import { listDomains } from "../data/merchant-settings";
import { ok } from "../envelope";
import { readBody } from "../request-body";
import { invalid, requireMerchantCode } from "./checks";

/** More than the client races (10), so a test can see it keep only ten. */
const MAX_DOMAINS = 30;

function readHosts(value: unknown, name: string, max: number): string[] {
  if (!Array.isArray(value) || value.length > max)
    throw invalid(`${name} must be an array of at most ${max} host names`);
  return value.map((item, index) => {
    if (typeof item !== "string" || item.trim() === "" || item.length > 253)
      throw invalid(`${name}[${index}] must be a host name`);
    return item.trim();
  });
}

export const domainControls: FastifyPluginAsync<ServerContext> = async (app, context) => {
  app.post("/__dev/domains", async (request) => {
    const body = readBody(request);
    const merchant = requireMerchantCode(context, body.merchant);
    if (body.domains !== undefined)
      await replaceDomains(context.db, merchant, readHosts(body.domains, "domains", MAX_DOMAINS));
    if (body.down !== undefined) context.domainHosts.setDown(readHosts(body.down, "down", MAX_DOMAINS));
    return ok({ domains: await listDomains(context.db, merchant), down: context.domainHosts.list() });
  });
};
