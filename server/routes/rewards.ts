/**
 * The reward centre (REWCEN3; docs/rewards.md, docs/api.md). The platform's wire shows only the
 * category call (PROMOFE_getPromotionAnnouncementCategory, in content.ts); the list, detail and
 * claim calls here follow its PROMOFE_ naming. Promotions are public and read without
 * Authorization (spec section 6); claims are the member's own. A promotion is the announcement's
 * promotion shape plus what the reward centre needs: summary, claimMode, reward, status.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { requireMember } from "../auth";
import type { ServerContext } from "../context";
import {
  type ClaimRow,
  claimsOf,
  findRewardPromotion,
  insertClaim,
  listRewardPromotions,
  lockRewardPromotion,
  type RewardPromotionRow,
} from "../data/rewards";
import { ErrorCode, ok, WpsError } from "../envelope";
import { merchantOf } from "../merchant-header";
import type { Merchant } from "../merchants";
import { bodyOf, withBody } from "../request-schemas";
import { ClaimRefusal, claimRefusal, claimStateOf, promotionStatus } from "../reward-rules";
import { promotionImageUrl } from "./demo";

export const PROMOTION_NOT_FOUND = "promotion.not.found";

/** Why each refusal is a 409: the request was understood; the promotion's state forbids it. */
const REFUSAL_MESSAGES: Record<string, string> = {
  [ClaimRefusal.notClaimable]: "This promotion is credited without a claim",
  [ClaimRefusal.notStarted]: "This promotion has not started yet",
  [ClaimRefusal.ended]: "This promotion has ended",
  [ClaimRefusal.alreadyClaimed]: "You have already claimed this promotion",
};

export function promotionView(merchant: Merchant, promotion: RewardPromotionRow, now: number) {
  return {
    id: promotion.id,
    title: promotion.title,
    category: promotion.category_id,
    summary: promotion.summary,
    announcementImages: Array.from({ length: promotion.image_count }, (_, index) => ({
      sequence: index + 1,
      url: promotionImageUrl(merchant, promotion, index + 1),
    })),
    startDate: promotion.start_date,
    endDate: promotion.end_date,
    noExpiry: promotion.no_expiry,
    content: promotion.content,
    claimMode: promotion.claim_mode,
    reward: promotion.reward,
    status: promotionStatus(promotion, now),
  };
}

function claimView(claim: ClaimRow) {
  return { promotionId: claim.promotion_id, state: claim.state, claimedAt: claim.claimed_at };
}

/** A positive whole id from the query, else undefined (an id that cannot exist). */
function idOf(value: unknown): number | undefined {
  const id = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : undefined;
}

function query(request: FastifyRequest): Record<string, string | undefined> {
  return (request.query ?? {}) as Record<string, string | undefined>;
}

/** Claims are the reward centre's: where REWCEN3 is off the gateway answers as for any switched-off module. */
function requireRewardCentre(context: ServerContext, merchant: Merchant): void {
  if (!context.liveFlags.features(merchant).REWCEN3) {
    throw new WpsError(403, ErrorCode.functionNotAvailable, "The reward center is not available");
  }
}

export const rewardRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const { db } = context;

  /** GET /wps/relay/PROMOFE_getPromotionList?categoryId= → { promotions: [promotion] } (all without categoryId). */
  app.get("/wps/relay/PROMOFE_getPromotionList", async (request) => {
    const merchant = merchantOf(request);
    const given = query(request).categoryId;
    const categoryId = given === undefined || given === "" ? undefined : idOf(given);
    if (given !== undefined && given !== "" && categoryId === undefined) {
      throw new WpsError(400, ErrorCode.requestParamErr, "categoryId must be a category id");
    }
    const rows = await listRewardPromotions(db, merchant.code, categoryId);
    const now = Date.now();
    return ok({ promotions: rows.map((row) => promotionView(merchant, row, now)) });
  });

  /** GET /wps/relay/PROMOFE_getPromotionDetail?id= → promotion; an unknown id is 404 promotion.not.found. */
  app.get("/wps/relay/PROMOFE_getPromotionDetail", async (request) => {
    const merchant = merchantOf(request);
    const id = idOf(query(request).id);
    const row = id === undefined ? undefined : await findRewardPromotion(db, merchant.code, id);
    if (!row) throw new WpsError(404, PROMOTION_NOT_FOUND, "No such promotion");
    return ok(promotionView(merchant, row, Date.now()));
  });

  /** GET /wps/relay/PROMOFE_getMemberPromotionClaims (Authorization) → { claims: [{ promotionId, state, claimedAt }] } */
  app.get("/wps/relay/PROMOFE_getMemberPromotionClaims", async (request) => {
    const merchant = merchantOf(request);
    const member = await requireMember(context, request);
    requireRewardCentre(context, merchant);
    return ok({ claims: (await claimsOf(db, member.id)).map(claimView) });
  });

  /**
   * POST /wps/relay/PROMOFE_claimPromotion { promotionId } (Authorization, ModuleId REWCEN3) →
   * { promotionId, state: CLAIMED | APPLIED, claimedAt }. Refusals: 404 promotion.not.found,
   * 409 promotion.not.claimable / promotion.not.started / promotion.ended / promotion.already.claimed.
   */
  app.post("/wps/relay/PROMOFE_claimPromotion", withBody("claim-promotion"), async (request) => {
    const merchant = merchantOf(request);
    const member = await requireMember(context, request);
    requireRewardCentre(context, merchant);
    const promotionId = bodyOf(request, "claim-promotion").promotionId;
    const claim = await db.transaction(async (tx) => {
      const promotion = await lockRewardPromotion(tx, merchant.code, promotionId);
      if (!promotion) throw new WpsError(404, PROMOTION_NOT_FOUND, "No such promotion");
      const claims = await claimsOf(tx, member.id);
      const refusal = claimRefusal(promotion, {
        now: Date.now(),
        alreadyClaimed: claims.some((claim) => claim.promotion_id === promotionId),
      });
      // NONE is already refused by the rule; named again so the type knows the mode is CLAIM or APPLY.
      if (refusal || promotion.claim_mode === "NONE") {
        const code = refusal ?? ClaimRefusal.notClaimable;
        throw new WpsError(409, code, REFUSAL_MESSAGES[code] ?? code);
      }
      const written = await insertClaim(tx, {
        merchant: merchant.code,
        promotionId,
        memberId: member.id,
        state: claimStateOf(promotion.claim_mode),
        at: Date.now(),
      });
      // A second request of the same member got here first (the unique key): the same refusal.
      if (!written) {
        throw new WpsError(
          409,
          ClaimRefusal.alreadyClaimed,
          REFUSAL_MESSAGES[ClaimRefusal.alreadyClaimed] ?? "",
        );
      }
      return written;
    });
    return ok(claimView(claim));
  });
};
