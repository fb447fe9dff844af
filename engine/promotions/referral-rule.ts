/**
 * Spec section 4, "Referral action", as pure rules over what the available-promotions call
 * answers (MCSFE_getMerchantAvailablePromotions): the site-wide answer (sent without
 * Authorization) and the member's personal one (sent with it). Screens and widgets (the member
 * home's entry, the top bar's, the activity shortcut's INVITE_FRIENDS item) all ask these, so
 * they cannot disagree.
 */
import type { AvailablePromotions } from "../api/promotions";

/** Member types that count as agents (spec section 6). */
export const AGENT_TYPES: readonly number[] = [1, 2];

export function isAgent(customerType: number): boolean {
  return AGENT_TYPES.includes(customerType);
}

export interface ReferralFacts {
  loggedIn: boolean;
  /** The session's customer type (-1 for a visitor). */
  customerType: number;
  /** The answer without Authorization; null when it failed or has not come. */
  siteWide: AvailablePromotions | null;
  /** The member's own answer; null for a visitor, or when it failed or has not come. */
  personal: AvailablePromotions | null;
}

const referralOn = (promotions: AvailablePromotions | null) => promotions?.REFERRAL?.enabled === true;

/**
 * "Referral is shown only if the site-wide promotion is enabled and (not logged in, or agent,
 * or the member's own promotion is enabled)." An answer that is missing counts as off: the
 * entry must never lead to a programme the platform did not confirm.
 */
export function isReferralShown(facts: ReferralFacts): boolean {
  if (!referralOn(facts.siteWide)) return false;
  return !facts.loggedIn || isAgent(facts.customerType) || referralOn(facts.personal);
}

export type ReferralAction = "coming-soon" | "agent-register" | "invite-friends" | "customer-service";

/**
 * What the referral entry does, in the spec's order: a visitor with the referral promotion off
 * is told it is coming soon; an agent goes to agent registration; else where referral is shown,
 * invite friends; otherwise customer service.
 */
export function referralAction(facts: ReferralFacts): ReferralAction {
  if (!facts.loggedIn && !referralOn(facts.siteWide)) return "coming-soon";
  if (facts.loggedIn && isAgent(facts.customerType)) return "agent-register";
  if (isReferralShown(facts)) return "invite-friends";
  return "customer-service";
}

/** Whether the personal answer is needed at all: only a logged-in non-agent's decision reads it. */
export function needsPersonalPromotions(loggedIn: boolean, customerType: number): boolean {
  return loggedIn && !isAgent(customerType);
}
