/**
 * The reward centre's calls (REWCEN3; docs/api.md, docs/rewards.md). The platform's wire shows
 * only the category call (promotions.getPromotionCategories); these follow its PROMOFE_ naming.
 * Promotions are public and go without Authorization (spec section 6); claims are the member's.
 * Every call here leaves its failure to the screen (alert false): a refused claim is told in
 * place, beside the promotion, in the member's language.
 */
import { defineCall } from "../http/define-call";
import * as checks from "./generated/rewards";

export type { ClaimMode, Promotion, PromotionClaim, PromotionStatus } from "./generated/rewards";

export const getPromotionList = defineCall({
  path: "/wps/relay/PROMOFE_getPromotionList",
  answer: checks.getPromotionList,
  auth: false,
  alert: false,
  send: (categoryId?: number) => ({ query: { categoryId } }),
});

/** One promotion; an unknown id rejects with `promotion.not.found`. */
export const getPromotionDetail = defineCall({
  path: "/wps/relay/PROMOFE_getPromotionDetail",
  answer: checks.getPromotionDetail,
  auth: false,
  alert: false,
  send: (id: number) => ({ query: { id } }),
});

export const getPromotionClaims = defineCall({
  path: "/wps/relay/PROMOFE_getMemberPromotionClaims",
  answer: checks.getPromotionClaims,
  alert: false,
});

/**
 * Claims (or applies for) a promotion. Refusals: `promotion.already.claimed`, `promotion.ended`,
 * `promotion.not.started`, `promotion.not.claimable`, `promotion.not.found`, and
 * `function.not.available` where the reward centre is off.
 */
export const claimPromotion = defineCall({
  path: "/wps/relay/PROMOFE_claimPromotion",
  method: "POST",
  answer: checks.claimPromotion,
  moduleId: "REWCEN3",
  alert: false,
  send: (promotionId: number) => ({ body: { promotionId } }),
});
