// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { runInAction } from "mobx";
import { IntlProvider } from "react-intl";
import { afterEach, describe, expect, it } from "vitest";
import { CaptchaError, type UseCaptcha, useCaptcha } from "../../../engine/captcha/use-captcha";
import type { Engine } from "../../../engine/root/engine";
import { StoresContext } from "../../../engine/ui/stores-context";
import { testStores } from "../test-stores";
import { fakeProvider } from "./fake-geetest";

const english = JSON.parse(
  (await import("node:fs")).readFileSync("engine/i18n/messages/en.json", "utf8"),
) as Record<string, string>;

afterEach(() => {
  cleanup();
  delete (window as unknown as Record<string, unknown>).initGeetest;
});

/** A form using the hook; the latest hook result is kept for the test to call. */
function mount(stores: Engine, purpose: "login" | "register" | "sms") {
  const seen: { current: UseCaptcha | null } = { current: null };
  function Form() {
    const captcha = useCaptcha(purpose);
    seen.current = captcha;
    return <form>{captcha.field}</form>;
  }
  render(
    <StoresContext.Provider value={stores}>
      <IntlProvider locale="en" messages={english}>
        <Form />
      </IntlProvider>
    </StoresContext.Provider>,
  );
  return () => seen.current as UseCaptcha;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: CaptchaError) => error,
  );

describe("useCaptcha", () => {
  it("adds nothing while no captcha is switched on", async () => {
    const captcha = mount(testStores(), "login");
    expect(captcha().kind).toBeNull();
    expect(captcha().field).toBeNull();
    await expect(captcha().obtain()).resolves.toEqual({});
  });

  it("shows the image captcha once a failed login asked for it, and sends what was typed", async () => {
    const stores = testStores({ "/wps/captcha/image": "iVBORw0KGgo=" });
    const captcha = mount(stores, "login");
    act(() => runInAction(() => (stores.identity.imageCaptchaRequested = true)));
    await settle();
    expect(captcha().kind).toBe("image");
    expect(screen.getByRole("img", { name: "Verification code picture" }).getAttribute("src")).toBe(
      "data:image/png;base64,iVBORw0KGgo=",
    );

    const empty = await failure(captcha().obtain());
    expect(empty).toMatchObject({ messageId: "please_complete_verification_first", announced: true });
    expect(stores.notices.current).toMatchObject({
      title: { id: "notice" },
      message: { id: "please_complete_verification_first" },
      confirm: { id: "confirm" },
    });

    fireEvent.change(screen.getByLabelText("Verification code"), { target: { value: " ab12 " } });
    await expect(captcha().obtain()).resolves.toEqual({ captcha: "ab12" });

    act(() => captcha().refresh());
    expect((screen.getByLabelText("Verification code") as HTMLInputElement).value).toBe("");
    expect(screen.getByRole("button", { name: "Show another code" })).toBeTruthy();
  });

  it("uses the image captcha on registration when the status call enables it", async () => {
    const stores = testStores({ "/wps/captcha/image": "iVBORw0KGgo=" });
    runInAction(() => {
      stores.system.status = {
        maintenance: false,
        regionRestriction: false,
        register: { captcha: { enabled: true } },
      };
    });
    const captcha = mount(stores, "register");
    await settle();
    expect(captcha().kind).toBe("image");
  });

  it("uses the slider when the live whitelabel turns GEETEST3 on, and says when it is ready", async () => {
    const stores = testStores({
      "/wps/captcha/geetest": { gt: "gt", challenge: "challenge-1", newCaptcha: true },
    });
    const provider = fakeProvider();
    (window as unknown as Record<string, unknown>).initGeetest = provider.globals.initGeetest;
    stores.configStore.applyStatus({
      maintenance: false,
      regionRestriction: false,
      whitelabel: { GEETEST3: true },
    });
    const captcha = mount(stores, "login");
    expect(captcha().kind).toBe("geetest");
    expect(screen.getByRole("status").textContent).toBe("Loading verification…");
    await settle();
    act(() => provider.made[0]?.handlers.ready?.());
    await settle();
    expect(screen.getByRole("status").textContent).toBe(english.captcha_slide_to_verify);

    const answer = captcha().obtain();
    act(() =>
      provider.made[0]?.pass({
        geetest_challenge: "challenge-1",
        geetest_validate: "v",
        geetest_seccode: "v|jordan",
      }),
    );
    expect(await answer).toEqual({ geetestChallenge: "challenge-1", geetestSeccode: "v|jordan" });
    expect(screen.getByRole("status").textContent).toBe("Verified");
  });

  it("shows the provider's failure with its code, and retries on tap", async () => {
    const stores = testStores({
      "/wps/captcha/geetest": { gt: "gt", challenge: "challenge-1", newCaptcha: true },
    });
    const provider = fakeProvider();
    (window as unknown as Record<string, unknown>).initGeetest = provider.globals.initGeetest;
    stores.configStore.applyStatus({
      maintenance: false,
      regionRestriction: false,
      whitelabel: { GEETEST3: true },
    });
    mount(stores, "register");
    await settle();
    act(() => provider.made[0]?.handlers.error?.({ code: "60500", msg: "Server busy" }));
    await settle();
    expect(screen.getByRole("alert").textContent).toBe("Server busy (code 60500)");
    fireEvent.click(screen.getByRole("button", { name: /Tap to retry/ }));
    expect(screen.getByRole("status").textContent).toBe("Loading verification…");
  });

  it("refuses the SMS captcha without v4: 'Geetest service not work'", async () => {
    const stores = testStores();
    stores.configStore.applyStatus({
      maintenance: false,
      regionRestriction: false,
      whitelabel: { GEETESTVCODE3: true },
    });
    const captcha = mount(stores, "sms");
    expect(screen.getByRole("alert").textContent).toBe(english.geetest_service_not_work);
    const error = await failure(captcha().obtain());
    expect(error).toBeInstanceOf(CaptchaError);
    expect(error?.messageId).toBe("geetest_service_not_work");
  });
});
