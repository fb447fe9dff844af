// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CaptchaError } from "../../../engine/captcha/errors";
import { GeetestController } from "../../../engine/captcha/geetest-controller";
import { startGeetest } from "../../../engine/captcha/geetest-start";
import { globalTimers } from "../../../engine/captcha/timers";
import { fakeProvider } from "./fake-geetest";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const V4_RESULT = { lot_number: "lot", captcha_output: "out", pass_token: "pass", gen_time: "1" };

/** A controller over the real start-up code and a fake provider; `ready()` makes the captcha ready. */
function setUp({ trial = false } = {}) {
  const provider = fakeProvider();
  const announce = vi.fn();
  const controller = new GeetestController({
    announceNotCompleted: announce,
    trial,
    start: () =>
      startGeetest({
        version: "v4",
        captchaId: "cid",
        globals: provider.globals,
        document,
        timers: globalTimers,
        fetchChallenge: async () => ({ gt: "", challenge: "", newCaptcha: true }),
      }),
  });
  const current = () => provider.made[provider.made.length - 1];
  const ready = async () => {
    await vi.advanceTimersByTimeAsync(0);
    current()?.handlers.ready?.();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { controller, provider, announce, current, ready };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: CaptchaError) => error,
  );

describe("a slider captcha on a form", () => {
  it("opens the popup at submit and answers with the provider's result", async () => {
    const { controller, current, ready } = setUp();
    controller.load();
    expect(controller.state.phase).toBe("loading");
    await ready();
    expect(controller.state.phase).toBe("waiting");

    const answer = controller.obtain();
    expect(current()?.opened).toBe(1);
    current()?.pass(V4_RESULT);
    expect(await answer).toEqual({ geetestValidateV4: JSON.stringify(V4_RESULT) });
    expect(controller.state.phase).toBe("success");
  });

  it("refuses a second submit while the popup is open: 'verify geetest too fast'", async () => {
    const { controller, current, ready } = setUp();
    controller.load();
    await ready();
    const first = controller.obtain();
    const second = await rejection(controller.obtain());
    expect(second?.messageId).toBe("verify_geetest_too_fast");
    expect(current()?.opened).toBe(1);
    current()?.pass(V4_RESULT);
    await expect(first).resolves.toBeDefined();
  });

  it("answers 'verify_first' when the member closes the popup, and can be asked again", async () => {
    const { controller, current, ready } = setUp();
    controller.load();
    await ready();
    const closed = rejection(controller.obtain());
    current()?.handlers.close?.();
    expect((await closed)?.messageId).toBe("verify_first");
    expect(controller.state.phase).toBe("waiting");
    void controller.obtain().catch(() => undefined);
    expect(current()?.opened).toBe(2);
  });

  it("tells the member to complete verification first while the captcha is not ready", async () => {
    const { controller, announce } = setUp();
    controller.load();
    const error = await rejection(controller.obtain());
    expect(error).toMatchObject({ messageId: "please_complete_verification_first", announced: true });
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it("shows 60205 after two slow starts, and a retry loads again", async () => {
    const { controller, provider, ready } = setUp();
    controller.load();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(controller.state).toEqual({
      phase: "error",
      failure: { messageId: "captcha_network_failure", providerText: "Network failure", code: 60205 },
    });
    controller.retry();
    expect(controller.state.phase).toBe("loading");
    await ready();
    expect(controller.state.phase).toBe("waiting");
    expect(provider.made).toHaveLength(3);
  });

  it("after a failed submit, a reset makes the next submit slide again", async () => {
    const { controller, current, ready } = setUp();
    controller.load();
    await ready();
    const first = controller.obtain();
    current()?.pass(V4_RESULT);
    await first;
    controller.reset();
    expect(current()?.resets).toBe(1);
    expect(controller.state.phase).toBe("waiting");
    void controller.obtain().catch(() => undefined);
    expect(current()?.opened).toBe(2);
  });

  it("a provider error while the popup is open fails the submit with the provider's code", async () => {
    const { controller, current, ready } = setUp();
    controller.load();
    await ready();
    const failed = rejection(controller.obtain());
    current()?.handlers.error?.({ code: "60500", msg: "Verification server error" });
    expect(await failed).toMatchObject({ code: 60500, providerText: "Verification server error" });
    expect(controller.state.phase).toBe("error");
  });
});

describe("a slider on trial (GEETESTTEST3)", () => {
  beforeEach(() => vi.spyOn(console, "warn").mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it("lets the submit go on without the slider when the provider never started, and says why in the console", async () => {
    const { controller } = setUp({ trial: true });
    controller.load();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(controller.state.phase).toBe("error");
    await expect(controller.obtain()).resolves.toEqual({});
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("60205"));
  });

  it("lets the open submit go on when the provider fails while the popup is open", async () => {
    const { controller, current, ready } = setUp({ trial: true });
    controller.load();
    await ready();
    const submit = controller.obtain();
    current()?.handlers.error?.({ code: "60500", msg: "Verification server error" });
    await expect(submit).resolves.toEqual({});
  });

  it("still asks the member to complete a slider that works: closing it is 'verify_first'", async () => {
    const { controller, current, ready } = setUp({ trial: true });
    controller.load();
    await ready();
    const closed = rejection(controller.obtain());
    current()?.handlers.close?.();
    expect(await closed).toMatchObject({ messageId: "verify_first" });
    const passed = controller.obtain();
    current()?.pass(V4_RESULT);
    await expect(passed).resolves.toMatchObject({ geetestValidateV4: expect.any(String) });
  });
});
