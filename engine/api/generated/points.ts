/* Generated from schemas/responses/points.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

export type MissionState = "IN_PROGRESS" | "COMPLETED" | "CLAIMED";

/**
 * The point market and missions (engine/api/points.ts). One $defs entry per typed call, named as the function: the `value` of its answer. Only what the client reads is required; extra fields are allowed. Capitalised entries are shared parts. Every list gets maxItems RESPONSE_LIST_LIMIT (engine/constants.ts) from scripts/gen-types.ts.
 */
export interface PointsAnswers {
  getPointMarket: GetPointMarket;
  redeemPointItem: RedeemPointItem;
  getPointRedemptions: GetPointRedemptions;
  getMissions: GetMissions;
  claimMission: ClaimMission;
  getLeaderboard: GetLeaderboard;
}
export interface GetPointMarket {
  points: number;
  items: MarketItem[];
}
export interface MarketItem {
  id: number;
  code: string;
  name: string;
  description: string;
  cost: number;
  stock: number;
  /**
   * A path or absolute URL of the item's picture.
   */
  image: string;
}
export interface RedeemPointItem {
  redemption: Redemption;
  points: number;
}
export interface Redemption {
  reference: string;
  itemId: number;
  itemName: string;
  cost: number;
  createdAt: number;
}
export interface GetPointRedemptions {
  redemptions: Redemption[];
}
export interface GetMissions {
  points: number;
  missions: Mission[];
}
export interface Mission {
  id: number;
  code: string;
  title: string;
  target: number;
  /**
   * At most `target`.
   */
  progress: number;
  reward: number;
  state: MissionState;
}
export interface ClaimMission {
  mission: Mission;
  points: number;
}
export interface GetLeaderboard {
  size: number;
  top: LeaderboardRow[];
  own: null | LeaderboardRow;
}
export interface LeaderboardRow {
  rank: number;
  /**
   * Masked by the server ("de***o").
   */
  name: string;
  points: number;
  own: boolean;
}

export const getPointMarket: AnswerCheck<PointsAnswers["getPointMarket"]> = { call: "points.getPointMarket", shape: {"t":"o","r":["points","items"],"p":{"points":"n","items":{"t":"a","i":{"t":"o","r":["id","code","name","description","cost","stock","image"],"p":{"id":"n","code":"s","name":"s","description":"s","cost":"n","stock":"n","image":"s"}},"x":2000}}} };
export const redeemPointItem: AnswerCheck<PointsAnswers["redeemPointItem"]> = { call: "points.redeemPointItem", shape: {"t":"o","r":["redemption","points"],"p":{"redemption":{"t":"o","r":["reference","itemId","itemName","cost","createdAt"],"p":{"reference":"s","itemId":"n","itemName":"s","cost":"n","createdAt":"n"}},"points":"n"}} };
export const getPointRedemptions: AnswerCheck<PointsAnswers["getPointRedemptions"]> = { call: "points.getPointRedemptions", shape: {"t":"o","r":["redemptions"],"p":{"redemptions":{"t":"a","i":{"t":"o","r":["reference","itemId","itemName","cost","createdAt"],"p":{"reference":"s","itemId":"n","itemName":"s","cost":"n","createdAt":"n"}},"x":2000}}} };
export const getMissions: AnswerCheck<PointsAnswers["getMissions"]> = { call: "points.getMissions", shape: {"t":"o","r":["points","missions"],"p":{"points":"n","missions":{"t":"a","i":{"t":"o","r":["id","code","title","target","progress","reward","state"],"p":{"id":"n","code":"s","title":"s","target":"n","progress":"n","reward":"n","state":{"t":"s","e":["IN_PROGRESS","COMPLETED","CLAIMED"]}}},"x":2000}}} };
export const claimMission: AnswerCheck<PointsAnswers["claimMission"]> = { call: "points.claimMission", shape: {"t":"o","r":["mission","points"],"p":{"mission":{"t":"o","r":["id","code","title","target","progress","reward","state"],"p":{"id":"n","code":"s","title":"s","target":"n","progress":"n","reward":"n","state":{"t":"s","e":["IN_PROGRESS","COMPLETED","CLAIMED"]}}},"points":"n"}} };
export const getLeaderboard: AnswerCheck<PointsAnswers["getLeaderboard"]> = { call: "points.getLeaderboard", shape: {"t":"o","r":["size","top","own"],"p":{"size":"n","top":{"t":"a","i":{"t":"o","r":["rank","name","points","own"],"p":{"rank":"n","name":"s","points":"n","own":"b"}},"x":2000},"own":{"a":["z",{"t":"o","r":["rank","name","points","own"],"p":{"rank":"n","name":"s","points":"n","own":"b"}}]}}} };
