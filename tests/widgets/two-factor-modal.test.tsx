// @vitest-environment jsdom
import { runInAction } from "mobx";
import { describe, expect, it } from "vitest";
import type { TwoFactorMethod } from "../../engine/identity/types";
import twoFactor from "../../widgets/two-factor/register";
import { fail, fireEvent, renderWidget, screen, type WidgetTestOptions, waitFor, within } from "./harness";

const SESSION = { id: 7, token: "tok-2fa", userName: "demo", customerType: 0, firstTimeLogin: false };

/** A visitor whose login answered login_verify_required: the overlay's `when` rule opens the modal. */
async function open(methods: TwoFactorMethod[], options: WidgetTestOptions = {}) {
  const page = await renderWidget(twoFactor, {
    ...options,
    path: "/m/login",
    responses: {
      "/wps/session/login/verification": SESSION,
      "/wps/member/info": { id: 7, userName: "demo", type: 0 },
      ...options.responses,
    },
  });
  runInAction(() => {
    page.stores.identity.twoFactor = {
      methods,
      emailHint: "d***@example.com",
      mobileHint: "138****8000",
      username: "demo",
      password: "Demo@1234",
      verified: false,
    };
  });
  await page.settle();
  return { ...page, verifications: () => page.requestsTo("/wps/session/login/verification") };
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Verify" }));

describe("the two-factor modal", () => {
  it("is a labelled modal dialog that opens on the first offered tab with its field focused", async () => {
    await open(["ga", "email"]);
    const dialog = screen.getByRole("dialog", { name: "Verify it's you" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    const tabs = within(dialog).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Authenticator", "E-mail"]);
    expect(tabs[0]?.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Authenticator" })).toBeTruthy();
    const code = screen.getByLabelText("Authenticator code");
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(document.activeElement).toBe(code);
  });

  it("moves between tabs with the arrow keys, Home and End", async () => {
    await open(["payeeName", "sms", "email"]);
    const first = screen.getByRole("tab", { name: "Payee name" });
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "SMS" }).getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "SMS" }));
    fireEvent.keyDown(document.activeElement as Element, { key: "End" });
    expect(screen.getByRole("tab", { name: "E-mail" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Payee name" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowLeft" });
    expect(screen.getByRole("tab", { name: "E-mail" }).getAttribute("aria-selected")).toBe("true");
  });

  it("keeps what was typed in one tab when the member looks at another", async () => {
    await open(["payeeName", "email"]);
    const payee = () => screen.getByRole("textbox", { name: "Payee name" }) as HTMLInputElement;
    fireEvent.change(payee(), { target: { value: "Demo Player" } });
    fireEvent.click(screen.getByRole("tab", { name: "E-mail" }));
    fireEvent.click(screen.getByRole("tab", { name: "Payee name" }));
    expect(payee().value).toBe("Demo Player");
  });

  it("shows the masked e-mail the server named", async () => {
    await open(["email"]);
    expect(screen.getByText("Your account's e-mail: d***@example.com")).toBeTruthy();
  });

  it("flags and focuses an empty field instead of sending it", async () => {
    const { verifications } = await open(["email"]);
    const email = screen.getByLabelText("E-mail address");
    fireEvent.change(email, { target: { value: "   " } });
    (screen.getByRole("button", { name: "Verify" }) as HTMLElement).focus();
    submit();
    return waitFor(() => {
      expect(email.getAttribute("aria-invalid")).toBe("true");
      expect(document.activeElement).toBe(email);
      expect(screen.getByRole("alert").textContent).toBe("Please fill in E-mail address.");
      expect(verifications()).toHaveLength(0);
    });
  });

  it("sends trimmed input, confirms, then completes the login 0.5 s later", async () => {
    const { stores, verifications, location, settle, advance } = await open(["email"], { fakeClock: true });
    fireEvent.change(screen.getByLabelText("E-mail address"), { target: { value: "  demo@example.com \t" } });
    submit();
    await settle();
    expect(screen.getByText("Verified. Logging you in…")).toBeTruthy();
    expect(
      within(screen.getByRole("dialog", { name: "Verify it's you" })).getByRole("status").textContent,
    ).toContain("Verified. Logging you in…");
    expect(verifications()[0]?.body).toMatchObject({
      method: "E",
      email: "demo@example.com",
      username: "demo",
    });
    await advance(499);
    expect(stores.identity.twoFactor).not.toBeNull();
    await advance(1);
    expect(stores.identity.twoFactor).toBeNull();
    expect(screen.queryByRole("dialog", { name: "Verify it's you" })).toBeNull();
    expect(stores.session.token).toBe("tok-2fa");
    expect(location().pathname).toBe("/m/home");
  });

  it("cannot send the same answer twice while the first is out", async () => {
    const { verifications } = await open(["ga"]);
    fireEvent.change(screen.getByLabelText("Authenticator code"), { target: { value: "123456" } });
    submit();
    const button = screen.queryByRole("button", { name: "Verify" });
    expect(button?.hasAttribute("disabled")).toBe(true);
    submit();
    await screen.findByText("Verified. Logging you in…");
    expect(verifications()).toHaveLength(1);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    await open(["ga"], {
      responses: { "/wps/session/login/verification": fail("verification.err", "Verification failed") },
    });
    const code = screen.getByLabelText("Authenticator code");
    fireEvent.change(code, { target: { value: "654321" } });
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Verification failed");
    expect((code as HTMLInputElement).value).toBe("654321");
    expect(screen.getByRole("button", { name: "Verify" }).hasAttribute("disabled")).toBe(false);
  });

  it("cancels the login on Escape", async () => {
    const { stores } = await open(["email"]);
    fireEvent.keyDown(screen.getByLabelText("E-mail address"), { key: "Escape" });
    expect(stores.identity.twoFactor).toBeNull();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("cancels the login on the close button", async () => {
    const { stores } = await open(["email"]);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(stores.identity.twoFactor).toBeNull();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("the SMS tab", () => {
  const sendButton = () => screen.getByRole("button", { name: /Send code|Resend in/ });

  async function typeNumberAndSend(page: { settle: () => Promise<void> }, number = "081 234 5678") {
    fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: number } });
    fireEvent.click(sendButton());
    await page.settle();
  }

  it("asks for a mobile number before sending a code", async () => {
    const { requestsTo } = await open(["sms"]);
    fireEvent.click(sendButton());
    const mobile = screen.getByLabelText("Mobile number");
    await waitFor(() => expect(document.activeElement).toBe(mobile));
    expect(mobile.getAttribute("aria-invalid")).toBe("true");
    expect(requestsTo("/wps/verification/sms/noLogin")).toHaveLength(0);
  });

  it("refuses a number that is not valid for the chosen country", async () => {
    // Thailand is the home country of the harness's country list (COUNTRIES).
    const page = await open(["sms"]);
    await typeNumberAndSend(page, "12345");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This is not a valid mobile number for Thailand.",
    );
  });

  it("sends the chosen country's code and the national number, then disables Send for the backend's expiry", async () => {
    const { requestsTo, settle, advance } = await open(["sms"], {
      fakeClock: true,
      responses: { "/wps/verification/sms/noLogin": () => ({ expirationTime: Date.now() + 30_000 }) },
    });
    fireEvent.click(screen.getByRole("button", { name: /Country code/ }));
    fireEvent.click(
      within(screen.getByRole("dialog", { name: "Country or region" })).getByRole("button", {
        name: /China/,
      }),
    );
    fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "138 0013 8000" } });
    fireEvent.click(sendButton());
    await settle();
    expect(sendButton().textContent).toBe("Resend in 30 s");
    expect(requestsTo("/wps/verification/sms/noLogin")[0]?.body).toEqual({
      countryDialingCode: "86",
      mobileNum: "13800138000",
    });
    expect(sendButton().hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("Code sent.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Verification code"));
    await advance(29_000);
    expect(sendButton().textContent).toBe("Resend in 1 s");
    await advance(1_000);
    expect(sendButton().textContent).toBe("Send code");
    expect(sendButton().hasAttribute("disabled")).toBe(false);
  });

  it("counts 60 s when the backend gives no expiry", async () => {
    const page = await open(["sms"], { fakeClock: true, responses: { "/wps/verification/sms/noLogin": {} } });
    await typeNumberAndSend(page);
    expect(sendButton().textContent).toBe("Resend in 60 s");
    await page.advance(59_000);
    expect(sendButton().hasAttribute("disabled")).toBe(true);
    await page.advance(1_000);
    expect(sendButton().hasAttribute("disabled")).toBe(false);
  });

  it("counts the merchant's own fallback when it sets one", async () => {
    const page = await open(["sms"], {
      fakeClock: true,
      responses: { "/wps/verification/sms/noLogin": {} },
      config: { timings: { smsCountdownFallbackS: 90 } },
    });
    await typeNumberAndSend(page);
    expect(sendButton().textContent).toBe("Resend in 90 s");
  });

  it("verifies with the national number and the trimmed code", async () => {
    const page = await open(["sms"], { responses: { "/wps/verification/sms/noLogin": {} } });
    await typeNumberAndSend(page, "081 234 5678");
    fireEvent.change(screen.getByLabelText("Verification code"), { target: { value: " 042042 " } });
    submit();
    await screen.findByText("Verified. Logging you in…");
    expect(page.verifications()[0]?.body).toMatchObject({
      method: "S",
      mobileNum: "812345678",
      verificationCode: "042042",
    });
  });
});
