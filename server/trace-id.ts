/**
 * x-app-trace-id on every /wps answer (wire contract, "Envelope and headers"): a fresh random id
 * per response, as the platform's gateway sends, which the client keeps as the session's spanId.
 * X-Real-UA, the client's base64 user agent, is accepted and not read: the reference server keeps
 * no access log to put it in, and a damaged value of an optional header must never fail a call.
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

export const TRACE_ID_HEADER = "x-app-trace-id";

export function registerTraceIds(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.startsWith("/wps/")) reply.header(TRACE_ID_HEADER, randomBytes(16).toString("hex"));
    return payload;
  });
}
