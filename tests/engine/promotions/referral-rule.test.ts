import { describe, expect, it } from "vitest";
import type { AvailablePromotions } from "../../../engine/api/promotions";
import {
  isAgent,
  isReferralShown,
  needsPersonalPromotions,
  type ReferralFacts,
  referralAction,
} from "../../../engine/promotions/referral-rule";

/** Spec section 4, "Referral action", over the site-wide and personal available promotions. */
const on: AvailablePromotions = {
  APP_DOWNLOAD: { enabled: true, count: 1 },
  REFERRAL: { enabled: true, count: 2 },
};
const off: AvailablePromotions = {
  APP_DOWNLOAD: { enabled: true, count: 1 },
  REFERRAL: { enabled: false, count: 0 },
};
const noReferral: AvailablePromotions = { APP_DOWNLOAD: { enabled: true, count: 1 } };

const visitor = (siteWide: AvailablePromotions | null): ReferralFacts => ({
  loggedIn: false,
  customerType: -1,
  siteWide,
  personal: null,
});
const member = (
  customerType: number,
  siteWide: AvailablePromotions | null,
  personal: AvailablePromotions | null,
): ReferralFacts => ({ loggedIn: true, customerType, siteWide, personal });

describe("isAgent (spec section 6: types 1 and 2 are agents)", () => {
  it.each([
    [-1, false],
    [0, false],
    [1, true],
    [2, true],
    [3, false],
    [4, false],
  ])("type %i → %s", (type, agent) => {
    expect(isAgent(type)).toBe(agent);
  });
});

describe("isReferralShown", () => {
  it("is never shown while the site-wide promotion is off, missing or unanswered", () => {
    for (const siteWide of [off, noReferral, null, {}]) {
      expect(isReferralShown(visitor(siteWide))).toBe(false);
      expect(isReferralShown(member(1, siteWide, on))).toBe(false);
      expect(isReferralShown(member(0, siteWide, on))).toBe(false);
    }
  });

  it("is shown to a visitor when the site-wide promotion is on", () => {
    expect(isReferralShown(visitor(on))).toBe(true);
  });

  it("is shown to an agent whatever their own promotion says", () => {
    for (const type of [1, 2]) {
      for (const personal of [on, off, null]) expect(isReferralShown(member(type, on, personal))).toBe(true);
    }
  });

  it("is shown to any other member only when their own promotion is on", () => {
    for (const type of [0, 4]) {
      expect(isReferralShown(member(type, on, on))).toBe(true);
      expect(isReferralShown(member(type, on, off))).toBe(false);
      expect(isReferralShown(member(type, on, noReferral))).toBe(false);
      expect(isReferralShown(member(type, on, null))).toBe(false);
    }
  });
});

describe("referralAction", () => {
  it("tells a visitor 'coming soon' when the site-wide promotion is off (or unanswered)", () => {
    expect(referralAction(visitor(off))).toBe("coming-soon");
    expect(referralAction(visitor(noReferral))).toBe("coming-soon");
    expect(referralAction(visitor(null))).toBe("coming-soon");
  });

  it("sends a visitor to invite friends when it is on", () => {
    expect(referralAction(visitor(on))).toBe("invite-friends");
  });

  it("sends an agent to agent registration, even with referral off everywhere", () => {
    for (const type of [1, 2]) {
      expect(referralAction(member(type, on, on))).toBe("agent-register");
      expect(referralAction(member(type, off, off))).toBe("agent-register");
      expect(referralAction(member(type, null, null))).toBe("agent-register");
    }
  });

  it("sends a member for whom referral is shown to invite friends", () => {
    expect(referralAction(member(0, on, on))).toBe("invite-friends");
  });

  it("opens customer service for a member for whom it is not shown (never 'coming soon')", () => {
    expect(referralAction(member(0, on, off))).toBe("customer-service");
    expect(referralAction(member(0, off, on))).toBe("customer-service");
    expect(referralAction(member(0, null, null))).toBe("customer-service");
    expect(referralAction(member(4, on, null))).toBe("customer-service");
  });
});

describe("needsPersonalPromotions", () => {
  it("asks for the member's own answer only when a logged-in non-agent's decision reads it", () => {
    expect(needsPersonalPromotions(false, -1)).toBe(false);
    expect(needsPersonalPromotions(true, 1)).toBe(false);
    expect(needsPersonalPromotions(true, 2)).toBe(false);
    expect(needsPersonalPromotions(true, 0)).toBe(true);
    expect(needsPersonalPromotions(true, 4)).toBe(true);
  });
});
