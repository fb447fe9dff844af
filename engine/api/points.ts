/**
 * Points (module PTSYS3; docs/api.md): the point market and the missions with their leaderboard.
 * The platform's paths for these are not shown, so they follow its MCSFE_ relay naming. Points
 * are whole numbers. A redeem carries a `requestId` the member's retry repeats, so a retried
 * redeem never spends twice. Every call handles its own failures (`alert: false`): the screens
 * say what a refusal means in the member's language.
 */
import type { HttpClient } from "../http/client";
import * as checks from "./generated/points";

/** The platform's module id for points, sent on writes. */
export const POINTS_MODULE_ID = "PTSYS3";

export interface MarketItem {
  id: number;
  code: string;
  name: string;
  description: string;
  cost: number;
  stock: number;
  /** A path or absolute URL of the item's picture. */
  image: string;
}

export interface PointMarket {
  points: number;
  items: MarketItem[];
}

export interface Redemption {
  reference: string;
  itemId: number;
  itemName: string;
  cost: number;
  createdAt: number;
}

export type MissionState = "IN_PROGRESS" | "COMPLETED" | "CLAIMED";

export interface Mission {
  id: number;
  code: string;
  title: string;
  target: number;
  /** At most `target`. */
  progress: number;
  reward: number;
  state: MissionState;
}

export interface LeaderboardRow {
  rank: number;
  /** Masked by the server ("de***o"). */
  name: string;
  points: number;
  own: boolean;
}

export interface Leaderboard {
  size: number;
  top: LeaderboardRow[];
  own: LeaderboardRow | null;
}

export function getPointMarket(http: HttpClient): Promise<PointMarket> {
  return http.request("/wps/relay/MCSFE_getPointMarket", {
    answer: checks.getPointMarket,
    alert: false,
  });
}

export function redeemPointItem(
  http: HttpClient,
  redeem: { itemId: number; requestId: string },
): Promise<{ redemption: Redemption; points: number }> {
  return http.request("/wps/relay/MCSFE_redeemPointItem", {
    answer: checks.redeemPointItem,
    method: "POST",
    body: redeem,
    moduleId: POINTS_MODULE_ID,
    alert: false,
  });
}

export function getPointRedemptions(http: HttpClient): Promise<{ redemptions: Redemption[] }> {
  return http.request("/wps/relay/MCSFE_getPointRedemptions", {
    answer: checks.getPointRedemptions,
    alert: false,
  });
}

export function getMissions(http: HttpClient): Promise<{ points: number; missions: Mission[] }> {
  return http.request("/wps/relay/MCSFE_getMissions", {
    answer: checks.getMissions,
    alert: false,
  });
}

export function claimMission(
  http: HttpClient,
  missionId: number,
): Promise<{ mission: Mission; points: number }> {
  return http.request("/wps/relay/MCSFE_claimMission", {
    answer: checks.claimMission,
    method: "POST",
    body: { missionId },
    moduleId: POINTS_MODULE_ID,
    alert: false,
  });
}

export function getLeaderboard(http: HttpClient): Promise<Leaderboard> {
  return http.request("/wps/relay/MCSFE_getLeaderboard", {
    answer: checks.getLeaderboard,
    alert: false,
  });
}
