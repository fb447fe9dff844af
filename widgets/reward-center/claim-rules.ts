/**
 * What a promotion offers the member where the claim button would be, and what a refused claim
 * means to them. Pure, so each case is tested on its own (tests/widgets/reward-claim-rules.test.ts).
 */
import type { Promotion, PromotionClaim } from "../../engine/api/rewards";
import type { ApiError } from "../../engine/http/envelope";

export type ClaimAction =
  /** Buttons: claim at once, apply for review, or log in first (a visitor). */
  | { kind: "claim" | "apply" | "login" }
  /** Already taken up: CLAIMED, or APPLIED and waiting for review. */
  | { kind: "done"; state: PromotionClaim["state"] }
  /** Nothing to tap: credited without asking, ended, not started, or no reward centre here. */
  | { kind: "automatic" | "ended" | "upcoming" | "unavailable" };

export function claimAction(
  promotion: Pick<Promotion, "claimMode" | "status">,
  claim: PromotionClaim | undefined,
  facts: { loggedIn: boolean; rewardCentre: boolean },
): ClaimAction {
  // What the member has done comes first: a claimed promotion that has since ended is "claimed".
  if (claim) return { kind: "done", state: claim.state };
  if (promotion.claimMode === "NONE") return { kind: "automatic" };
  if (promotion.status === "ENDED") return { kind: "ended" };
  if (promotion.status === "UPCOMING") return { kind: "upcoming" };
  if (!facts.rewardCentre) return { kind: "unavailable" };
  if (!facts.loggedIn) return { kind: "login" };
  return { kind: promotion.claimMode === "APPLY" ? "apply" : "claim" };
}

/** The business code of each refusal (docs/rewards.md) → the message the member reads. */
const REFUSALS: ReadonlyMap<string, string> = new Map([
  ["promotion.already.claimed", "reward_err_claimed"],
  ["promotion.ended", "reward_err_ended"],
  ["promotion.not.started", "reward_err_not_started"],
  ["promotion.not.claimable", "reward_err_automatic"],
  ["promotion.not.found", "reward_err_gone"],
  ["function.not.available", "reward_err_unavailable"],
]);

/** The message id for a failed claim; anything unforeseen (a timeout, a 500) is "try again". */
export function claimFailureMessage(error: Pick<ApiError, "errorCode">): string {
  return (error.errorCode && REFUSALS.get(error.errorCode)) || "reward_err_failed";
}

/** Refusals after which the member's claims are read again (the server knows better than the screen). */
export function refusalChangesState(error: Pick<ApiError, "errorCode">): boolean {
  return error.errorCode === "promotion.already.claimed";
}
