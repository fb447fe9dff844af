/* Generated from schemas/responses/promotions.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

export type GetDownloadSetting = DownloadResource[];

/**
 * Available promotions, categories and download settings (engine/api/promotions.ts). One $defs entry per typed call, named as the function: the `value` of its answer. Only what the client reads is required; extra fields are allowed. Capitalised entries are shared parts. Every list gets maxItems RESPONSE_LIST_LIMIT (engine/constants.ts) from scripts/gen-types.ts.
 */
export interface PromotionsAnswers {
  getAvailablePromotions: AvailablePromotions;
  getPersonalAvailablePromotions: AvailablePromotions1;
  getPromotionCategories: GetPromotionCategories;
  getCustomerServiceScript: GetCustomerServiceScript;
  getDownloadSetting: GetDownloadSetting;
}
/**
 * Public: sent without the member's token (spec section 6).
 */
export interface AvailablePromotions {
  APP_DOWNLOAD?: PromotionAvailability;
  REFERRAL?: PromotionAvailability;
}
export interface PromotionAvailability {
  enabled: boolean;
  count: number;
}
/**
 * The member's own (spec section 3, "personal data"): the same call with the session's Authorization.
 */
export interface AvailablePromotions1 {
  APP_DOWNLOAD?: PromotionAvailability;
  REFERRAL?: PromotionAvailability;
}
export interface GetPromotionCategories {
  categories: {
    id: number | string;
    name: string;
  }[];
}
export interface GetCustomerServiceScript {
  scripts: unknown[];
}
export interface DownloadResource {
  /**
   * Android, IOS, MOBILECONFIG or AppDownloadIcon; others are ignored.
   */
  resourceType: string;
  url: string;
}
/**
 * The site-wide promotions the client reads, each only when the platform lists it.
 */
export interface AvailablePromotions2 {
  APP_DOWNLOAD?: PromotionAvailability;
  REFERRAL?: PromotionAvailability;
}
/**
 * Public: sent without the member's token (spec section 6).
 */
export interface AvailablePromotions3 {
  APP_DOWNLOAD?: PromotionAvailability;
  REFERRAL?: PromotionAvailability;
}
/**
 * The member's own (spec section 3, "personal data"): the same call with the session's Authorization.
 */
export interface AvailablePromotions4 {
  APP_DOWNLOAD?: PromotionAvailability;
  REFERRAL?: PromotionAvailability;
}

export const getAvailablePromotions: AnswerCheck<PromotionsAnswers["getAvailablePromotions"]> = { call: "promotions.getAvailablePromotions", shape: {"t":"o","p":{"APP_DOWNLOAD":{"t":"o","r":["enabled","count"],"p":{"enabled":"b","count":"n"}},"REFERRAL":{"t":"o","r":["enabled","count"],"p":{"enabled":"b","count":"n"}}}} };
export const getPersonalAvailablePromotions: AnswerCheck<PromotionsAnswers["getPersonalAvailablePromotions"]> = { call: "promotions.getPersonalAvailablePromotions", shape: {"t":"o","p":{"APP_DOWNLOAD":{"t":"o","r":["enabled","count"],"p":{"enabled":"b","count":"n"}},"REFERRAL":{"t":"o","r":["enabled","count"],"p":{"enabled":"b","count":"n"}}}} };
export const getPromotionCategories: AnswerCheck<PromotionsAnswers["getPromotionCategories"]> = { call: "promotions.getPromotionCategories", shape: {"t":"o","r":["categories"],"p":{"categories":{"t":"a","i":{"t":"o","r":["id","name"],"p":{"id":"is","name":"s"}},"x":2000}}} };
export const getCustomerServiceScript: AnswerCheck<PromotionsAnswers["getCustomerServiceScript"]> = { call: "promotions.getCustomerServiceScript", shape: {"t":"o","r":["scripts"],"p":{"scripts":{"t":"a","x":2000}}} };
export const getDownloadSetting: AnswerCheck<PromotionsAnswers["getDownloadSetting"]> = { call: "promotions.getDownloadSetting", shape: {"t":"a","i":{"t":"o","r":["resourceType","url"],"p":{"resourceType":"s","url":"s"}},"x":2000} };
