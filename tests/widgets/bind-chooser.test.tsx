// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import bindChooser from "../../widgets/bind-chooser/register";
import { fail, fireEvent, renderWidget, screen, type WidgetTestOptions, within } from "./harness";

const UNBOUND = fail("bind_customer_required", "No member is bound to this account (code 4012)");

/** A Google sign-in the platform cannot place: the chooser's `when` rule opens it. */
async function signInUnbound(options: WidgetTestOptions = {}) {
  const page = await renderWidget(bindChooser, {
    ...options,
    path: "/m/home",
    responses: { "/wps/session/login": UNBOUND, ...options.responses },
  });
  await page.stores.identity.loginWithFirebase("google", "google-id-token");
  await page.settle();
  return page;
}

const chooser = () => screen.getByRole("dialog", { name: "Link your account" });

describe("the bind chooser (bind_customer_required)", () => {
  it("opens with the platform's message, without its parenthetical", async () => {
    await signInUnbound();
    expect(within(chooser()).getByText("No member is bound to this account")).toBeTruthy();
    expect(within(chooser()).getByRole("button", { name: "Log in to an existing account" })).toBeTruthy();
  });

  it("offers registering a new account only with FIREBASECREATEACC3", async () => {
    await signInUnbound();
    expect(within(chooser()).queryByRole("button", { name: "Register a new account" })).toBeNull();
  });

  it("takes the member to the login form for an existing account", async () => {
    const page = await signInUnbound();
    fireEvent.click(within(chooser()).getByRole("button", { name: "Log in to an existing account" }));
    await page.settle();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(page.location().pathname).toBe("/m/login");
    expect(page.stores.session.isLoggedIn).toBe(false);
  });

  it("closes on Escape like a sheet, leading to the login form too", async () => {
    const page = await signInUnbound();
    fireEvent.keyDown(within(chooser()).getByRole("button", { name: "Log in to an existing account" }), {
      key: "Escape",
    });
    await page.settle();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(page.location().pathname).toBe("/m/login");
  });

  it("registers a new account bound to the sign-in, with a suggested username, and signs in", async () => {
    const page = await signInUnbound({
      config: { features: { FIREBASECREATEACC3: true, REG3: true } },
      responses: {
        "/wps/member/register/autoUsername": "google_fan",
        "/wps/member/register": { token: "tok-bound", id: 51, userName: "google_fan" },
      },
    });
    fireEvent.click(within(chooser()).getByRole("button", { name: "Register a new account" }));
    await page.settle();
    expect(page.requestsTo("/wps/member/register")[0]?.body).toMatchObject({
      username: "google_fan",
      firebaseIdToken: "google-id-token",
      firebaseChannel: "google",
      registerMethod: "H5",
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(page.stores.session.token).toBe("tok-bound");
  });

  it("shows a failed registration and stays open for another choice", async () => {
    const page = await signInUnbound({
      config: { features: { FIREBASECREATEACC3: true, REG3: true } },
      responses: {
        "/wps/member/register/autoUsername": "google_fan",
        "/wps/member/register": fail("register.closed", "Registration is paused"),
      },
    });
    fireEvent.click(within(chooser()).getByRole("button", { name: "Register a new account" }));
    const notice = await screen.findByRole("alertdialog", { name: "Notice" });
    expect(within(notice).getByText("Registration is paused")).toBeTruthy();
    // One dialog at a time: the notice covers the chooser, which waits underneath and comes back.
    expect(screen.queryByRole("dialog", { name: "Link your account" })).toBeNull();
    fireEvent.click(within(notice).getByRole("button", { name: "Confirm" }));
    const again = await screen.findByRole("dialog", { name: "Link your account" });
    expect(
      within(again).getByRole("button", { name: "Register a new account" }).hasAttribute("disabled"),
    ).toBe(false);
    expect(page.stores.session.isLoggedIn).toBe(false);
  });

  it("is not there before any sign-in asked for a choice", async () => {
    await renderWidget(bindChooser);
    expect(screen.queryByRole("dialog", { name: "Link your account" })).toBeNull();
  });
});
