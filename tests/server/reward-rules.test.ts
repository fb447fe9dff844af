import { describe, expect, it } from "vitest";
import { claimRefusal, claimStateOf, promotionStatus } from "../../server/reward-rules";

const START = Date.UTC(2025, 0, 1);
const END = Date.UTC(2025, 11, 31);
const promotion = (changes: Partial<Parameters<typeof claimRefusal>[0]> = {}) => ({
  claim_mode: "CLAIM" as const,
  start_date: START,
  end_date: END,
  ...changes,
});

describe("promotionStatus", () => {
  it("is upcoming before the start, ongoing through the last moment, ended after it", () => {
    expect(promotionStatus(promotion(), START - 1)).toBe("UPCOMING");
    expect(promotionStatus(promotion(), START)).toBe("ONGOING");
    expect(promotionStatus(promotion(), END)).toBe("ONGOING");
    expect(promotionStatus(promotion(), END + 1)).toBe("ENDED");
  });

  it("never ends without an end date", () => {
    expect(promotionStatus(promotion({ end_date: null }), Date.UTC(2099, 0, 1))).toBe("ONGOING");
  });
});

describe("claimRefusal", () => {
  const during = { now: START + 1, alreadyClaimed: false };

  it("lets a member claim or apply for a running promotion once", () => {
    expect(claimRefusal(promotion(), during)).toBeNull();
    expect(claimRefusal(promotion({ claim_mode: "APPLY" }), during)).toBeNull();
    expect(claimRefusal(promotion(), { ...during, alreadyClaimed: true })).toBe("promotion.already.claimed");
  });

  it("refuses a promotion that is credited without a claim, has not started, or has ended", () => {
    expect(claimRefusal(promotion({ claim_mode: "NONE" }), during)).toBe("promotion.not.claimable");
    expect(claimRefusal(promotion(), { ...during, now: START - 1 })).toBe("promotion.not.started");
    expect(claimRefusal(promotion(), { ...during, now: END + 1 })).toBe("promotion.ended");
  });

  it("tells a member who claimed an ended promotion that they claimed it", () => {
    expect(claimRefusal(promotion(), { now: END + 1, alreadyClaimed: true })).toBe(
      "promotion.already.claimed",
    );
  });
});

describe("claimStateOf", () => {
  it("credits a claim at once and leaves an application for review", () => {
    expect(claimStateOf("CLAIM")).toBe("CLAIMED");
    expect(claimStateOf("APPLY")).toBe("APPLIED");
  });
});
