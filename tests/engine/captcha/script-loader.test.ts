// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CaptchaError } from "../../../engine/captcha/errors";
import { loadCaptchaScript } from "../../../engine/captcha/script-loader";
import { globalTimers } from "../../../engine/captcha/timers";

const deps = () => ({ document, timers: globalTimers });
const scripts = (url: string) => [...document.head.querySelectorAll("script")].filter((s) => s.src === url);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = "";
});

describe("the provider script loader", () => {
  it("injects the script once however many captchas ask for it", async () => {
    const url = "https://captcha.test/once.js";
    const first = loadCaptchaScript(url, deps());
    const second = loadCaptchaScript(url, deps());
    expect(scripts(url)).toHaveLength(1);
    scripts(url)[0]?.dispatchEvent(new Event("load"));
    await expect(Promise.all([first, second])).resolves.toBeDefined();
    await loadCaptchaScript(url, deps());
    expect(scripts(url)).toHaveLength(1);
  });

  it("gives up after 3,000 ms with 60204 'Network failure', and a retry injects it afresh", async () => {
    const url = "https://captcha.test/slow.js";
    const load = loadCaptchaScript(url, deps());
    const outcome = load.catch((error: CaptchaError) => error);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(scripts(url)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(CaptchaError);
    expect(error).toMatchObject({
      code: 60204,
      providerText: "Network failure",
      messageId: "captcha_network_failure",
    });
    expect(scripts(url)).toHaveLength(0);

    const again = loadCaptchaScript(url, deps());
    expect(scripts(url)).toHaveLength(1);
    scripts(url)[0]?.dispatchEvent(new Event("load"));
    await expect(again).resolves.toBeUndefined();
  });

  it("fails with 60204 when the script cannot be fetched, on its one retry too", async () => {
    const url = "https://captcha.test/missing.js";
    const load = loadCaptchaScript(url, deps());
    scripts(url)[0]?.dispatchEvent(new Event("error"));
    scripts(url)[0]?.dispatchEvent(new Event("error"));
    await expect(load).rejects.toMatchObject({ code: 60204 });
  });
});
