// @vitest-environment jsdom

import { cleanup } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { defineScreen } from "../../engine/registry/blueprints";
import deposit from "../../widgets/deposit/register";
import memberHome from "../../widgets/member-home/register";
import missions from "../../widgets/missions/register";
import pointMarket from "../../widgets/point-market/register";
import { fireEvent, httpStatus, renderWidget, screen, waitFor, within } from "./harness";

const GOLD = { labelName: "Gold", labelId: 3, type: "AUTO", rankLevel: 3 };
/** Noon UTC: the same calendar day in every time zone the tests may run in. */
const JOINED = Date.UTC(2024, 2, 15, 12, 0);

describe("the member's page (/m/member/home)", () => {
  it("shows who the member is, their VIP rank and since when", async () => {
    await renderWidget(memberHome, {
      session: { userName: "demo", member: { userName: "Lucky Demo", clubLabel: GOLD, regDate: JOINED } },
    });
    const main = screen.getByRole("main", { name: "My account" });
    expect(main.textContent).toContain("Lucky Demo");
    expect(main.textContent).toContain("VIP Gold");
    expect(main.textContent).toContain("Member since Mar 15, 2024");
  });

  it("shows no rank for a member without a club label", async () => {
    await renderWidget(memberHome, { session: { member: { userName: "demo", clubLabel: null } } });
    expect(screen.getByRole("main", { name: "My account" }).textContent).not.toContain("VIP");
  });

  it("says so when the member's info could not be loaded, offers Retry, and still lets them out", async () => {
    let calls = 0;
    const page = await renderWidget(memberHome, {
      session: {},
      responses: {
        "/wps/member/info": () =>
          ++calls === 1 ? httpStatus(502) : { id: 7, type: 0, userName: "Lucky Demo" },
      },
    });
    const failure = screen.getByRole("alert");
    expect(failure.textContent).toContain("This could not be loaded.");
    expect(screen.getByRole("button", { name: "Log out" })).toBeTruthy();
    fireEvent.click(within(failure).getByRole("button", { name: "Retry" }));
    await page.settle();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("main", { name: "My account" }).textContent).toContain("Lucky Demo");
  });

  it("logs out at the platform and lands on the login page, as a visitor (spec section 2's guard)", async () => {
    const page = await renderWidget(memberHome, {
      session: { token: "member-token" },
      responses: { "/wps/session/logout": null },
    });
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    await page.settle();
    expect(page.requestsTo("/wps/session/logout")[0]).toMatchObject({
      method: "POST",
      headers: { authorization: "member-token" },
    });
    expect(page.location().pathname).toBe("/m/login");
    expect(page.stores.session.isLoggedIn).toBe(false);
    expect(window.sessionStorage.getItem("MC_SESSION_INFO")).toBeNull();
  });

  it("lets the member out even when the platform does not answer the logout", async () => {
    const page = await renderWidget(memberHome, {
      session: {},
      responses: { "/wps/session/logout": httpStatus(500) },
    });
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    await page.settle();
    expect(page.location().pathname).toBe("/m/login");
    expect(page.stores.session.isLoggedIn).toBe(false);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("sends a visitor to the login page", async () => {
    const page = await renderWidget(memberHome);
    expect(page.location().pathname).toBe("/m/login");
    expect(page.requestsTo("/wps/member/info")).toHaveLength(0);
  });

  it("shows VIP progress as completed over total conditions, and full when the progress names no label", async () => {
    await renderWidget(memberHome, {
      session: { member: { userName: "demo", clubLabel: GOLD } },
      responses: {
        "/wps/relay/MCSFE_getPlayerRankProgress": {
          currentProgress: { completedConditions: 4, totalExpectedConditions: 10 },
          playerRankProgress: { labelId: 3 },
        },
      },
    });
    const bar = await screen.findByRole("progressbar", { name: "Progress to the next VIP level" });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect(screen.getByTestId("vip-progress").textContent).toContain("4 of 10 conditions met");
  });

  it("counts a rank progress without a label id as complete (spec section 4)", async () => {
    await renderWidget(memberHome, {
      session: { member: { userName: "demo", clubLabel: GOLD } },
      responses: {
        "/wps/relay/MCSFE_getPlayerRankProgress": {
          currentProgress: { completedConditions: 0, totalExpectedConditions: 10 },
          playerRankProgress: { labelId: null },
        },
      },
    });
    const bar = await screen.findByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("100");
  });

  it("shows the balance in the merchant's currency, with deposit beside it once that screen exists", async () => {
    await renderWidget(memberHome, {
      config: "brisa",
      with: [deposit],
      session: { member: { userName: "demo" } },
      responses: {
        "/wps/relay/MCSFE_getBalance": { balance: 75_050, currency: { code: "BRL", decimals: 2 } },
      },
    });
    await waitFor(() =>
      expect(screen.getByTestId("member-balance").textContent?.replace(/\u00a0/g, " ")).toBe("R$ 750,50"),
    );
    expect(screen.getByRole("link", { name: "Deposit" }).getAttribute("href")).toBe("/m/voucherCenter");
    // No withdraw screen registered here: no button that leads nowhere.
    expect(screen.queryByRole("link", { name: "Withdraw" })).toBeNull();
  });

  it("leads to the point market and the missions once those screens exist", async () => {
    await renderWidget(memberHome, { session: { member: { userName: "demo" } } });
    expect(screen.queryByRole("link", { name: "Point market" })).toBeNull();
    cleanup();
    await renderWidget(memberHome, {
      with: [pointMarket, missions],
      session: { member: { userName: "demo" } },
    });
    expect(screen.getByRole("link", { name: "Point market" }).getAttribute("href")).toBe("/m/mall/mallHome");
    expect(screen.getByRole("link", { name: "Missions" }).getAttribute("href")).toBe("/m/leaderBoard");
  });

  it("offers VIP benefits only to a member whose label is AUTO", async () => {
    const benefits = defineScreen({
      name: "benefits",
      path: "/m/member/benefits",
      view: async () => ({ default: () => null }),
    });
    await renderWidget(memberHome, {
      with: [benefits],
      session: { member: { userName: "demo", clubLabel: GOLD } },
    });
    expect(screen.getByRole("link", { name: "VIP benefits" })).toBeTruthy();
    cleanup();
    await renderWidget(memberHome, {
      with: [benefits],
      session: { member: { userName: "demo", clubLabel: { ...GOLD, type: "MANUAL" } } },
    });
    expect(screen.queryByRole("link", { name: "VIP benefits" })).toBeNull();
  });

  it("lets the member choose a profile picture, kept on this device for them", async () => {
    const page = await renderWidget(memberHome, { session: { member: { id: 42, userName: "demo" } } });
    fireEvent.click(screen.getByRole("button", { name: "Change profile picture" }));
    const sheet = await screen.findByRole("dialog", { name: "Choose a profile picture" });
    expect(within(sheet).getAllByRole("radio")).toHaveLength(9);
    fireEvent.click(within(sheet).getByRole("radio", { name: "Picture 5" }));
    await page.settle();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(page.stores.member.profileIcon).toBe(5);
    expect(JSON.parse(window.localStorage.getItem("MC_PROFILE_ICONS") ?? "{}")).toEqual({ "42": 5 });
  });
});
