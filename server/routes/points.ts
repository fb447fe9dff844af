/**
 * Points (module PTSYS3, docs/api.md): the point market (/m/mall/mallHome) and the missions with
 * their leaderboard (/m/leaderBoard). The platform's paths for these are not shown, so they
 * follow the MCSFE_ relay naming of the calls that are. Points are whole numbers.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { requireMember } from "../auth";
import type { ServerContext } from "../context";
import {
  claimMission,
  findItemByCode,
  type ItemRow,
  type LeaderRow,
  leaderboard,
  listItems,
  type MissionRow,
  missionsOf,
  pointsOf,
  type RedemptionRow,
  redeem,
  redemptionsOf,
} from "../data/points";
import { vendorIconSvg } from "../demo/svg";
import { ok } from "../envelope";
import { merchantOf } from "../merchant-header";
import { bodyOf, withBody } from "../request-schemas";

/** How many members the leaderboard lists (the member's own row comes too, wherever it falls). */
export const LEADERBOARD_SIZE = 10;

export type MissionState = "IN_PROGRESS" | "COMPLETED" | "CLAIMED";

export function missionState(mission: Pick<MissionRow, "progress" | "target" | "claimed_at">): MissionState {
  if (mission.claimed_at !== null) return "CLAIMED";
  return mission.progress >= mission.target ? "COMPLETED" : "IN_PROGRESS";
}

/** "demo" → "de***o": other members' names are never shown whole. */
export function maskUsername(username: string): string {
  if (username.length <= 2) return `${username[0] ?? ""}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

function itemView(item: ItemRow) {
  return {
    id: item.id,
    code: item.code,
    name: item.name,
    description: item.description,
    cost: item.cost,
    stock: item.stock,
    image: item.image,
  };
}

function redemptionView(redemption: RedemptionRow) {
  return {
    reference: redemption.reference,
    itemId: redemption.item_id,
    itemName: redemption.item_name,
    cost: redemption.cost,
    createdAt: Number(redemption.created_at),
  };
}

function missionView(mission: MissionRow) {
  return {
    id: mission.id,
    code: mission.code,
    title: mission.title,
    target: mission.target,
    // Counting may run past the target (a ninth login of seven): shown as done, not as 9/7.
    progress: Math.min(mission.progress, mission.target),
    reward: mission.reward,
    state: missionState(mission),
  };
}

function leaderView(row: LeaderRow, memberId: number) {
  const own = row.member_id === memberId;
  return { rank: row.rank, name: maskUsername(row.username), points: row.points, own };
}

export const pointRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const { db } = context;
  const who = async (request: FastifyRequest) => ({
    member: await requireMember(context, request),
    merchant: merchantOf(request),
  });

  app.get("/wps/relay/MCSFE_getMemberPoints", async (request) => {
    const { member } = await who(request);
    return ok({ points: await pointsOf(db, member.id) });
  });

  /** The market: the member's points and every item with its cost and stock. */
  app.get("/wps/relay/MCSFE_getPointMarket", async (request) => {
    const { member, merchant } = await who(request);
    return ok({
      points: await pointsOf(db, member.id),
      items: (await listItems(db, merchant.code)).map(itemView),
    });
  });

  app.post("/wps/relay/MCSFE_redeemPointItem", withBody("redeem-point-item"), async (request) => {
    const { member, merchant } = await who(request);
    const body = bodyOf(request, "redeem-point-item");
    const { redemption, points } = await redeem(db, {
      merchant: merchant.code,
      memberId: member.id,
      itemId: body.itemId,
      requestId: body.requestId || null,
    });
    return ok({ redemption: redemptionView(redemption), points });
  });

  app.get("/wps/relay/MCSFE_getPointRedemptions", async (request) => {
    const { member } = await who(request);
    return ok({ redemptions: (await redemptionsOf(db, member.id)).map(redemptionView) });
  });

  app.get("/wps/relay/MCSFE_getMissions", async (request) => {
    const { member, merchant } = await who(request);
    return ok({
      points: await pointsOf(db, member.id),
      missions: (await missionsOf(db, merchant.code, member.id)).map(missionView),
    });
  });

  app.post("/wps/relay/MCSFE_claimMission", withBody("claim-mission"), async (request) => {
    const { member, merchant } = await who(request);
    const { mission, points } = await claimMission(db, {
      merchant: merchant.code,
      memberId: member.id,
      missionId: bodyOf(request, "claim-mission").missionId,
    });
    return ok({ mission: missionView(mission), points });
  });

  app.get("/wps/relay/MCSFE_getLeaderboard", async (request) => {
    const { member, merchant } = await who(request);
    const board = await leaderboard(db, merchant.code, member.id, LEADERBOARD_SIZE);
    return ok({
      size: LEADERBOARD_SIZE,
      top: board.top.map((row) => leaderView(row, member.id)),
      own: board.own && leaderView(board.own, member.id),
    });
  });
};

/**
 * GET /wps/demo/market-item/<merchant>/<code>.svg — an item's picture: a tile with the initials
 * of its name. Loaded by <img>, so without the Merchant header: the merchant is in the path.
 */
export const pointImageRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  app.get<{ Params: { merchant: string; file: string } }>(
    "/wps/demo/market-item/:merchant/:file",
    async (request, reply) => {
      const code = /^(.+)\.svg$/.exec(request.params.file)?.[1];
      const item = code ? await findItemByCode(context.db, request.params.merchant, code) : undefined;
      if (!item) return reply.code(404).type("text/plain; charset=utf-8").send("Item image not found");
      // Not versioned: a renamed item must show its new initials, so browsers revalidate.
      return reply
        .type("image/svg+xml")
        .header("cache-control", "no-cache")
        .send(vendorIconSvg(item.code, item.name));
    },
  );
};
