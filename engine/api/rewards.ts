/**
 * The reward centre's calls (REWCEN3; docs/api.md, docs/rewards.md). The platform's wire shows
 * only the category call (promotions.getPromotionCategories); these follow its PROMOFE_ naming.
 * Promotions are public and go without Authorization (spec section 6); claims are the member's.
 * Every call here leaves its failure to the screen (alert false): a refused claim is told in
 * place, beside the promotion, in the member's language.
 */
import type { HttpClient } from "../http/client";
import * as checks from "./generated/rewards";

export type ClaimMode = "CLAIM" | "APPLY" | "NONE";
export type PromotionStatus = "UPCOMING" | "ONGOING" | "ENDED";

export interface Promotion {
  id: number;
  title: string;
  /** The category's id (promotions.getPromotionCategories). */
  category: number;
  summary: string;
  announcementImages: Array<{ sequence: number; url: string }>;
  startDate: number;
  endDate: number | null;
  noExpiry: boolean;
  /** The rules: server HTML, shown only through engine/ui/html-block.tsx. */
  content: string;
  /** CLAIM credits at once, APPLY asks the back office, NONE is credited without asking. */
  claimMode: ClaimMode;
  /** The bonus in minor units, null where the rules say it in words. */
  reward: number | null;
  status: PromotionStatus;
}

export interface PromotionClaim {
  promotionId: number;
  state: "CLAIMED" | "APPLIED";
  claimedAt: number;
}

export function getPromotionList(
  http: HttpClient,
  categoryId?: number,
): Promise<{ promotions: Promotion[] }> {
  return http.request("/wps/relay/PROMOFE_getPromotionList", {
    answer: checks.getPromotionList,
    query: { categoryId },
    auth: false,
    alert: false,
  });
}

/** One promotion; an unknown id rejects with `promotion.not.found`. */
export function getPromotionDetail(http: HttpClient, id: number): Promise<Promotion> {
  return http.request("/wps/relay/PROMOFE_getPromotionDetail", {
    answer: checks.getPromotionDetail,
    query: { id },
    auth: false,
    alert: false,
  });
}

export function getPromotionClaims(http: HttpClient): Promise<{ claims: PromotionClaim[] }> {
  return http.request("/wps/relay/PROMOFE_getMemberPromotionClaims", {
    answer: checks.getPromotionClaims,
    alert: false,
  });
}

/**
 * Claims (or applies for) a promotion. Refusals: `promotion.already.claimed`, `promotion.ended`,
 * `promotion.not.started`, `promotion.not.claimable`, `promotion.not.found`, and
 * `function.not.available` where the reward centre is off.
 */
export function claimPromotion(http: HttpClient, promotionId: number): Promise<PromotionClaim> {
  return http.request("/wps/relay/PROMOFE_claimPromotion", {
    answer: checks.claimPromotion,
    method: "POST",
    body: { promotionId },
    moduleId: "REWCEN3",
    alert: false,
  });
}
