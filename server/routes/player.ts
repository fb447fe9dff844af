/** The logged-in member's VIP progress and deposit/withdraw summary (member relays of spec §7). */
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

  /** GET /wps/relay/MCSFE_getDepositSettings → the member's successful deposit and withdrawal counts. */
  app.get("/wps/relay/MCSFE_getDepositSettings", async (request) => {
    const member = await requireMember(context, request);
    return ok({
      totalDepositSuccessCount: member.deposit_count,
      totalWithdrawSuccessCount: member.withdraw_count,
    });
  });

  /** GET /wps/relay/MCSFE_getWithdrawAccountInfo — demo members have no payout accounts. */
  app.get("/wps/relay/MCSFE_getWithdrawAccountInfo", async (request) => {
    await requireMember(context, request);
    return ok({ fullBankCardList: [], fullVirtualWalletList: [], fullEWalletList: [] });
  });
};
