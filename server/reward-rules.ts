/**
 * The reward centre's claim rules (docs/rewards.md), pure so they are tested on their own:
 * where a promotion is in its life, and why a claim is refused, as the error code the member's
 * screen translates. Used by server/routes/rewards.ts inside the claiming transaction.
 */
import type { ClaimMode } from "./seed-data/promotions";

export type PromotionStatus = "UPCOMING" | "ONGOING" | "ENDED";

/** An end date is the last moment the promotion runs; a promotion with none never ends. */
export function promotionStatus(
  promotion: { start_date: number; end_date: number | null },
  now: number,
): PromotionStatus {
  if (now < promotion.start_date) return "UPCOMING";
  if (promotion.end_date !== null && now > promotion.end_date) return "ENDED";
  return "ONGOING";
}

/** The business codes of a refused claim, spelled in the platform's style (not seen on its wire). */
export const ClaimRefusal = {
  notClaimable: "promotion.not.claimable",
  notStarted: "promotion.not.started",
  ended: "promotion.ended",
  alreadyClaimed: "promotion.already.claimed",
} as const;

export type ClaimRefusalCode = (typeof ClaimRefusal)[keyof typeof ClaimRefusal];

/**
 * Why this member may not take this promotion up now, or null when they may. Order matters: a
 * member who claimed an ended promotion is told they claimed it, which is the more useful fact.
 */
export function claimRefusal(
  promotion: { claim_mode: ClaimMode; start_date: number; end_date: number | null },
  facts: { now: number; alreadyClaimed: boolean },
): ClaimRefusalCode | null {
  if (promotion.claim_mode === "NONE") return ClaimRefusal.notClaimable;
  if (facts.alreadyClaimed) return ClaimRefusal.alreadyClaimed;
  const status = promotionStatus(promotion, facts.now);
  if (status === "UPCOMING") return ClaimRefusal.notStarted;
  if (status === "ENDED") return ClaimRefusal.ended;
  return null;
}

/** A CLAIM is credited at once; an APPLY waits for the back office. */
export function claimStateOf(mode: Exclude<ClaimMode, "NONE">): "CLAIMED" | "APPLIED" {
  return mode === "CLAIM" ? "CLAIMED" : "APPLIED";
}
