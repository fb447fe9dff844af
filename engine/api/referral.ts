/**
 * Invite friends and agent registration. The platform's paths for these are not shown (spec
 * section 7); they follow the naming of the relay calls that are. Rewards are whole minor units
 * with the currency's decimals beside them, as the cashier's amounts are.
 */
import type { HttpClient } from "../http/client";
import * as checks from "./generated/referral";
import type { CurrencyUnits, MinorUnits } from "./money";

/** What the programme offers, for anyone (no session needed, none sent). */
export interface ReferralProgram {
  /** The site-wide REFERRAL promotion. */
  enabled: boolean;
  rewardPerInvite: MinorUnits;
  currency: CurrencyUnits;
}

export interface InvitedFriend {
  /** Masked by the platform ("pl***56"). */
  userName: string;
  registeredAt: number;
  reward: MinorUnits;
}

export interface ReferralInfo {
  referralCode: string;
  invitedCount: number;
  rewardTotal: MinorUnits;
  rewardPerInvite: MinorUnits;
  currency: CurrencyUnits;
  /** The newest friends; `invitedCount` counts them all. */
  invites: InvitedFriend[];
}

export const AGENT_CHANNELS = ["SOCIAL", "WEBSITE", "COMMUNITY", "OFFLINE", "OTHER"] as const;
export type AgentChannel = (typeof AGENT_CHANNELS)[number];
export type AgentApplicationState = "PENDING" | "APPROVED" | "REJECTED";

export interface AgentApplicationForm {
  contactName: string;
  contact: string;
  channel: AgentChannel;
  audience: string;
  description: string;
}

export interface AgentApplication extends AgentApplicationForm {
  id: number;
  state: AgentApplicationState;
  createdAt: number;
  reviewedAt: number | null;
}

/** Longest texts the backend keeps (it refuses longer ones with request_param_err). */
export const AGENT_FIELD_LIMITS = { contactName: 60, contact: 80, audience: 60, description: 500 } as const;

/** Public, like the promotions it describes: sent without the member's token (spec section 6). */
export function getReferralProgram(http: HttpClient): Promise<ReferralProgram> {
  return http.request("/wps/relay/MCSFE_getReferralProgram", {
    answer: checks.getReferralProgram,
    auth: false,
    alert: false,
  });
}

export function getReferralInfo(http: HttpClient): Promise<ReferralInfo> {
  return http.request("/wps/relay/MCSFE_getReferralInfo", {
    answer: checks.getReferralInfo,
    alert: false,
  });
}

export function getAgentApplication(
  http: HttpClient,
): Promise<{ eligible: boolean; application: AgentApplication | null }> {
  return http.request("/wps/relay/MCSFE_getAgentApplication", {
    answer: checks.getAgentApplication,
    alert: false,
  });
}

/** REWCEN3: the module the platform files referral and agent business under. */
export function submitAgentApplication(
  http: HttpClient,
  form: AgentApplicationForm,
): Promise<AgentApplication> {
  return http.request("/wps/relay/MCSFE_submitAgentApplication", {
    answer: checks.submitAgentApplication,
    method: "POST",
    body: form,
    moduleId: "REWCEN3",
    alert: false,
  });
}
