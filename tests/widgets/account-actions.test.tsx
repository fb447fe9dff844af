// @vitest-environment jsdom
import { runInAction } from "mobx";
import { describe, expect, it } from "vitest";
import accountActions from "../../widgets/account-actions/register";
import { fireEvent, renderWidget, screen, within } from "./harness";

const topBar = () => within(screen.getByRole("banner"));

describe("the top bar's account actions", () => {
  it("offers a visitor Log in and Register, each leading to its page", async () => {
    const page = await renderWidget(accountActions);
    expect(topBar().getByRole("link", { name: "Register" }).getAttribute("href")).toBe("/m/register");
    fireEvent.click(topBar().getByRole("link", { name: "Log in" }));
    await page.settle();
    expect(page.location().pathname).toBe("/m/login");
  });

  it("shows a member their name from the member call, leading to their page", async () => {
    const page = await renderWidget(accountActions, {
      session: { userName: "demo", member: { userName: "Lucky Demo" } },
    });
    expect(topBar().queryByRole("link", { name: "Log in" })).toBeNull();
    fireEvent.click(topBar().getByRole("link", { name: "Lucky Demo" }));
    await page.settle();
    expect(page.location().pathname).toBe("/m/member/home");
  });

  it("falls back to the session's username while the member call has not answered", async () => {
    await renderWidget(accountActions, {
      session: { userName: "demo" },
      responses: { "/wps/member/info": () => new Promise(() => {}) },
    });
    expect(topBar().getByRole("link", { name: "demo" })).toBeTruthy();
  });

  it("turns back into Log in and Register the moment the session ends", async () => {
    const page = await renderWidget(accountActions, { session: {} });
    runInAction(() => page.stores.session.clear("expired"));
    await page.settle();
    expect(topBar().getByRole("link", { name: "Log in" })).toBeTruthy();
    expect(topBar().queryByRole("link", { name: "demo" })).toBeNull();
  });
});
