// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { RememberedLoginStore } from "../../engine/identity/remembered-login";
import { safeStorage } from "../../engine/platform/storage";
import login from "../../widgets/login/register";
import twoFactor from "../../widgets/two-factor/register";
import {
  fail,
  fireEvent,
  flagOf,
  renderWidget,
  screen,
  TEST_DEVICE_ID,
  typedIn,
  type WidgetTestOptions,
  within,
} from "./harness";

const SESSION = { id: 7, token: "tok-login", userName: "demo", customerType: 0, firstTimeLogin: false };
const SIGNS_IN: WidgetTestOptions = { responses: { "/wps/session/login": SESSION } };
const remembered = () => new RememberedLoginStore(safeStorage(() => window.localStorage));
const logIn = () => fireEvent.click(screen.getByRole("button", { name: "Log in" }));

describe("the login screen (spec section 4)", () => {
  it("sends the login encrypted, with the trimmed username and this device, then goes home", async () => {
    const page = await renderWidget(login, SIGNS_IN);
    expect(screen.getByRole("heading", { level: 1, name: "Welcome back" })).toBeTruthy();
    page.fill({ Username: "  demo ", Password: "Demo@1234" });
    logIn();
    await page.settle();
    const [sent] = page.requestsTo("/wps/session/login");
    expect(sent?.body).toEqual({
      type: "username",
      username: "demo",
      password: "Demo@1234",
      loginDeviceId: TEST_DEVICE_ID,
      isOfficialAppLogin: false,
    });
    expect(sent?.headers).toMatchObject({ moduleid: "COMM3", "x-rsa": expect.any(String) });
    expect(sent?.headers.authorization).toBeUndefined();
    expect(page.location().pathname).toBe("/m/home");
    expect(page.stores.session.token).toBe("tok-login");
  });

  it("asks for what is missing instead of sending", async () => {
    const page = await renderWidget(login, SIGNS_IN);
    page.fill({ Username: "demo" });
    logIn();
    await page.settle();
    expect(flagOf("Password")).toEqual({ invalid: true, focused: true, message: "Please fill in Password." });
    expect(page.requestsTo("/wps/session/login")).toHaveLength(0);
  });

  it("shows a refused login in a notice, keeps what was typed and forgets the remembered login", async () => {
    remembered().save({ username: "demo", password: "Old@1234", type: "username", merchant: "acme" });
    const page = await renderWidget(login, {
      responses: { "/wps/session/login": fail("login.cred.err", "Wrong username or password") },
    });
    page.fill({ Password: "Wrong@1234" });
    logIn();
    const notice = await screen.findByRole("alertdialog", { name: "Notice" });
    expect(within(notice).getByText("Wrong username or password")).toBeTruthy();
    expect(typedIn("Username")).toBe("demo");
    expect(typedIn("Password")).toBe("Wrong@1234");
    expect(remembered().read()).toBeNull();
    expect(page.location().pathname).toBe("/m/login");
  });

  it("prefills this merchant's remembered login, and keeps a login when Remember me is ticked", async () => {
    remembered().save({ username: "demo", password: "Demo@1234", type: "username", merchant: "acme" });
    const page = await renderWidget(login, SIGNS_IN);
    expect(typedIn("Username")).toBe("demo");
    expect(typedIn("Password")).toBe("Demo@1234");
    const box = screen.getByRole("checkbox", { name: "Remember me" }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    page.fill({ Username: "demo2", Password: "Next@1234" });
    logIn();
    await page.settle();
    expect(remembered().forMerchant("acme")).toEqual({ username: "demo2", password: "Next@1234" });
  });

  it("forgets the remembered login when Remember me is unticked", async () => {
    remembered().save({ username: "demo", password: "Demo@1234", type: "username", merchant: "acme" });
    const page = await renderWidget(login, SIGNS_IN);
    fireEvent.click(screen.getByRole("checkbox", { name: "Remember me" }));
    logIn();
    await page.settle();
    expect(remembered().read()).toBeNull();
  });

  it("does not offer Remember me when the merchant turns it off", async () => {
    remembered().save({ username: "demo", password: "Demo@1234", type: "username", merchant: "acme" });
    await renderWidget(login, { config: { auth: { rememberLogin: false } } });
    expect(screen.queryByRole("checkbox", { name: "Remember me" })).toBeNull();
    expect(typedIn("Username")).toBe("");
  });

  it("sends one login for a double tap, and the next only 500 ms after the first", async () => {
    const page = await renderWidget(login, {
      fakeClock: true,
      responses: { "/wps/session/login": fail("login.cred.err", "Wrong username or password") },
    });
    page.fill({ Username: "demo", Password: "Demo@1234" });
    expect(await page.guardedSubmits(logIn, "/wps/session/login", 500)).toEqual({ doubleTap: 1, later: 2 });
  });

  it.each([
    ["a weak password", { config: { auth: { weakPasswords: ["Demo@1234"] } } }],
    ["a first login", { responses: { "/wps/session/login": { ...SESSION, firstTimeLogin: true } } }],
  ])("takes the member to change the password after %s", async (_case, options: WidgetTestOptions) => {
    const page = await renderWidget(login, { ...SIGNS_IN, ...options });
    page.fill({ Username: "demo", Password: "Demo@1234" });
    logIn();
    await page.settle();
    expect(page.location().pathname).toBe("/m/changePsw");
  });

  it("opens the two-factor modal with the methods the platform offers", async () => {
    const page = await renderWidget(login, {
      with: [twoFactor],
      responses: {
        "/wps/session/login": fail("login_verify_required", "Verify", {
          value: { email: "d***@example.com", ga: true },
        }),
      },
    });
    page.fill({ Username: "demo", Password: "Demo@1234" });
    logIn();
    const dialog = await screen.findByRole("dialog", { name: "Verify it's you" });
    expect(
      within(dialog)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Authenticator", "E-mail"]);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("links to registration only while it is open", async () => {
    const page = await renderWidget(login, { config: { features: { REG3: true } } });
    fireEvent.click(screen.getByRole("link", { name: "No account yet? Register" }));
    await page.settle();
    expect(page.location().pathname).toBe("/m/register");
  });

  it("offers no registration link when registration is closed", async () => {
    await renderWidget(login);
    expect(screen.queryByRole("link", { name: "No account yet? Register" })).toBeNull();
  });
});

describe("the login screen's SMS code tab (auth.smsLogin platform)", () => {
  const COUNTRIES = {
    countryCode: "AE",
    countryDialingCode: "971",
    countries: [{ countryCode: "AE", countryDialingCode: "971" }],
  };
  const SMS: WidgetTestOptions = {
    config: "sahara",
    responses: {
      "/wps/system/country": COUNTRIES,
      "/wps/verification/sms/noLogin": {},
      "/wps/session/login": SESSION,
    },
  };

  it("sends a code to the mobile number with the home country's code, then signs in with it", async () => {
    const page = await renderWidget(login, { ...SMS, fakeClock: true });
    fireEvent.click(screen.getByRole("tab", { name: "SMS code" }));
    await page.settle();
    expect(screen.queryByLabelText("Password")).toBeNull();
    page.fill({ "Mobile number": " 501234567 " });
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await page.settle();
    expect(page.requestsTo("/wps/verification/sms/noLogin")[0]?.body).toEqual({
      countryDialingCode: "971",
      mobileNum: "501234567",
    });
    expect(screen.getByRole("button", { name: "Resend in 60 s" }).hasAttribute("disabled")).toBe(true);
    page.fill({ "Verification code": " 042042 " });
    logIn();
    await page.settle();
    expect(page.requestsTo("/wps/session/login")[0]?.body).toMatchObject({
      type: "sms",
      mobileNum: "501234567",
      password: "042042",
    });
    expect(page.location().pathname).toBe("/m/home");
  });

  it("asks for the mobile number before sending a code", async () => {
    const page = await renderWidget(login, SMS);
    fireEvent.click(screen.getByRole("tab", { name: "SMS code" }));
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await page.settle();
    expect(flagOf("Mobile number")).toEqual({
      invalid: true,
      focused: true,
      message: "Please fill in Mobile number.",
    });
    expect(page.requestsTo("/wps/verification/sms/noLogin")).toHaveLength(0);
  });
});
