/* Generated from schemas/responses/rewards.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

/**
 * CLAIM credits at once, APPLY asks the back office, NONE is credited without asking.
 */
export type ClaimMode = "CLAIM" | "APPLY" | "NONE";
export type PromotionStatus = "UPCOMING" | "ONGOING" | "ENDED";

/**
 * The reward centre (engine/api/rewards.ts). One $defs entry per typed call, named as the function: the `value` of its answer. Only what the client reads is required; extra fields are allowed. Capitalised entries are shared parts. Every list gets maxItems RESPONSE_LIST_LIMIT (engine/constants.ts) from scripts/gen-types.ts.
 */
export interface RewardsAnswers {
  getPromotionList: GetPromotionList;
  getPromotionDetail: Promotion;
  getPromotionClaims: GetPromotionClaims;
  claimPromotion: PromotionClaim;
}
export interface GetPromotionList {
  promotions: Promotion[];
}
export interface Promotion {
  id: number;
  title: string;
  /**
   * The category's id (promotions.getPromotionCategories).
   */
  category: number;
  summary: string;
  announcementImages: {
    sequence: number;
    url: string;
  }[];
  startDate: number;
  endDate: number | null;
  noExpiry: boolean;
  /**
   * The rules: server HTML, shown only through engine/ui/html-block.tsx.
   */
  content: string;
  claimMode: ClaimMode;
  /**
   * The bonus in minor units, null where the rules say it in words.
   */
  reward: number | null;
  status: PromotionStatus;
}
export interface GetPromotionClaims {
  claims: PromotionClaim[];
}
export interface PromotionClaim {
  promotionId: number;
  state: "CLAIMED" | "APPLIED";
  claimedAt: number;
}

export const getPromotionList: AnswerCheck<RewardsAnswers["getPromotionList"]> = { call: "rewards.getPromotionList", shape: {"t":"o","r":["promotions"],"p":{"promotions":{"t":"a","i":{"t":"o","r":["id","title","category","summary","announcementImages","startDate","endDate","noExpiry","content","claimMode","reward","status"],"p":{"id":"n","title":"s","category":"n","summary":"s","announcementImages":{"t":"a","i":{"t":"o","r":["sequence","url"],"p":{"sequence":"n","url":"s"}},"x":2000},"startDate":"n","endDate":"nz","noExpiry":"b","content":"s","claimMode":{"t":"s","e":["CLAIM","APPLY","NONE"]},"reward":"nz","status":{"t":"s","e":["UPCOMING","ONGOING","ENDED"]}}},"x":2000}}} };
export const getPromotionDetail: AnswerCheck<RewardsAnswers["getPromotionDetail"]> = { call: "rewards.getPromotionDetail", shape: {"t":"o","r":["id","title","category","summary","announcementImages","startDate","endDate","noExpiry","content","claimMode","reward","status"],"p":{"id":"n","title":"s","category":"n","summary":"s","announcementImages":{"t":"a","i":{"t":"o","r":["sequence","url"],"p":{"sequence":"n","url":"s"}},"x":2000},"startDate":"n","endDate":"nz","noExpiry":"b","content":"s","claimMode":{"t":"s","e":["CLAIM","APPLY","NONE"]},"reward":"nz","status":{"t":"s","e":["UPCOMING","ONGOING","ENDED"]}}} };
export const getPromotionClaims: AnswerCheck<RewardsAnswers["getPromotionClaims"]> = { call: "rewards.getPromotionClaims", shape: {"t":"o","r":["claims"],"p":{"claims":{"t":"a","i":{"t":"o","r":["promotionId","state","claimedAt"],"p":{"promotionId":"n","state":{"t":"s","e":["CLAIMED","APPLIED"]},"claimedAt":"n"}},"x":2000}}} };
export const claimPromotion: AnswerCheck<RewardsAnswers["claimPromotion"]> = { call: "rewards.claimPromotion", shape: {"t":"o","r":["promotionId","state","claimedAt"],"p":{"promotionId":"n","state":{"t":"s","e":["CLAIMED","APPLIED"]},"claimedAt":"n"}} };
