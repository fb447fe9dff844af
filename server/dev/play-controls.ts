/**
 * Development controls over home content and play (development and test mode only; see
 * docs/dev-controls.md):
 *   GET  /__dev/launches?merchant=&username=   the member's game launches, newest first
 *   GET  /__dev/trials?merchant=               trial launches, newest first
 *   POST /__dev/content  { merchant, banners?, popup?, lanes?, games?, launchUrls? }   raw lists those relays
 *                                              answer instead of the seed (null gives a part back to the seed);
 *                                              launchUrls: what game launches answer, in turn
 */
import type { FastifyPluginAsync } from "fastify";
import type { ServerContext } from "../context";
import { CONTENT_PARTS } from "../data/content-overrides";
import { listLaunches, listTrials } from "../data/launches";
import { ok } from "../envelope";
import { readBody } from "../request-body";
import { invalid, requireMemberNamed, requireMerchantCode } from "./checks";

export const playControls: FastifyPluginAsync<ServerContext> = async (app, context) => {
  app.get<{ Querystring: { merchant?: string; username?: string } }>("/__dev/launches", async (request) => {
    const member = await requireMemberNamed(context, request.query.merchant, request.query.username);
    return ok(await listLaunches(context.db, member.merchant, member.id));
  });

  app.get<{ Querystring: { merchant?: string } }>("/__dev/trials", async (request) => {
    const merchant =
      request.query.merchant === undefined ? undefined : requireMerchantCode(context, request.query.merchant);
    return ok(await listTrials(context.db, merchant));
  });

  app.post("/__dev/content", async (request) => {
    const body = readBody(request);
    const code = requireMerchantCode(context, body.merchant);
    // Checked in full before anything changes, so a bad part leaves the others as they were.
    for (const part of CONTENT_PARTS) {
      const list = body[part];
      if (list !== undefined && list !== null && !Array.isArray(list))
        throw invalid(`${part} must be a list (its items may be anything) or null`);
    }
    // Stored with each launch (a text column): any string, however hostile, but strings.
    const launchUrls = body.launchUrls;
    if (Array.isArray(launchUrls) && launchUrls.some((url) => typeof url !== "string"))
      throw invalid("launchUrls must be a list of strings or null");
    for (const part of CONTENT_PARTS) {
      const list = body[part];
      if (list !== undefined) context.contentOverrides.set(code, part, list as unknown[] | null);
    }
    return ok({ merchant: code, ...context.contentOverrides.of(code) });
  });
};
