// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import memberHome from "../../widgets/member-home/register";
import { fireEvent, httpStatus, renderWidget, screen, within } from "./harness";

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
      responses: { "/wps/member/info": () => (++calls === 1 ? httpStatus(502) : { userName: "Lucky Demo" }) },
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
});
