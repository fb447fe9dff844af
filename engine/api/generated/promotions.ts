/* Generated from schemas/responses/promotions.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

export const getAvailablePromotions: AnswerCheck = { call: "promotions.getAvailablePromotions", shape: {"t":"o","p":{"APP_DOWNLOAD":{"t":"o","r":["enabled","count"],"p":{"enabled":"b","count":"n"}},"REFERRAL":{"t":"o","r":["enabled","count"],"p":{"enabled":"b","count":"n"}}}} };
export const getPersonalAvailablePromotions: AnswerCheck = { call: "promotions.getPersonalAvailablePromotions", shape: {"t":"o","p":{"APP_DOWNLOAD":{"t":"o","r":["enabled","count"],"p":{"enabled":"b","count":"n"}},"REFERRAL":{"t":"o","r":["enabled","count"],"p":{"enabled":"b","count":"n"}}}} };
export const getPromotionCategories: AnswerCheck = { call: "promotions.getPromotionCategories", shape: {"t":"o","r":["categories"],"p":{"categories":{"t":"a","i":{"t":"o","r":["id","name"],"p":{"id":"is","name":"s"}},"x":2000}}} };
export const getCustomerServiceScript: AnswerCheck = { call: "promotions.getCustomerServiceScript", shape: {"t":"o","r":["scripts"],"p":{"scripts":{"t":"a","i":{},"x":2000}}} };
export const getDownloadSetting: AnswerCheck = { call: "promotions.getDownloadSetting", shape: {"t":"a","i":{"t":"o","r":["resourceType","url"],"p":{"resourceType":"s","url":"s"}},"x":2000} };
