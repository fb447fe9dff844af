// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CaptchaError } from "../../../engine/captcha/errors";
import { type GeetestStartDeps, startGeetest } from "../../../engine/captcha/geetest-start";
import { globalTimers } from "../../../engine/captcha/timers";
import { fakeProvider } from "./fake-geetest";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = "";
});

function deps(change: Partial<GeetestStartDeps> = {}): GeetestStartDeps {
  return {
    version: "v4",
    captchaId: "cid-1",
    scriptUrl: "https://captcha.test/gt4.js",
    globals: fakeProvider().globals,
    document,
    timers: globalTimers,
    fetchChallenge: async () => ({ gt: "gt-1", challenge: "ch-1", newCaptcha: true }),
    ...change,
  };
}

describe("starting a geetest captcha", () => {
  it("starts v4 with the merchant's captcha id as a 'bind' captcha", async () => {
    const provider = fakeProvider();
    const started = startGeetest(deps({ globals: provider.globals }));
    await vi.advanceTimersByTimeAsync(0);
    provider.made[0]?.handlers.ready?.();
    await expect(started).resolves.toBeDefined();
    expect(provider.made[0]?.config).toEqual({ captchaId: "cid-1", product: "bind" });
  });

  it("starts v3 with the challenge the backend issued", async () => {
    const provider = fakeProvider();
    const started = startGeetest(deps({ version: "v3", globals: provider.globals }));
    await vi.advanceTimersByTimeAsync(0);
    provider.made[0]?.handlers.ready?.();
    await started;
    expect(provider.made[0]?.config).toEqual({
      gt: "gt-1",
      challenge: "ch-1",
      new_captcha: true,
      product: "bind",
      offline: false,
    });
  });

  it("waits 10 s for a captcha, tries exactly once more, then fails with 60205", async () => {
    const provider = fakeProvider();
    let settled = false;
    const outcome = startGeetest(deps({ globals: provider.globals })).catch((error: CaptchaError) => {
      settled = true;
      return error;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(provider.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(provider.made).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ code: 60205, providerText: "Network failure" });
    expect(provider.made).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(provider.made).toHaveLength(2);
  });

  it("uses the retry when the first attempt is slow, and drops the first when it answers late", async () => {
    const provider = fakeProvider();
    const started = startGeetest(deps({ globals: provider.globals }));
    await vi.advanceTimersByTimeAsync(10_000);
    provider.made[1]?.handlers.ready?.();
    const handle = await started;
    expect(handle).toBeDefined();
    handle.open();
    expect(provider.made[1]?.opened).toBe(1);
    expect(provider.made[0]?.opened).toBe(0);
    expect(provider.made[0]?.destroyed).toBe(true);
  });

  it("reports the provider's own failure during start-up with its code", async () => {
    const provider = fakeProvider();
    const started = startGeetest(deps({ globals: provider.globals }));
    await vi.advanceTimersByTimeAsync(0);
    provider.made[0]?.handlers.error?.({ code: "60100", msg: "Config error" });
    await expect(started).rejects.toMatchObject({ code: 60100, providerText: "Config error" });
  });

  it("loads the script first when the provider is not on the page, failing with 60204 after 3,000 ms", async () => {
    const outcome = startGeetest(deps({ globals: {} })).catch((error: CaptchaError) => error);
    expect(document.head.querySelector("script")?.src).toBe("https://captcha.test/gt4.js");
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await outcome).toMatchObject({ code: 60204 });
  });

  it("falls back to the official script when the merchant names none", async () => {
    void startGeetest(deps({ globals: {}, scriptUrl: undefined, version: "v3" })).catch(() => undefined);
    expect(document.head.querySelector("script")?.src).toBe(
      "https://static.geetest.com/static/js/gt.0.5.0.js",
    );
    await vi.advanceTimersByTimeAsync(3_000);
  });
});
