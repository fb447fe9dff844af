/**
 * Development controls over invite friends and agent registration (development and test only;
 * docs/dev-controls.md, "Invite friends and agents"):
 *   POST /__dev/referral  { merchant, siteWide?, rewardPerInvite?, username?, personal? }
 *   GET  /__dev/referral/:merchant/:username   the member's code, friends, switch and application
 *   POST /__dev/agent-applications/review  { merchant, username, state: "PENDING"|"APPROVED"|"REJECTED" }
 */
import type { FastifyPluginAsync } from "fastify";
import type { ServerContext } from "../context";
import {
  AGENT_STATES,
  agentApplicationOf,
  availablePromotionsOf,
  invitesOf,
  memberPromotions,
  referralCodeOf,
  referralReward,
  reviewAgentApplication,
  setMemberPromotion,
  setMerchantPromotion,
  setReferralReward,
} from "../data/referral";
import { ok } from "../envelope";
import { optionalField, readBody } from "../request-body";
import { invalid, requireMemberNamed, requireMerchantCode } from "./checks";

export const referralControls: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const { db } = context;

  /**
   * Switches the merchant's site-wide REFERRAL promotion, sets the reward per friend (minor
   * units), and with `username` that member's own REFERRAL switch (`personal`: true, false, or
   * null to follow the merchant again). Answers the site-wide and (with a member) personal state.
   */
  app.post("/__dev/referral", async (request) => {
    const body = readBody(request);
    const merchant = requireMerchantCode(context, body.merchant);
    const siteWide = optionalField<boolean>(body, "siteWide", "boolean");
    const reward = optionalField<number>(body, "rewardPerInvite", "number");
    if (reward !== undefined && (!Number.isSafeInteger(reward) || reward < 0))
      throw invalid("rewardPerInvite must be a whole number of minor units, 0 or more");
    const personal = optionalField<boolean | null>(body, "personal", "boolean", true);
    if (personal !== undefined && body.username === undefined) throw invalid("personal needs a username");
    const member =
      body.username === undefined ? undefined : await requireMemberNamed(context, merchant, body.username);

    if (siteWide !== undefined) await setMerchantPromotion(db, merchant, "REFERRAL", siteWide);
    if (reward !== undefined) await setReferralReward(db, merchant, reward);
    if (member && personal !== undefined) await setMemberPromotion(db, member.id, "REFERRAL", personal);
    return ok({
      siteWide: (await availablePromotionsOf(db, merchant)).REFERRAL ?? null,
      rewardPerInvite: await referralReward(db, merchant),
      ...(member
        ? { personal: (await availablePromotionsOf(db, merchant, member.id)).REFERRAL ?? null }
        : {}),
    });
  });

  app.get<{ Params: { merchant: string; username: string } }>(
    "/__dev/referral/:merchant/:username",
    async (request) => {
      const { merchant, username } = request.params;
      const member = await requireMemberNamed(context, merchant, username);
      const invites = await invitesOf(db, member.id);
      const application = await agentApplicationOf(db, member.id);
      return ok({
        referralCode: await referralCodeOf(db, member.merchant, member.id),
        invited: invites.map((invite) => ({
          username: invite.username,
          reward: invite.reward,
          createdAt: invite.created_at,
        })),
        personalReferral: (await memberPromotions(db, member.id)).get("REFERRAL") ?? null,
        application: application ?? null,
      });
    },
  );

  /** The back office's decision on an agent's application. */
  app.post("/__dev/agent-applications/review", async (request) => {
    const body = readBody(request);
    const member = await requireMemberNamed(context, body.merchant, body.username);
    const state = AGENT_STATES.find((known) => known === body.state);
    if (!state) throw invalid(`state must be one of ${AGENT_STATES.join(", ")}`);
    const application = await reviewAgentApplication(db, member.id, state);
    if (!application) throw invalid(`"${member.username}" has sent no application`);
    return ok(application);
  });
};
