// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rememberRedirectChannel } from "../../engine/firebase/redirect-channel";
import { safeStorage } from "../../engine/platform/storage";
import bindChooser from "../../widgets/bind-chooser/register";
import login from "../../widgets/login/register";
import socialSignIn from "../../widgets/social-sign-in/register";
import { fail, fireEvent, renderWidget, screen, type WidgetTestOptions, within } from "./harness";

const SESSION = { id: 9, token: "tok-social", userName: "fan", customerType: 0, firstTimeLogin: false };

/**
 * jsdom has no IndexedDB, which the private-mode check reads as private browsing (that gate is
 * tested in tests/firebase): an IndexedDB that opens keeps these tests in a normal window.
 */
beforeEach(() => {
  vi.stubGlobal("indexedDB", {
    open: () => {
      const request = { result: { close() {} }, onsuccess: () => {}, onerror: () => {} };
      queueMicrotask(() => request.onsuccess());
      return request;
    },
    deleteDatabase: () => {},
  });
});
afterEach(() => vi.unstubAllGlobals());

function loginPage(options: WidgetTestOptions = {}) {
  return renderWidget(socialSignIn, {
    config: "sunrise",
    with: [login],
    path: "/m/login",
    ...options,
    responses: { "/wps/session/login": SESSION, ...options.responses },
  });
}

const otherWays = () => within(screen.getByRole("region", { name: "Or sign in with" }));

describe("social sign-in", () => {
  it("offers a button per channel the merchant configures, under the login form", async () => {
    await loginPage();
    expect(
      otherWays()
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Continue with Google", "Continue with Twitter"]);
  });

  it("signs in through the provider's popup, then at the platform with the channel", async () => {
    const page = await loginPage();
    fireEvent.click(otherWays().getByRole("button", { name: "Continue with Google" }));
    await page.settle();
    expect(page.firebase.signInWithPopup).toHaveBeenCalledTimes(1);
    expect(page.requestsTo("/wps/session/login")[0]?.body).toMatchObject({
      type: "firebase",
      firebaseChannel: "google",
      firebaseIdToken: "popup-token",
    });
    expect(page.location().pathname).toBe("/m/home");
  });

  it("holds every button while one sign-in is open", async () => {
    const page = await loginPage();
    page.firebase.signInWithPopup.mockReturnValueOnce(new Promise(() => {}));
    fireEvent.click(otherWays().getByRole("button", { name: "Continue with Twitter" }));
    await page.settle();
    const twitter = otherWays().getByRole("button", { name: "Continue with Twitter" });
    expect(twitter.getAttribute("aria-busy")).toBe("true");
    expect(otherWays().getByRole("button", { name: "Continue with Google" }).hasAttribute("disabled")).toBe(
      true,
    );
    fireEvent.click(otherWays().getByRole("button", { name: "Continue with Google" }));
    expect(page.firebase.signInWithPopup).toHaveBeenCalledTimes(1);
  });

  it("registers an unbound account by itself when the merchant says so (autoRegisterOnBind)", async () => {
    const page = await loginPage({
      responses: {
        "/wps/session/login": fail("bind_customer_required", "Not bound"),
        "/wps/member/register/autoUsername": "twitter_fan",
        "/wps/member/register": { token: "tok-auto", id: 12, userName: "twitter_fan" },
      },
    });
    fireEvent.click(otherWays().getByRole("button", { name: "Continue with Twitter" }));
    await page.settle();
    expect(page.requestsTo("/wps/member/register")[0]?.body).toMatchObject({
      firebaseChannel: "twitter",
      firebaseIdToken: "popup-token",
      username: "twitter_fan",
    });
    expect(page.stores.session.token).toBe("tok-auto");
  });

  it("lets the member choose when the merchant does not register by itself", async () => {
    const page = await loginPage({
      config: "brisa",
      with: [login, bindChooser],
      responses: { "/wps/session/login": fail("bind_customer_required", "Not bound (4012)") },
    });
    fireEvent.click(otherWays().getByRole("button", { name: "Continue with Facebook" }));
    await page.settle();
    expect(
      within(screen.getByRole("dialog", { name: "Link your account" })).getByText("Not bound"),
    ).toBeTruthy();
    expect(page.requestsTo("/wps/member/register")).toHaveLength(0);
  });

  it("finishes a redirect sign-in when the page comes back from the provider", async () => {
    rememberRedirectChannel(
      safeStorage(() => window.sessionStorage),
      "twitter",
    );
    const page = await loginPage();
    expect(page.firebase.getRedirectResult).toHaveBeenCalledTimes(1);
    expect(page.requestsTo("/wps/session/login")[0]?.body).toMatchObject({
      firebaseChannel: "twitter",
      firebaseIdToken: "redirect-token",
    });
    expect(page.location().pathname).toBe("/m/home");
  });

  it.each([
    ["no channels", { auth: { socialChannels: [] }, firebase: { apiKey: "key", projectId: "demo-acme" } }],
    ["no firebase apiKey", { auth: { socialChannels: ["google" as const] } }],
  ])("is not offered with %s", async (_case, config) => {
    const page = await loginPage({ config });
    expect(screen.getByRole("heading", { name: "Welcome back" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Or sign in with" })).toBeNull();
    expect(page.firebase.getRedirectResult).not.toHaveBeenCalled();
  });
});
