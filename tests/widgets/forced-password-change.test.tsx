// @vitest-environment jsdom
/**
 * The forced password change holds (spec §4, issue 30): once a login finds the password weak,
 * expired with PWDEXPFORCECHANGE3 or first-time, every route leads back to /m/changePsw until the
 * change is done; that page shows no tab bar, floating parts or top-bar links, and offers logout
 * and customer service; a reload keeps it; a successful change releases the member to where the
 * login would have gone. Registration still lands on /m/home, unless it sent the merchant's default
 * mobile password, which is weak by rule (spec §5).
 */
import { cleanup } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FLOATING_WIDGETS_DELAY_MS } from "../../engine/constants";
import { PASSWORD_CHANGE_KEY } from "../../engine/identity/password-change-hold";
import accountActions from "../../widgets/account-actions/register";
import changePassword from "../../widgets/change-password/register";
import chatButton from "../../widgets/chat-button/register";
import deposit from "../../widgets/deposit/register";
import login from "../../widgets/login/register";
import memberHome from "../../widgets/member-home/register";
import referralEntry from "../../widgets/referral-entry/register";
import register from "../../widgets/register/register";
import shortcutButton from "../../widgets/shortcut-button/register";
import tabBar from "../../widgets/tab-bar/register";
import {
  act,
  CUSTOMER_SERVICE_URL,
  fireEvent,
  httpStatus,
  renderWidget,
  screen,
  type WidgetTestOptions,
  waitFor,
  within,
} from "./harness";

const WEAK_SESSION = { id: 5, token: "tok-weak", userName: "weak", customerType: 0, firstTimeLogin: false };
/** Every part of the page a held member must not reach: the screens, the bars and the floating parts. */
const AROUND = [memberHome, deposit, tabBar, accountActions, chatButton, shortcutButton, referralEntry];
/** royal: 123456 is one of its weak passwords, PWDEXPFORCECHANGE3, chat and shortcuts on. */
const ROYAL: WidgetTestOptions = {
  config: "royal",
  with: [changePassword, ...AROUND],
  responses: {
    "/wps/session/login": WEAK_SESSION,
    "/wps/member/info": { id: 5, userName: "weak", type: 0 },
    "/wps/member/password": null,
  },
};
/** A member whose change is due, as a reload finds them: the session and the hold in session storage. */
const HELD = (releaseTo = "/m/home"): WidgetTestOptions => {
  window.sessionStorage.setItem(PASSWORD_CHANGE_KEY, releaseTo);
  return { ...ROYAL, with: AROUND, session: { id: 5, userName: "weak", firstTimeLogin: true } };
};

const tabBarShown = () => screen.queryByRole("navigation", { name: "Main navigation" }) !== null;
const floatingShown = () =>
  ["chat-button", "shortcut-button", "referral-entry"].filter((id) => screen.queryByTestId(id) !== null);
const onChangePage = () => screen.getByRole("heading", { level: 1, name: "Change password" });

async function logInAsWeak(path = "/m/login") {
  const page = await renderWidget(login, { ...ROYAL, path, fakeClock: true });
  page.fill({ Username: "weak", Password: "123456" });
  fireEvent.click(screen.getByRole("button", { name: "Log in" }));
  await page.settle();
  return page;
}

async function changeIt(page: Awaited<ReturnType<typeof renderWidget>>) {
  page.fill({
    "Current password": "123456",
    "New password": "Stronger@2024",
    "Confirm password": "Stronger@2024",
  });
  fireEvent.click(screen.getByRole("button", { name: "Save new password" }));
  await page.settle();
}

describe("a forced password change holds", () => {
  it("lands a weak password on /m/changePsw with no tab bar, floating parts or top-bar links", async () => {
    const page = await logInAsWeak();
    expect(page.location().pathname).toBe("/m/changePsw");
    expect(onChangePage()).toBeTruthy();
    await page.advance(FLOATING_WIDGETS_DELAY_MS * 2);
    expect(tabBarShown()).toBe(false);
    expect(floatingShown()).toEqual([]);
    expect(screen.queryByTestId("top-bar-member")).toBeNull();
  });

  it("leads every address the member opens from there back to /m/changePsw", async () => {
    const page = await logInAsWeak();
    for (const address of ["/m/member/home", "/m/voucherCenter", "/m/home", "/m/index.html", "/m/nowhere"]) {
      act(() => page.stores.navigate(address));
      await page.settle();
      expect(page.location().pathname).toBe("/m/changePsw");
      expect(onChangePage()).toBeTruthy();
    }
    expect(screen.queryByRole("heading", { name: "My account" })).toBeNull();
  });

  it("keeps the requirement over a reload right after the login", async () => {
    const before = await logInAsWeak();
    expect(before.location().pathname).toBe("/m/changePsw");
    // The tab reloads: the page goes, this tab's session storage stays.
    before.stores.stop();
    cleanup();
    const page = await renderWidget(changePassword, { ...ROYAL, with: AROUND, path: "/m/member/home" });
    expect(page.stores.session.token).toBe("tok-weak");
    expect(page.location().pathname).toBe("/m/changePsw");
    expect(tabBarShown()).toBe(false);
    await changeIt(page);
    expect(page.location().pathname).toBe("/m/home");
  });

  it.each(["/m/member/home", "/m/voucherCenter", "/m/home", "/", "/m/index.html", "/m/login", "/m/nowhere"])(
    "after a reload, %s leads to /m/changePsw still",
    async (path) => {
      const page = await renderWidget(changePassword, { ...HELD(), path, fakeClock: true });
      expect(page.location().pathname).toBe("/m/changePsw");
      expect(onChangePage()).toBeTruthy();
      await page.advance(FLOATING_WIDGETS_DELAY_MS * 2);
      expect(tabBarShown()).toBe(false);
      expect(floatingShown()).toEqual([]);
    },
  );

  it("releases the member where the login would have gone once the change is done, bars and all", async () => {
    const page = await logInAsWeak("/m/login?from=%2Fm%2Fmember%2Fhome");
    expect(page.location().pathname).toBe("/m/changePsw");
    await changeIt(page);
    expect(page.requestsTo("/wps/member/password")[0]?.body).toMatchObject({ newPassword: "Stronger@2024" });
    expect(page.location().pathname).toBe("/m/member/home");
    expect(screen.getByRole("heading", { name: "My account" })).toBeTruthy();
    expect(window.sessionStorage.getItem(PASSWORD_CHANGE_KEY)).toBeNull();
    await page.advance(FLOATING_WIDGETS_DELAY_MS * 2);
    expect(tabBarShown()).toBe(true);
    expect(floatingShown()).toEqual(["chat-button"]);
    // Free to go: the tab bar's member area stays where it leads.
    act(() => page.stores.navigate("/m/voucherCenter"));
    await page.settle();
    expect(page.location().pathname).toBe("/m/voucherCenter");
  });

  it("releases a login with nowhere else to go to home", async () => {
    const page = await renderWidget(changePassword, { ...HELD(), path: "/m/member/home" });
    await changeIt(page);
    expect(page.location().pathname).toBe("/m/home");
    expect(page.stores.passwordChange.due).toBe(false);
  });

  it("offers customer service, and logout, which ends the session and the hold", async () => {
    const page = await renderWidget(changePassword, { ...HELD(), with: [...AROUND, login] });
    fireEvent.click(screen.getByRole("button", { name: "Customer service" }));
    await waitFor(() => expect(page.opened).toEqual([CUSTOMER_SERVICE_URL]));
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    await page.settle();
    expect(page.location().pathname).toBe("/m/login");
    expect(page.stores.session.isLoggedIn).toBe(false);
    expect(window.sessionStorage.getItem(PASSWORD_CHANGE_KEY)).toBeNull();
    expect(screen.getByRole("button", { name: "Log in" })).toBeTruthy();
    expect(tabBarShown()).toBe(true);
  });

  it("with an expired token: one notice, then the login page, and nothing held", async () => {
    const page = await renderWidget(changePassword, {
      ...HELD(),
      with: [...AROUND, login],
      responses: { ...ROYAL.responses, "/wps/member/password": httpStatus(401) },
    });
    await changeIt(page);
    const notices = screen.getAllByRole("alertdialog");
    expect(notices).toHaveLength(1);
    expect(
      within(notices[0] as HTMLElement).getByText("Your session has ended. Please log in."),
    ).toBeTruthy();
    fireEvent.click(within(notices[0] as HTMLElement).getByRole("button", { name: "Confirm" }));
    await page.settle();
    expect(screen.queryAllByRole("alertdialog")).toHaveLength(0);
    expect(page.location().pathname).toBe("/m/login");
    expect(page.stores.passwordChange.due).toBe(false);
    expect(screen.getByRole("button", { name: "Log in" })).toBeTruthy();
  });

  it("still lands a registration on /m/home, free (spec §4)", async () => {
    const page = await renderWidget(register, {
      config: "royal",
      with: [changePassword, ...AROUND],
      fakeClock: true,
      responses: { "/wps/member/register": { token: "tok-new", id: 99, userName: "newbie" } },
    });
    page.fill({ Username: "newbie", Password: "Fresh#2024", "Confirm password": "Fresh#2024" });
    fireEvent.click(within(screen.getByRole("form")).getByRole("button", { name: "Register" }));
    await page.settle();
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirm" }));
    await page.advance(100);
    expect(page.location().pathname).toBe("/m/home");
    expect(page.stores.passwordChange.due).toBe(false);
    expect(tabBarShown()).toBe(true);
  });
});

describe("the merchant's default mobile password is weak by rule (spec §5)", () => {
  /** brisa: registration by mobile with a default password that is not on its weak list. */
  const BRISA: WidgetTestOptions = {
    config: "brisa",
    with: [changePassword, ...AROUND],
    fakeClock: true,
    responses: {
      "/wps/system/country": {
        countryCode: "BR",
        countryDialingCode: "55",
        countries: [{ countryCode: "BR", countryDialingCode: "55" }],
      },
      "/wps/verification/sms/noLogin": {},
      "/wps/member/register/mobile": { token: "tok-mobile", customerId: 42, customerName: "5511987654321" },
      "/wps/member/info": { id: 42, userName: "5511987654321", type: 0 },
      "/wps/member/password": null,
    },
  };

  it("holds a member registered by SMS on /m/changePsw, sends the default as the old password without asking, then home", async () => {
    const page = await renderWidget(register, BRISA);
    expect(page.stores.config.auth?.weakPasswords).not.toContain("Brisa@2024");
    fireEvent.click(screen.getByRole("tab", { name: "Mobile number" }));
    await page.settle();
    page.fill({ "Mobile number": "11987654321" });
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await page.settle();
    page.fill({ "Verification code": "123456" });
    fireEvent.click(within(screen.getByRole("form")).getByRole("button", { name: "Register" }));
    await page.settle();
    expect(page.requestsTo("/wps/member/register/mobile")).toHaveLength(1);
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirm" }));
    await page.advance(100);
    expect(page.location().pathname).toBe("/m/changePsw");
    onChangePage();
    expect(tabBarShown()).toBe(false);
    expect(screen.queryByLabelText("Current password")).toBeNull();
    // The default itself is no new password: it is weak.
    page.fill({ "New password": "Brisa@2024", "Confirm password": "Brisa@2024" });
    fireEvent.click(screen.getByRole("button", { name: "Save new password" }));
    await page.settle();
    expect(page.requestsTo("/wps/member/password")).toHaveLength(0);
    page.fill({ "New password": "Stronger@2024", "Confirm password": "Stronger@2024" });
    fireEvent.click(screen.getByRole("button", { name: "Save new password" }));
    await page.settle();
    expect(page.requestsTo("/wps/member/password")[0]?.body).toEqual({
      oldPassword: "Brisa@2024",
      newPassword: "Stronger@2024",
    });
    expect(page.location().pathname).toBe("/m/home");
    expect(page.stores.passwordChange.due).toBe(false);
  });

  it("sends a login that typed the default password to the change, asking for the current one", async () => {
    const page = await renderWidget(login, {
      ...BRISA,
      responses: { ...BRISA.responses, "/wps/session/login": WEAK_SESSION },
    });
    page.fill({ Username: "weak", Password: "Brisa@2024" });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    await page.settle();
    expect(page.location().pathname).toBe("/m/changePsw");
    expect(screen.getByLabelText("Current password")).toBeTruthy();
  });
});
