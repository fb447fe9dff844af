/* Generated from schemas/responses/member.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerShape } from "../../http/answer-shape";

export const getMemberInfo: AnswerShape = {"t":["object"],"r":["id"],"p":{"id":{"t":["integer","string"]},"type":{"t":["number"]},"userName":{"t":["string"]},"account":{"t":["string"]},"nickname":{"t":["string"]},"regDate":{"t":["number"]},"firstTimeLogin":{"t":["boolean"]},"passwordExpired":{"t":["boolean"]},"updatePassword":{"t":["boolean"]},"language":{"t":["string"]},"clubLabel":{"a":[{"t":["null"]},{"t":["object"],"r":["labelName","labelId","type","rankLevel"],"p":{"labelName":{"t":["string"]},"labelId":{"t":["integer","string"]},"type":{"t":["string"]},"rankLevel":{"t":["number"]}}}]}}};
export const setMemberLanguage: AnswerShape = {};
export const changePassword: AnswerShape = {};
export const getRankProgress: AnswerShape = {"t":["object"],"p":{"currentProgress":{"t":["object"],"r":["completedConditions","totalExpectedConditions"],"p":{"completedConditions":{"t":["number"]},"totalExpectedConditions":{"t":["number"]}}},"playerRankProgress":{"t":["object"],"p":{"labelId":{"t":["integer","string","null"]}}}}};
