// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { runInAction } from "mobx";
import { IntlProvider } from "react-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import english from "../../engine/i18n/messages/en.json";
import type { TwoFactorMethod } from "../../engine/identity/types";
import type { RootStore } from "../../engine/stores/root-store";
import { StoresContext } from "../../engine/ui/stores-context";
import TwoFactorModal from "../../widgets/two-factor/two-factor-modal";
import { type Answer, storesOverFakeBackend } from "./fake-backend";

const SESSION = { id: 7, token: "tok-2fa", userName: "demo", customerType: 0, firstTimeLogin: false };
const COUNTRIES = {
  value: {
    countryCode: "TH",
    countryDialingCode: "66",
    countries: [
      { countryCode: "TH", countryDialingCode: "66" },
      { countryCode: "CN", countryDialingCode: "86" },
    ],
  },
};

function open(
  methods: TwoFactorMethod[],
  answers: Record<string, Answer | ((body: Record<string, unknown> | null) => Answer)> = {},
  config = {},
) {
  const backend = storesOverFakeBackend(
    { "/wps/session/login/verification": { value: SESSION }, "/wps/system/country": COUNTRIES, ...answers },
    config,
  );
  runInAction(() => {
    backend.stores.identity.twoFactor = {
      methods,
      emailHint: "d***@example.com",
      mobileHint: "138****8000",
      username: "demo",
      password: "Demo@1234",
      verified: false,
    };
  });
  render(<Modal stores={backend.stores} />);
  return { ...backend, verifications: () => backend.seen.filter((r) => r.path.endsWith("/verification")) };
}

function Modal({ stores }: { stores: RootStore }) {
  return (
    <StoresContext.Provider value={stores}>
      <IntlProvider locale="en" messages={english}>
        <TwoFactorModal />
      </IntlProvider>
    </StoresContext.Provider>
  );
}

/**
 * Lets the fake backend's answers arrive. The countdown tests fake setInterval, which
 * testing-library's waitFor polls with, so they wait on a real macrotask instead.
 */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Verify" }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the two-factor modal", () => {
  it("is a labelled modal dialog that opens on the first offered tab with its field focused", () => {
    open(["ga", "email"]);
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

  it("moves between tabs with the arrow keys, Home and End", () => {
    open(["payeeName", "sms", "email"]);
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

  it("keeps what was typed in one tab when the member looks at another", () => {
    open(["payeeName", "email"]);
    const payee = () => screen.getByRole("textbox", { name: "Payee name" }) as HTMLInputElement;
    fireEvent.change(payee(), { target: { value: "Demo Player" } });
    fireEvent.click(screen.getByRole("tab", { name: "E-mail" }));
    fireEvent.click(screen.getByRole("tab", { name: "Payee name" }));
    expect(payee().value).toBe("Demo Player");
  });

  it("shows the masked e-mail the server named", () => {
    open(["email"]);
    expect(screen.getByText("Your account's e-mail: d***@example.com")).toBeTruthy();
  });

  it("flags and focuses an empty field instead of sending it", () => {
    const { verifications } = open(["email"]);
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

  it("sends trimmed input, confirms, then completes the login", async () => {
    const { stores, verifications } = open(["email"]);
    fireEvent.change(screen.getByLabelText("E-mail address"), { target: { value: "  demo@example.com \t" } });
    submit();
    expect(await screen.findByText("Verified. Logging you in…")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Verified. Logging you in…");
    expect(verifications()[0]?.body).toMatchObject({
      method: "E",
      email: "demo@example.com",
      username: "demo",
    });
    await waitFor(() => expect(stores.identity.twoFactor).toBeNull());
    expect(stores.session.token).toBe("tok-2fa");
  });

  it("cannot send the same answer twice while the first is out", async () => {
    const { verifications } = open(["ga"]);
    fireEvent.change(screen.getByLabelText("Authenticator code"), { target: { value: "123456" } });
    submit();
    const button = screen.queryByRole("button", { name: "Verify" });
    expect(button?.hasAttribute("disabled")).toBe(true);
    submit();
    await screen.findByText("Verified. Logging you in…");
    expect(verifications()).toHaveLength(1);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    open(["ga"], {
      "/wps/session/login/verification": { errorCode: "verification.err", message: "Verification failed" },
    });
    const code = screen.getByLabelText("Authenticator code");
    fireEvent.change(code, { target: { value: "654321" } });
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Verification failed");
    expect((code as HTMLInputElement).value).toBe("654321");
    expect(screen.getByRole("button", { name: "Verify" }).hasAttribute("disabled")).toBe(false);
  });

  it("cancels the login on Escape and on the close button", () => {
    const first = open(["email"]);
    fireEvent.keyDown(screen.getByLabelText("E-mail address"), { key: "Escape" });
    expect(first.stores.identity.twoFactor).toBeNull();
    cleanup();
    const second = open(["email"]);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(second.stores.identity.twoFactor).toBeNull();
  });
});

describe("the SMS tab", () => {
  const sendButton = () => screen.getByRole("button", { name: /Send code|Resend in/ });

  async function typeNumberAndSend(number = "081 234 5678") {
    await settle();
    fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: number } });
    fireEvent.click(sendButton());
    await settle();
  }

  it("asks for a mobile number before sending a code", async () => {
    const { seen } = open(["sms"]);
    fireEvent.click(sendButton());
    const mobile = screen.getByLabelText("Mobile number");
    await waitFor(() => expect(document.activeElement).toBe(mobile));
    expect(mobile.getAttribute("aria-invalid")).toBe("true");
    expect(seen.some((r) => r.path === "/wps/verification/sms/noLogin")).toBe(false);
  });

  it("refuses a number that is not valid for the chosen country", async () => {
    open(["sms"]);
    await typeNumberAndSend("12345");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This is not a valid mobile number for Thailand.",
    );
  });

  it("sends the chosen country's code and the national number, then disables Send for the backend's expiry", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    const { seen } = open(["sms"], {
      "/wps/verification/sms/noLogin": () => ({ value: { expirationTime: Date.now() + 30_000 } }),
    });
    await settle();
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
    expect(seen.find((r) => r.path === "/wps/verification/sms/noLogin")?.body).toEqual({
      countryDialingCode: "86",
      mobileNum: "13800138000",
    });
    expect(sendButton().hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("Code sent.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Verification code"));
    act(() => vi.advanceTimersByTime(29_000));
    expect(sendButton().textContent).toBe("Resend in 1 s");
    act(() => vi.advanceTimersByTime(1_000));
    expect(sendButton().textContent).toBe("Send code");
    expect(sendButton().hasAttribute("disabled")).toBe(false);
  });

  it("counts 60 s when the backend gives no expiry", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    open(["sms"], { "/wps/verification/sms/noLogin": { value: {} } });
    await typeNumberAndSend();
    expect(sendButton().textContent).toBe("Resend in 60 s");
    act(() => vi.advanceTimersByTime(59_000));
    expect(sendButton().hasAttribute("disabled")).toBe(true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(sendButton().hasAttribute("disabled")).toBe(false);
  });

  it("counts the merchant's own fallback when it sets one", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    open(
      ["sms"],
      { "/wps/verification/sms/noLogin": { value: {} } },
      { timings: { smsCountdownFallbackS: 90 } },
    );
    await typeNumberAndSend();
    expect(sendButton().textContent).toBe("Resend in 90 s");
  });

  it("verifies with the national number and the trimmed code", async () => {
    const { verifications } = open(["sms"], { "/wps/verification/sms/noLogin": { value: {} } });
    await typeNumberAndSend("081 234 5678");
    fireEvent.change(screen.getByLabelText("Verification code"), { target: { value: " 042042 " } });
    submit();
    await screen.findByText("Verified. Logging you in…");
    expect(verifications()[0]?.body).toMatchObject({
      method: "S",
      mobileNum: "812345678",
      verificationCode: "042042",
    });
  });
});
