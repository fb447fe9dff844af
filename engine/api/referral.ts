/**
 * Invite friends and agent registration. The platform's paths for these are not shown (spec
 * section 7); they follow the naming of the relay calls that are. Rewards are whole minor units
 * with the currency's decimals beside them, as the cashier's amounts are.
 */
import { defineCall } from "../http/define-call";
import type { AgentChannel, ReferralAnswers } from "./generated/referral";
import * as checks from "./generated/referral";

export type {
  AgentApplication,
  AgentApplicationState,
  AgentChannel,
  InvitedFriend,
} from "./generated/referral";

export type ReferralProgram = ReferralAnswers["getReferralProgram"];
export type ReferralInfo = ReferralAnswers["getReferralInfo"];

/** The channels the form offers, in its order: every one the answer's schema knows. */
export const AGENT_CHANNELS = [
  "SOCIAL",
  "WEBSITE",
  "COMMUNITY",
  "OFFLINE",
  "OTHER",
] as const satisfies readonly AgentChannel[];

export interface AgentApplicationForm {
  contactName: string;
  contact: string;
  channel: AgentChannel;
  audience: string;
  description: string;
}

/** Longest texts the backend keeps (it refuses longer ones with request_param_err). */
export const AGENT_FIELD_LIMITS = { contactName: 60, contact: 80, audience: 60, description: 500 } as const;

/** Public, like the promotions it describes: sent without the member's token (spec section 6). */
export const getReferralProgram = defineCall({
  path: "/wps/relay/MCSFE_getReferralProgram",
  answer: checks.getReferralProgram,
  auth: false,
  alert: false,
});

export const getReferralInfo = defineCall({
  path: "/wps/relay/MCSFE_getReferralInfo",
  answer: checks.getReferralInfo,
  alert: false,
});

export const getAgentApplication = defineCall({
  path: "/wps/relay/MCSFE_getAgentApplication",
  answer: checks.getAgentApplication,
  alert: false,
});

/** REWCEN3: the module the platform files referral and agent business under. */
export const submitAgentApplication = defineCall({
  path: "/wps/relay/MCSFE_submitAgentApplication",
  method: "POST",
  answer: checks.submitAgentApplication,
  moduleId: "REWCEN3",
  alert: false,
  send: (form: AgentApplicationForm) => ({ body: form }),
});
