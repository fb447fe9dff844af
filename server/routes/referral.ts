/**
 * Invite friends and agent registration (spec sections 2 and 4). The platform's paths for these
 * are not shown; they follow the relay naming of the calls that are (MCSFE_…). Rewards travel as
 * whole minor units with the currency's decimals beside them, as the cashier's amounts do.
 */
import type { FastifyPluginAsync } from "fastify";
import { requireMember } from "../auth";
import type { ServerContext } from "../context";
import type { MemberRow } from "../data/members";
import {
  type AgentApplicationRow,
  agentApplicationOf,
  availablePromotionsOf,
  invitesOf,
  referralCodeOf,
  referralReward,
  submitAgentApplication,
} from "../data/referral";
import { ErrorCode, ok, WpsError } from "../envelope";
import { merchantOf } from "../merchant-header";
import type { Merchant } from "../merchants";
import { bodyOf, withBody } from "../request-schemas";
import type { AgentApplicationBody } from "../schemas/requests/generated";

/** Member types that count as agents (spec section 6). */
const AGENT_TYPES = new Set([1, 2]);

/** The friends list shows the newest ones; the count is of all. */
const INVITES_SHOWN = 20;

/** Longest texts an application keeps; the form says the same limits. */
export const AGENT_LIMITS = { contactName: 60, contact: 80, audience: 60, description: 500 } as const;

export const ReferralError = {
  /** The member is not an agent (types 1 and 2): the application is not theirs to send. */
  agentNotEligible: "agent.not.eligible",
  /** An application is already pending or approved. */
  agentApplicationExists: "agent.application.exists",
} as const;

/** "player123456" → "pl***56": friends are named, never in full, to the member who invited them. */
function maskUsername(username: string): string {
  if (username.length <= 4) return `${username[0] ?? ""}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

function currencyOf(merchant: Merchant) {
  return { code: merchant.currency.code, decimals: merchant.currency.decimals };
}

function applicationView(row: AgentApplicationRow) {
  return {
    id: row.id,
    contactName: row.contact_name,
    contact: row.contact,
    channel: row.channel,
    audience: row.audience,
    description: row.description,
    state: row.state,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
  };
}

/** A text of the application, trimmed; its limit counts what is left. */
function limited(body: AgentApplicationBody, field: keyof typeof AGENT_LIMITS): string {
  const trimmed = (body[field] ?? "").trim();
  const max = AGENT_LIMITS[field];
  if (trimmed.length > max)
    throw new WpsError(400, ErrorCode.requestParamErr, `${field} must be at most ${max} characters`);
  return trimmed;
}

const isAgent = (member: MemberRow) => AGENT_TYPES.has(member.type);

export const referralRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const { db } = context;

  /**
   * GET /wps/relay/MCSFE_getReferralProgram (public) → { enabled, rewardPerInvite, currency }:
   * what a visitor is told the programme offers; enabled is the site-wide REFERRAL switch.
   */
  app.get("/wps/relay/MCSFE_getReferralProgram", async (request) => {
    const merchant = merchantOf(request);
    const promotions = await availablePromotionsOf(db, merchant.code);
    return ok({
      enabled: promotions.REFERRAL?.enabled === true,
      rewardPerInvite: await referralReward(db, merchant.code),
      currency: currencyOf(merchant),
    });
  });

  /**
   * GET /wps/relay/MCSFE_getReferralInfo (member) → { referralCode, invitedCount, rewardTotal,
   * rewardPerInvite, currency, invites: [{ userName (masked), registeredAt, reward }] }
   */
  app.get("/wps/relay/MCSFE_getReferralInfo", async (request) => {
    const merchant = merchantOf(request);
    const member = await requireMember(context, request);
    const [referralCode, invites, rewardPerInvite] = await Promise.all([
      referralCodeOf(db, merchant.code, member.id),
      invitesOf(db, member.id),
      referralReward(db, merchant.code),
    ]);
    return ok({
      referralCode,
      invitedCount: invites.length,
      rewardTotal: invites.reduce((total, invite) => total + invite.reward, 0),
      rewardPerInvite,
      currency: currencyOf(merchant),
      invites: invites.slice(0, INVITES_SHOWN).map((invite) => ({
        userName: maskUsername(invite.username),
        registeredAt: invite.created_at,
        reward: invite.reward,
      })),
    });
  });

  /** GET /wps/relay/MCSFE_getAgentApplication (member) → { eligible, application: {…} | null } */
  app.get("/wps/relay/MCSFE_getAgentApplication", async (request) => {
    const member = await requireMember(context, request);
    const application = await agentApplicationOf(db, member.id);
    return ok({ eligible: isAgent(member), application: application ? applicationView(application) : null });
  });

  /**
   * POST /wps/relay/MCSFE_submitAgentApplication { contactName, contact, channel, audience?,
   * description } (agents only) → the stored application, PENDING. A pending or approved one
   * answers agent.application.exists; a rejected one is replaced.
   */
  const application = withBody("submit-agent-application");
  app.post("/wps/relay/MCSFE_submitAgentApplication", application, async (request) => {
    const merchant = merchantOf(request);
    const member = await requireMember(context, request);
    if (!isAgent(member)) {
      throw new WpsError(403, ReferralError.agentNotEligible, "Only agents can apply here");
    }
    const body = bodyOf(request, "submit-agent-application");
    const stored = await submitAgentApplication(db, {
      merchant: merchant.code,
      memberId: member.id,
      contactName: limited(body, "contactName"),
      contact: limited(body, "contact"),
      channel: body.channel,
      audience: limited(body, "audience"),
      description: limited(body, "description"),
    });
    if (!stored) {
      throw new WpsError(400, ReferralError.agentApplicationExists, "Your application is already with us");
    }
    return ok(applicationView(stored));
  });
};
