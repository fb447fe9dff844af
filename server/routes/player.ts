/** The logged-in member's VIP progress (a member relay of spec §7; the money relays are in money.ts). */
import type { FastifyPluginAsync } from "fastify";
import { requireMember } from "../auth";
import type { ServerContext } from "../context";
import { ok } from "../envelope";

export const playerRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  /** GET /wps/relay/MCSFE_getPlayerRankProgress; labelId is null for a member without VIP label. */
  app.get("/wps/relay/MCSFE_getPlayerRankProgress", async (request) => {
    const member = await requireMember(context, request);
    return ok({
      currentProgress: {
        completedConditions: member.rank_completed,
        totalExpectedConditions: member.rank_total,
      },
      playerRankProgress: { labelId: member.club_label_id },
    });
  });
};
