/* Generated from schemas/responses/promotions.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerShape } from "../../http/answer-shape";

export const getAvailablePromotions: AnswerShape = {"t":["object"],"p":{"APP_DOWNLOAD":{"t":["object"],"r":["enabled","count"],"p":{"enabled":{"t":["boolean"]},"count":{"t":["number"]}}},"REFERRAL":{"t":["object"],"r":["enabled","count"],"p":{"enabled":{"t":["boolean"]},"count":{"t":["number"]}}}}};
export const getPersonalAvailablePromotions: AnswerShape = {"t":["object"],"p":{"APP_DOWNLOAD":{"t":["object"],"r":["enabled","count"],"p":{"enabled":{"t":["boolean"]},"count":{"t":["number"]}}},"REFERRAL":{"t":["object"],"r":["enabled","count"],"p":{"enabled":{"t":["boolean"]},"count":{"t":["number"]}}}}};
export const getPromotionCategories: AnswerShape = {"t":["object"],"r":["categories"],"p":{"categories":{"t":["array"],"i":{"t":["object"],"r":["id","name"],"p":{"id":{"t":["integer","string"]},"name":{"t":["string"]}}},"x":2000}}};
export const getCustomerServiceScript: AnswerShape = {"t":["object"],"r":["scripts"],"p":{"scripts":{"t":["array"],"i":{},"x":2000}}};
export const getDownloadSetting: AnswerShape = {"t":["array"],"i":{"t":["object"],"r":["resourceType","url"],"p":{"resourceType":{"t":["string"]},"url":{"t":["string"]}}},"x":2000};
