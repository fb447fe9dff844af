// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { Promotion } from "../../engine/api/rewards";
import rewardCenter from "../../widgets/reward-center/register";
import { fail, fireEvent, renderWidget, screen, waitFor, within } from "./harness";

const [centre, activity] = rewardCenter as [(typeof rewardCenter)[0], (typeof rewardCenter)[1]];

const promotion = (changes: Partial<Promotion> & { id: number; title: string }): Promotion => ({
  category: 1,
  summary: "",
  announcementImages: [],
  startDate: Date.UTC(2025, 0, 1),
  endDate: null,
  noExpiry: true,
  content: "<p>Rules</p>",
  claimMode: "CLAIM",
  reward: 500,
  status: "ONGOING",
  ...changes,
});

const CATALOGUE = {
  "/wps/relay/PROMOFE_getPromotionAnnouncementCategory": {
    categories: [
      { id: 1, name: "Deposit bonus" },
      { id: 2, name: "Daily events" },
    ],
  },
  "/wps/relay/PROMOFE_getPromotionList": {
    promotions: [
      promotion({
        id: 10,
        title: "Reload bonus",
        content: `<p>Reload rules</p><img src="x" onerror="alert(1)">`,
      }),
      promotion({ id: 11, title: "Lucky draw", category: 2, claimMode: "NONE", reward: null }),
      promotion({ id: 12, title: "Red packet", category: 2, status: "ENDED", endDate: 1, noExpiry: false }),
    ],
  },
};

// The views (and the sanitiser they bring) are compiled on first import: done once here, not
// inside the first test's time budget.
beforeAll(async () => {
  await Promise.all([centre.view(), activity.view()]);
}, 60_000);

const member = { token: "member-token", member: { userName: "demo" } };
const article = (name: string) => within(screen.getByRole("article", { name }));

describe("the reward centre", () => {
  it("groups the promotions by category, with sanitised rules, and filters by category", async () => {
    await renderWidget(centre, { config: "royal", responses: CATALOGUE });
    const groups = await screen.findAllByTestId("reward-category");
    expect(groups.map((group) => within(group).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "Deposit bonus",
      "Daily events",
    ]);
    expect(article("Reload bonus").getByText("Reload rules")).toBeTruthy();
    expect(document.querySelector("[onerror]")).toBeNull();
    expect(article("Lucky draw").getByTestId("claim-state").textContent).toBe("Credited automatically");
    expect(article("Red packet").getByTestId("claim-state").textContent).toBe("Ended");
    fireEvent.click(screen.getByRole("radio", { name: "Daily events" }));
    expect(screen.queryByRole("article", { name: "Reload bonus" })).toBeNull();
    expect(screen.getByRole("article", { name: "Lucky draw" })).toBeTruthy();
  });

  it("asks a visitor to log in, and sends them to the login page that brings them back", async () => {
    const page = await renderWidget(centre, { config: "royal", responses: CATALOGUE });
    expect(await screen.findByTestId("reward-login-prompt")).toBeTruthy();
    fireEvent.click(article("Reload bonus").getByRole("button", { name: "Log in to claim" }));
    await page.settle();
    expect(page.location()).toEqual({ pathname: "/m/login", search: "?from=%2Fm%2FrewardCenter" });
    expect(page.requestsTo("/wps/relay/PROMOFE_getMemberPromotionClaims")).toEqual([]);
  });

  it("reads promotions without the member's token and claims with it, showing the claim at once", async () => {
    const page = await renderWidget(centre, {
      config: "royal",
      session: member,
      responses: {
        ...CATALOGUE,
        "/wps/relay/PROMOFE_getMemberPromotionClaims": { claims: [] },
        "/wps/relay/PROMOFE_claimPromotion": { promotionId: 10, state: "CLAIMED", claimedAt: 1 },
      },
    });
    fireEvent.click(await article("Reload bonus").findByRole("button", { name: "Claim" }));
    await waitFor(() =>
      expect(article("Reload bonus").getByTestId("claim-state").textContent).toBe("Claimed"),
    );
    expect(page.requestsTo("/wps/relay/PROMOFE_getPromotionList")[0]?.headers.authorization).toBeUndefined();
    const [claim] = page.requestsTo("/wps/relay/PROMOFE_claimPromotion");
    expect(claim?.headers).toMatchObject({ authorization: "member-token", moduleid: "REWCEN3" });
    expect(claim?.body).toEqual({ promotionId: 10 });
  });

  it("says why a claim was refused, in the member's language, beside the promotion", async () => {
    await renderWidget(centre, {
      config: "royal",
      session: member,
      responses: {
        ...CATALOGUE,
        "/wps/relay/PROMOFE_getMemberPromotionClaims": { claims: [] },
        "/wps/relay/PROMOFE_claimPromotion": fail("promotion.ended", "ended", { status: 409 }),
      },
    });
    fireEvent.click(await article("Reload bonus").findByRole("button", { name: "Claim" }));
    expect((await article("Reload bonus").findByRole("alert")).textContent).toBe("This promotion has ended.");
  });

  it("answers 'not found' where REWCEN3 is off", async () => {
    await renderWidget(centre, { config: "lite", responses: CATALOGUE });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
  });
});

describe("an activity", () => {
  it("shows one promotion by its id", async () => {
    await renderWidget(activity, {
      config: "royal",
      path: "/m/activity?id=10",
      responses: {
        "/wps/relay/PROMOFE_getPromotionDetail":
          CATALOGUE["/wps/relay/PROMOFE_getPromotionList"].promotions[0],
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Reload bonus" })).toBeTruthy();
    expect(screen.getByText("Reload rules")).toBeTruthy();
  });

  it("is not found for an unknown id, with a way home", async () => {
    await renderWidget(activity, {
      config: "royal",
      path: "/m/activity?id=404",
      responses: {
        "/wps/relay/PROMOFE_getPromotionDetail": fail("promotion.not.found", "no", { status: 404 }),
      },
    });
    expect((await screen.findByTestId("activity-not-found")).textContent).toBe("Activity not found");
    expect(screen.getByRole("link", { name: "Back to home" })).toBeTruthy();
  });

  it("makes no request when the id cannot be one", async () => {
    const page = await renderWidget(activity, { config: "royal", path: "/m/activity?id=abc" });
    expect(await screen.findByTestId("activity-not-found")).toBeTruthy();
    expect(page.requestsTo("/wps/relay/PROMOFE_getPromotionDetail")).toEqual([]);
  });
});
