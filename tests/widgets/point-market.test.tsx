// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import missions from "../../widgets/missions/register";
import market from "../../widgets/point-market/register";
import { fail, fireEvent, renderWidget, screen, within } from "./harness";

const SESSION = { member: { userName: "demo" } };
const ITEMS = [
  {
    id: 1,
    code: "FREE_SPINS",
    name: "10 free spins",
    description: "",
    cost: 300,
    stock: 50,
    image: "/i/1.svg",
  },
  { id: 2, code: "VIP_PASS", name: "VIP pass", description: "", cost: 2_500, stock: 10, image: "/i/2.svg" },
];
const REDEEM = "/wps/relay/MCSFE_redeemPointItem";
const redemption = {
  reference: "P20260101AAAAAAAA",
  itemId: 1,
  itemName: "10 free spins",
  cost: 300,
  createdAt: 0,
};

const card = (code: string) => {
  const found = screen.getAllByTestId("market-item").find((item) => item.dataset.code === code);
  if (!found) throw new Error(`no card ${code}`);
  return within(found);
};

describe("point market (/m/mall/mallHome)", () => {
  it("sends a visitor to log in", async () => {
    const page = await renderWidget(market, { config: "sunrise", path: "/m/mall/mallHome" });
    expect(page.location().pathname).toBe("/m/login");
  });

  it("retries a failed redeem with the same request id, sends a double tap once, and shows the new points", async () => {
    let calls = 0;
    const page = await renderWidget(market, {
      config: "sunrise",
      session: SESSION,
      responses: {
        "/wps/relay/MCSFE_getPointMarket": { points: 1_200, items: ITEMS },
        "/wps/relay/MCSFE_getPointRedemptions": { redemptions: [] },
        [REDEEM]: () => {
          calls += 1;
          return calls === 1 ? fail("system.busy", "Busy", { status: 500 }) : { redemption, points: 900 };
        },
      },
    });
    expect(screen.getByTestId("points-balance").textContent).toBe("1,200 points");
    fireEvent.click(card("FREE_SPINS").getByRole("button", { name: "Redeem 10 free spins" }));
    const dialog = within(screen.getByRole("dialog", { name: "Redeem 10 free spins?" }));
    expect(dialog.getByText("This costs 300 points. You will have 900 points left.")).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "Confirm" }));
    await page.settle();
    expect(screen.getByRole("alert").textContent).toBe(
      "The redemption did not go through. Please try again.",
    );
    const confirm = dialog.getByRole("button", { name: "Confirm" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await page.settle();
    const sent = page.requestsTo(REDEEM);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.headers.moduleid).toBe("PTSYS3");
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByTestId("points-balance").textContent).toBe("900 points");
    expect(card("FREE_SPINS").getByTestId("item-stock").textContent).toBe("49 left");
    expect(screen.getByTestId("toast").textContent).toBe("Redeemed: 10 free spins");
  });

  it("says how many points are missing on the card and why on the tap, sending nothing", async () => {
    const page = await renderWidget(market, {
      config: "sunrise",
      session: SESSION,
      responses: {
        "/wps/relay/MCSFE_getPointMarket": { points: 1_200, items: ITEMS },
        "/wps/relay/MCSFE_getPointRedemptions": { redemptions: [redemption] },
      },
    });
    expect(card("VIP_PASS").getByTestId("item-stock").textContent).toBe("1,300 points more needed");
    fireEvent.click(card("VIP_PASS").getByRole("button", { name: "Redeem VIP pass" }));
    const alert = within(screen.getByRole("alertdialog", { name: "Cannot redeem" }));
    expect(alert.getByTestId("redeem-blocked").textContent).toBe(
      "Not enough points: VIP pass costs 2,500 points and you have 1,200 points.",
    );
    expect(page.requestsTo(REDEEM)).toHaveLength(0);
    expect(within(screen.getByTestId("redemption-history")).getByText("10 free spins")).toBeTruthy();
  });
});

describe("missions (/m/leaderBoard)", () => {
  it("sends a visitor to log in", async () => {
    const page = await renderWidget(missions, { config: "sunrise", path: "/m/leaderBoard" });
    expect(page.location().pathname).toBe("/m/login");
  });

  it("tells a claim the server refuses as already claimed, and loads the missions again", async () => {
    const mission = { id: 7, code: "LOGIN_7", title: "Log in on 7 days", target: 7, progress: 7, reward: 50 };
    let loads = 0;
    const page = await renderWidget(missions, {
      config: "sunrise",
      session: SESSION,
      responses: {
        "/wps/relay/MCSFE_getMissions": () => {
          loads += 1;
          return { points: 10, missions: [{ ...mission, state: loads === 1 ? "COMPLETED" : "CLAIMED" }] };
        },
        "/wps/relay/MCSFE_getLeaderboard": { size: 10, top: [], own: null },
        "/wps/relay/MCSFE_claimMission": fail("mission.already.claimed"),
      },
    });
    const bar = screen.getByRole("progressbar", { name: "Log in on 7 days" });
    expect(bar.getAttribute("aria-valuetext")).toBe("7 of 7");
    expect(screen.getByText("No one is ranked yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Claim the reward of Log in on 7 days" }));
    await page.settle();
    expect(page.requestsTo("/wps/relay/MCSFE_claimMission")[0]?.body).toEqual({ missionId: 7 });
    expect(loads).toBe(2);
    expect(screen.getByText("Claimed")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("This reward has already been claimed.");
    expect(screen.queryByRole("button", { name: /Claim the reward/ })).toBeNull();
  });
});
