/**
 * Points (module PTSYS3; docs/api.md): the point market and the missions with their leaderboard.
 * The platform's paths for these are not shown, so they follow its MCSFE_ relay naming. Points
 * are whole numbers. A redeem carries a `requestId` the member's retry repeats, so a retried
 * redeem never spends twice. Every call handles its own failures (`alert: false`): the screens
 * say what a refusal means in the member's language.
 */
import { defineCall } from "../http/define-call";
import type { PointsAnswers } from "./generated/points";
import * as checks from "./generated/points";

export type { LeaderboardRow, MarketItem, Mission, MissionState, Redemption } from "./generated/points";

export type PointMarket = PointsAnswers["getPointMarket"];
export type Leaderboard = PointsAnswers["getLeaderboard"];

/** The platform's module id for points, sent on writes. */
export const POINTS_MODULE_ID = "PTSYS3";

export const getPointMarket = defineCall({
  path: "/wps/relay/MCSFE_getPointMarket",
  answer: checks.getPointMarket,
  alert: false,
});

export const redeemPointItem = defineCall({
  path: "/wps/relay/MCSFE_redeemPointItem",
  method: "POST",
  answer: checks.redeemPointItem,
  moduleId: POINTS_MODULE_ID,
  alert: false,
  send: (redeem: { itemId: number; requestId: string }) => ({ body: redeem }),
});

export const getPointRedemptions = defineCall({
  path: "/wps/relay/MCSFE_getPointRedemptions",
  answer: checks.getPointRedemptions,
  alert: false,
});

export const getMissions = defineCall({
  path: "/wps/relay/MCSFE_getMissions",
  answer: checks.getMissions,
  alert: false,
});

export const claimMission = defineCall({
  path: "/wps/relay/MCSFE_claimMission",
  method: "POST",
  answer: checks.claimMission,
  moduleId: POINTS_MODULE_ID,
  alert: false,
  send: (missionId: number) => ({ body: { missionId } }),
});

export const getLeaderboard = defineCall({
  path: "/wps/relay/MCSFE_getLeaderboard",
  answer: checks.getLeaderboard,
  alert: false,
});
