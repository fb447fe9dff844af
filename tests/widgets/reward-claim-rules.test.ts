import { describe, expect, it } from "vitest";
import { promotionIdOf } from "../../widgets/reward-center/activity-screen";
import {
  claimAction,
  claimFailureMessage,
  refusalChangesState,
} from "../../widgets/reward-center/claim-rules";

const member = { loggedIn: true, rewardCentre: true };
const running = { claimMode: "CLAIM" as const, status: "ONGOING" as const };

describe("what a promotion offers where its claim button would be", () => {
  it("offers a member the claim or the application of a running promotion", () => {
    expect(claimAction(running, undefined, member)).toEqual({ kind: "claim" });
    expect(claimAction({ ...running, claimMode: "APPLY" }, undefined, member)).toEqual({ kind: "apply" });
  });

  it("asks a visitor to log in first", () => {
    expect(claimAction(running, undefined, { ...member, loggedIn: false })).toEqual({ kind: "login" });
  });

  it("shows what the member has done, even once the promotion has ended", () => {
    const claim = { promotionId: 1, state: "APPLIED" as const, claimedAt: 0 };
    expect(claimAction({ ...running, status: "ENDED" }, claim, member)).toEqual({
      kind: "done",
      state: "APPLIED",
    });
  });

  it("offers nothing to tap for an automatic, ended or future promotion, or without the reward centre", () => {
    expect(claimAction({ ...running, claimMode: "NONE" }, undefined, member).kind).toBe("automatic");
    expect(claimAction({ ...running, status: "ENDED" }, undefined, member).kind).toBe("ended");
    expect(claimAction({ ...running, status: "UPCOMING" }, undefined, member).kind).toBe("upcoming");
    expect(claimAction(running, undefined, { loggedIn: false, rewardCentre: false }).kind).toBe(
      "unavailable",
    );
  });
});

describe("what a refused claim says", () => {
  it("names each business refusal in the member's words, anything else as try again", () => {
    expect(claimFailureMessage({ errorCode: "promotion.already.claimed" })).toBe("reward_err_claimed");
    expect(claimFailureMessage({ errorCode: "promotion.ended" })).toBe("reward_err_ended");
    expect(claimFailureMessage({ errorCode: "promotion.not.started" })).toBe("reward_err_not_started");
    expect(claimFailureMessage({ errorCode: "promotion.not.claimable" })).toBe("reward_err_automatic");
    expect(claimFailureMessage({ errorCode: "promotion.not.found" })).toBe("reward_err_gone");
    expect(claimFailureMessage({ errorCode: "function.not.available" })).toBe("reward_err_unavailable");
    expect(claimFailureMessage({ errorCode: null })).toBe("reward_err_failed");
    expect(claimFailureMessage({ errorCode: "toString" })).toBe("reward_err_failed");
  });

  it("reads the claims again only when the server says the member already has this one", () => {
    expect(refusalChangesState({ errorCode: "promotion.already.claimed" })).toBe(true);
    expect(refusalChangesState({ errorCode: "promotion.ended" })).toBe(false);
  });
});

describe("the activity page's id", () => {
  it("is a positive whole number, or nothing", () => {
    expect(promotionIdOf("?id=12")).toBe(12);
    for (const search of ["", "?id=", "?id=abc", "?id=0", "?id=-3", "?id=1.5", "?id=01", "?id=99999999999"])
      expect(promotionIdOf(search), search).toBeNull();
  });
});
