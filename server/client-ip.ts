import type { FastifyRequest } from "fastify";

/** The caller's address as the platform reports it: IPv4 without Node's "::ffff:" IPv6 mapping. */
export function clientIp(request: FastifyRequest): string {
  return request.ip.replace(/^::ffff:/, "");
}
