// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import login from "../../widgets/login/register";
import smsSignIn from "../../widgets/sms-sign-in/register";
import { fireEvent, renderWidget, screen, type WidgetTestOptions, within } from "./harness";

const SESSION = {
  id: 8,
  token: "tok-phone",
  userName: "66812345678",
  customerType: 0,
  firstTimeLogin: false,
};

/** The login page of a merchant whose SMS sign-in goes through firebase's phone provider. */
async function openSheet(options: WidgetTestOptions = {}) {
  const page = await renderWidget(smsSignIn, {
    config: "sunrise",
    with: [login],
    path: "/m/login",
    ...options,
    responses: { "/wps/session/login": SESSION, ...options.responses },
  });
  fireEvent.click(screen.getByRole("button", { name: "Log in with an SMS code" }));
  await page.settle();
  const sheet = screen.getByRole("dialog", { name: "Log in with an SMS code" });
  return { ...page, sheet: within(sheet) };
}

/** A code sent to a Thai number, then `code` typed and confirmed. */
async function sendThenConfirm(page: Awaited<ReturnType<typeof openSheet>>, code: string) {
  page.fill({ "Mobile number": "812345678" });
  fireEvent.click(page.sheet.getByRole("button", { name: "Send code" }));
  await page.settle();
  page.fill({ "Verification code": code });
  fireEvent.click(page.sheet.getByRole("button", { name: "Log in" }));
  await page.settle();
}

describe("SMS sign-in through the phone provider", () => {
  it("opens a sheet from the login page with the country, the number and the code", async () => {
    const { sheet } = await openSheet();
    expect(sheet.getByRole("button", { name: "Country code: Thailand +66" })).toBeTruthy();
    expect(sheet.getByLabelText("Mobile number").getAttribute("inputmode")).toBe("tel");
    expect(sheet.getByLabelText("Verification code").getAttribute("autocomplete")).toBe("one-time-code");
    expect(sheet.getByRole("button", { name: "Send code" })).toBeTruthy();
  });

  it("has the provider text +, the dialling code and the number, then waits 60 s before another", async () => {
    const page = await openSheet({ fakeClock: true });
    page.fill({ "Mobile number": "81 234 5678" });
    fireEvent.click(page.sheet.getByRole("button", { name: "Send code" }));
    await page.settle();
    expect(page.firebase.signInWithPhoneNumber).toHaveBeenCalledTimes(1);
    expect(page.firebase.signInWithPhoneNumber.mock.calls[0]?.[1]).toBe("+66812345678");
    const resend = page.sheet.getByRole("button", { name: "Resend in 60 s" });
    expect(resend.hasAttribute("disabled")).toBe(true);
    await page.advance(59_000);
    expect(page.sheet.getByRole("button", { name: "Resend in 1 s" })).toBeTruthy();
    await page.advance(1_000);
    expect(page.sheet.getByRole("button", { name: "Send code" }).hasAttribute("disabled")).toBe(false);
    expect(page.requestsTo("/wps/verification/sms/noLogin")).toHaveLength(0);
  });

  it("signs in at the platform with the provider's token for the right code", async () => {
    const page = await openSheet();
    await sendThenConfirm(page, " 123456 ");
    const body = page.requestsTo("/wps/session/login")[0]?.body;
    expect(body).toMatchObject({ type: "firebase", firebaseIdToken: "phone-token", password: "" });
    expect(body).not.toHaveProperty("firebaseChannel");
    expect(page.stores.session.token).toBe("tok-phone");
    expect(page.location().pathname).toBe("/m/home");
  });

  it("shows the provider's refusal of a wrong code with its code, keeping what was typed", async () => {
    const page = await openSheet();
    await sendThenConfirm(page, "000000");
    const notice = await screen.findByRole("alertdialog", { name: "Notice" });
    expect(notice.textContent).toContain("The code is not correct.\nCode: auth/invalid-verification-code");
    expect((page.sheet.getByLabelText("Verification code") as HTMLInputElement).value).toBe("000000");
    expect(page.requestsTo("/wps/session/login")).toHaveLength(0);
  });

  it("says the code expired when none is waiting to be confirmed", async () => {
    const page = await openSheet();
    page.fill({ "Verification code": "123456" });
    fireEvent.click(page.sheet.getByRole("button", { name: "Log in" }));
    const notice = await screen.findByRole("alertdialog", { name: "Notice" });
    expect(notice.textContent).toContain("The code has expired. Please ask for a new one.");
    expect(page.requestsTo("/wps/session/login")).toHaveLength(0);
  });

  it("marks a missing number and asks the provider nothing", async () => {
    const page = await openSheet();
    fireEvent.click(page.sheet.getByRole("button", { name: "Send code" }));
    await page.settle();
    expect(page.sheet.getByLabelText("Mobile number").getAttribute("aria-invalid")).toBe("true");
    expect(page.firebase.signInWithPhoneNumber).not.toHaveBeenCalled();
  });

  it("keeps what was typed when the sheet is closed and opened again", async () => {
    const page = await openSheet();
    page.fill({ "Mobile number": "812345678" });
    fireEvent.keyDown(page.sheet.getByLabelText("Mobile number"), { key: "Escape" });
    await page.settle();
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Log in with an SMS code" }));
    await page.settle();
    expect((screen.getByLabelText("Mobile number") as HTMLInputElement).value).toBe("812345678");
  });

  it.each([
    ["the platform's own SMS login", "sahara"],
    ["no firebase apiKey", { auth: { smsLogin: "firebase" as const } }],
  ])("is not offered with %s", async (_case, config) => {
    await renderWidget(smsSignIn, { config, with: [login], path: "/m/login" });
    expect(screen.getByRole("heading", { name: "Welcome back" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Log in with an SMS code" })).toBeNull();
  });
});
