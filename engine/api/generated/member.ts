/* Generated from schemas/responses/member.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

export type SetMemberLanguage = unknown;
export type ChangePassword = unknown;

/**
 * The member's own account (engine/api/member.ts). One $defs entry per typed call, named as the function: the `value` of its answer. Only what the client reads is required; extra fields are allowed. Capitalised entries are shared parts. Every list gets maxItems RESPONSE_LIST_LIMIT (engine/constants.ts) from scripts/gen-types.ts.
 */
export interface MemberAnswers {
  getMemberInfo: GetMemberInfo;
  setMemberLanguage: SetMemberLanguage;
  changePassword: ChangePassword;
  getRankProgress: GetRankProgress;
}
export interface GetMemberInfo {
  id: number | string;
  type: number;
  userName?: string;
  account?: string;
  nickname?: string;
  regDate?: number;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  updatePassword?: boolean;
  language?: string;
  clubLabel?: null | {
    labelName: string;
    labelId: number | string;
    type: string;
    rankLevel: number;
  };
}
export interface GetRankProgress {
  currentProgress?: {
    completedConditions: number;
    totalExpectedConditions: number;
  };
  playerRankProgress?: {
    labelId?: number | string | null;
  };
}

export const getMemberInfo: AnswerCheck<MemberAnswers["getMemberInfo"]> = { call: "member.getMemberInfo", shape: {"t":"o","r":["id","type"],"p":{"id":"is","type":"n","userName":"s","account":"s","nickname":"s","regDate":"n","firstTimeLogin":"b","passwordExpired":"b","updatePassword":"b","language":"s","clubLabel":{"a":["z",{"t":"o","r":["labelName","labelId","type","rankLevel"],"p":{"labelName":"s","labelId":"is","type":"s","rankLevel":"n"}}]}}} };
export const setMemberLanguage: AnswerCheck<MemberAnswers["setMemberLanguage"]> = { call: "member.setMemberLanguage", shape: {} };
export const changePassword: AnswerCheck<MemberAnswers["changePassword"]> = { call: "member.changePassword", shape: {} };
export const getRankProgress: AnswerCheck<MemberAnswers["getRankProgress"]> = { call: "member.getRankProgress", shape: {"t":"o","p":{"currentProgress":{"t":"o","r":["completedConditions","totalExpectedConditions"],"p":{"completedConditions":"n","totalExpectedConditions":"n"}},"playerRankProgress":{"t":"o","p":{"labelId":"isz"}}}} };
