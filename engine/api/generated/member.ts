/* Generated from schemas/responses/member.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

export const getMemberInfo: AnswerCheck = { call: "member.getMemberInfo", shape: {"t":"o","p":{"id":"is","type":"n","userName":"s","account":"s","nickname":"s","regDate":"n","firstTimeLogin":"b","passwordExpired":"b","updatePassword":"b","language":"s","clubLabel":{"a":["z",{"t":"o","r":["labelName","labelId","type","rankLevel"],"p":{"labelName":"s","labelId":"is","type":"s","rankLevel":"n"}}]}}} };
export const setMemberLanguage: AnswerCheck = { call: "member.setMemberLanguage", shape: {} };
export const changePassword: AnswerCheck = { call: "member.changePassword", shape: {} };
export const getRankProgress: AnswerCheck = { call: "member.getRankProgress", shape: {"t":"o","p":{"currentProgress":{"t":"o","r":["completedConditions","totalExpectedConditions"],"p":{"completedConditions":"n","totalExpectedConditions":"n"}},"playerRankProgress":{"t":"o","p":{"labelId":"isz"}}}} };
