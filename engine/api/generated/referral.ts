/* Generated from schemas/responses/referral.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

export type AgentApplicationState = "PENDING" | "APPROVED" | "REJECTED";
export type AgentChannel = "SOCIAL" | "WEBSITE" | "COMMUNITY" | "OFFLINE" | "OTHER";

/**
 * Invite friends and agent registration (engine/api/referral.ts). One $defs entry per typed call, named as the function: the `value` of its answer. Only what the client reads is required; extra fields are allowed. Capitalised entries are shared parts. Every list gets maxItems RESPONSE_LIST_LIMIT (engine/constants.ts) from scripts/gen-types.ts.
 */
export interface ReferralAnswers {
  getReferralProgram: GetReferralProgram;
  getReferralInfo: GetReferralInfo;
  getAgentApplication: GetAgentApplication;
  submitAgentApplication: AgentApplication;
}
/**
 * What the programme offers, for anyone (no session needed, none sent).
 */
export interface GetReferralProgram {
  /**
   * The site-wide REFERRAL promotion.
   */
  enabled: boolean;
  rewardPerInvite: number;
  currency: CurrencyUnits;
}
export interface CurrencyUnits {
  code: string;
  decimals: number;
}
export interface GetReferralInfo {
  referralCode: string;
  invitedCount: number;
  rewardTotal: number;
  rewardPerInvite: number;
  currency: CurrencyUnits;
  /**
   * The newest friends; `invitedCount` counts them all.
   */
  invites: InvitedFriend[];
}
export interface InvitedFriend {
  /**
   * Masked by the platform ("pl***56").
   */
  userName: string;
  registeredAt: number;
  reward: number;
}
export interface GetAgentApplication {
  eligible: boolean;
  application: null | AgentApplication;
}
export interface AgentApplication {
  id: number;
  state: AgentApplicationState;
  createdAt: number;
  reviewedAt: number | null;
  contactName: string;
  contact: string;
  channel: AgentChannel;
  audience: string;
  description: string;
}

export const getReferralProgram: AnswerCheck<ReferralAnswers["getReferralProgram"]> = { call: "referral.getReferralProgram", shape: {"t":"o","r":["enabled","rewardPerInvite","currency"],"p":{"enabled":"b","rewardPerInvite":"n","currency":{"t":"o","r":["code","decimals"],"p":{"code":"s","decimals":"i"}}}} };
export const getReferralInfo: AnswerCheck<ReferralAnswers["getReferralInfo"]> = { call: "referral.getReferralInfo", shape: {"t":"o","r":["referralCode","invitedCount","rewardTotal","rewardPerInvite","currency","invites"],"p":{"referralCode":"s","invitedCount":"n","rewardTotal":"n","rewardPerInvite":"n","currency":{"t":"o","r":["code","decimals"],"p":{"code":"s","decimals":"i"}},"invites":{"t":"a","i":{"t":"o","r":["userName","registeredAt","reward"],"p":{"userName":"s","registeredAt":"n","reward":"n"}},"x":2000}}} };
export const getAgentApplication: AnswerCheck<ReferralAnswers["getAgentApplication"]> = { call: "referral.getAgentApplication", shape: {"t":"o","r":["eligible","application"],"p":{"eligible":"b","application":{"a":["z",{"t":"o","r":["id","state","createdAt","reviewedAt","contactName","contact","channel","audience","description"],"p":{"id":"n","state":{"t":"s","e":["PENDING","APPROVED","REJECTED"]},"createdAt":"n","reviewedAt":"nz","contactName":"s","contact":"s","channel":{"t":"s","e":["SOCIAL","WEBSITE","COMMUNITY","OFFLINE","OTHER"]},"audience":"s","description":"s"}}]}}} };
export const submitAgentApplication: AnswerCheck<ReferralAnswers["submitAgentApplication"]> = { call: "referral.submitAgentApplication", shape: {"t":"o","r":["id","state","createdAt","reviewedAt","contactName","contact","channel","audience","description"],"p":{"id":"n","state":{"t":"s","e":["PENDING","APPROVED","REJECTED"]},"createdAt":"n","reviewedAt":"nz","contactName":"s","contact":"s","channel":{"t":"s","e":["SOCIAL","WEBSITE","COMMUNITY","OFFLINE","OTHER"]},"audience":"s","description":"s"}} };
