/**
 * Development tracking controls (development and test mode only; docs/dev-controls.md, docs/tracking.md):
 *   GET /__dev/tracking?merchant=   the tracking-events post's events as recorded, oldest first
 */
import type { FastifyPluginAsync } from "fastify";
import type { ServerContext } from "../context";
import { listTrackingEvents } from "../data/tracking";
import { ok } from "../envelope";
import { requireMerchantCode } from "./checks";

export const trackingControls: FastifyPluginAsync<ServerContext> = async (app, context) => {
  app.get<{ Querystring: { merchant?: string } }>("/__dev/tracking", async (request) => {
    const merchant =
      request.query.merchant === undefined ? undefined : requireMerchantCode(context, request.query.merchant);
    return ok(await listTrackingEvents(context.db, merchant));
  });
};
