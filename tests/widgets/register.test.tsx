// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import register from "../../widgets/register/register";
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

const OPEN: WidgetTestOptions = {
  config: { features: { REG3: true } },
  responses: { "/wps/member/register": { token: "tok-new", id: 99, userName: "newbie" } },
};
const submit = () =>
  fireEvent.click(within(screen.getByRole("form")).getByRole("button", { name: "Register" }));
const ACCOUNT = { Username: "newbie", Password: "Fresh#2024", "Confirm password": "Fresh#2024" };

describe("registration (spec sections 3-5)", () => {
  it("says registration is closed when the merchant offers neither kind", async () => {
    const page = await renderWidget(register);
    expect(screen.getByText("Registration is not open right now.")).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Already have an account? Log in" }));
    await page.settle();
    expect(page.location().pathname).toBe("/m/login");
  });

  it("prefills the referral code of the landing link", async () => {
    await renderWidget(register, { ...OPEN, path: "/m/register?r=FRIEND7" });
    expect(typedIn("Referral code (optional)")).toBe("FRIEND7");
  });

  it("fills in the username the platform suggests", async () => {
    const page = await renderWidget(register, {
      ...OPEN,
      responses: { "/wps/member/register/autoUsername": "lucky777" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Suggest a username" }));
    await page.settle();
    expect(typedIn("Username")).toBe("lucky777");
  });

  it("registers, welcomes the member and takes them home 100 ms later", async () => {
    const page = await renderWidget(register, { ...OPEN, path: "/m/register?r=FRIEND7", fakeClock: true });
    page.fill(ACCOUNT);
    submit();
    await page.settle();
    const [sent] = page.requestsTo("/wps/member/register");
    expect(sent?.method).toBe("PUT");
    expect(sent?.headers).toMatchObject({ moduleid: "REG3", encryption: expect.any(String) });
    expect(sent?.body).toMatchObject({
      registerMethod: "H5",
      registerUrl: "https://acme.localhost/m/register",
      domain: "acme.localhost",
      loginDeviceId: TEST_DEVICE_ID,
      login: true,
      username: "newbie",
      password: "Fresh#2024",
      referralCode: "FRIEND7",
    });
    const notice = screen.getByRole("alertdialog", { name: "Notice" });
    expect(within(notice).getByText("Registration complete. Welcome!")).toBeTruthy();
    expect(page.stores.session.token).toBe("tok-new");
    await page.advance(99);
    expect(page.location().pathname).toBe("/m/register");
    await page.advance(1);
    expect(page.location().pathname).toBe("/m/home");
  });

  it("shows the platform's refusal, keeps every field and starts no session", async () => {
    const page = await renderWidget(register, {
      ...OPEN,
      responses: { "/wps/member/register": fail("user.exists", "This username is taken") },
    });
    page.fill({ ...ACCOUNT, "Referral code (optional)": "FRIEND7" });
    submit();
    const notice = await screen.findByRole("alertdialog", { name: "Notice" });
    expect(within(notice).getByText("This username is taken")).toBeTruthy();
    expect([typedIn("Username"), typedIn("Password"), typedIn("Referral code (optional)")]).toEqual([
      "newbie",
      "Fresh#2024",
      "FRIEND7",
    ]);
    expect(page.stores.session.isLoggedIn).toBe(false);
    expect(page.location().pathname).toBe("/m/register");
  });

  it("blocks a second submit for 500 ms after the first", async () => {
    const page = await renderWidget(register, {
      ...OPEN,
      fakeClock: true,
      responses: { "/wps/member/register": fail("user.exists", "This username is taken") },
    });
    page.fill(ACCOUNT);
    expect(await page.guardedSubmits(submit, "/wps/member/register", 500)).toEqual({
      doubleTap: 1,
      later: 2,
    });
  });

  it("flags passwords that do not match before asking the platform", async () => {
    const page = await renderWidget(register, OPEN);
    page.fill({ ...ACCOUNT, "Confirm password": "Fresh#2025" });
    submit();
    await page.settle();
    expect(flagOf("Confirm password")).toEqual({
      invalid: true,
      focused: true,
      message: "The passwords do not match.",
    });
    expect(page.requestsTo("/wps/member/register")).toHaveLength(0);
  });

  it("sends a member who already has a session home", async () => {
    const page = await renderWidget(register, { ...OPEN, session: {} });
    expect(page.location().pathname).toBe("/m/home");
  });
});

describe("registration by mobile number (MOBILENUMREG3)", () => {
  const COUNTRIES = {
    countryCode: "BR",
    countryDialingCode: "55",
    countries: [
      { countryCode: "BR", countryDialingCode: "55" },
      { countryCode: "PT", countryDialingCode: "351" },
    ],
  };
  const BRISA: WidgetTestOptions = {
    config: "brisa",
    responses: {
      "/wps/system/country": COUNTRIES,
      "/wps/verification/sms/noLogin": {},
      "/wps/member/register/mobile": { token: "tok-mobile", customerId: 42, customerName: "5511987654321" },
    },
  };

  it("offers both kinds as tabs, and by mobile asks for no password when the merchant sets a default", async () => {
    const page = await renderWidget(register, BRISA);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Username", "Mobile number"]);
    fireEvent.click(screen.getByRole("tab", { name: "Mobile number" }));
    await page.settle();
    expect(screen.getByRole("button", { name: "Country code: Brazil +55" })).toBeTruthy();
    expect(screen.queryByLabelText("Password")).toBeNull();
    expect(screen.getByLabelText("Verification code")).toBeTruthy();
  });

  it("sends the code, then registers with the merchant's default password", async () => {
    const page = await renderWidget(register, BRISA);
    fireEvent.click(screen.getByRole("tab", { name: "Mobile number" }));
    await page.settle();
    page.fill({ "Mobile number": "11987654321" });
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await page.settle();
    expect(page.requestsTo("/wps/verification/sms/noLogin")[0]?.body).toEqual({
      countryDialingCode: "55",
      mobileNum: "11987654321",
    });
    page.fill({ "Verification code": "123456" });
    submit();
    await page.settle();
    const [sent] = page.requestsTo("/wps/member/register/mobile");
    expect(sent?.headers.moduleid).toBe("MOBILENUMREG3");
    expect(sent?.body).toMatchObject({
      mobileNum: "11987654321",
      countryDialingCode: "55",
      verificationCode: "123456",
      password: "Brisa@2024",
    });
    expect(sent?.body).not.toHaveProperty("username");
    expect(page.stores.session.info).toMatchObject({
      token: "tok-mobile",
      id: 42,
      userName: "5511987654321",
    });
  });
});
