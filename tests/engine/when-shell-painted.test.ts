// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SHELL_PAINT_WAIT_MAX_MS } from "../../engine/constants";
import { SIGN_IN_SHELL_CLASS } from "../../engine/shell/shell-route";
import { whenShellPainted } from "../../engine/shell/when-shell-painted";

/** The two shell pages as the build stamps them; `complete` says whether the picture has loaded. */
function shell({ signIn = false, complete = false, lead = true } = {}) {
  document.documentElement.className = signIn ? SIGN_IN_SHELL_CLASS : "";
  const mark = lead ? " data-wl-lead" : "";
  document.body.innerHTML = `<main class="wl-shell-home"><img id="banner"${mark}></main><main class="wl-shell-sign-in"><img id="hero"${mark}></main>`;
  for (const img of document.querySelectorAll("img"))
    Object.defineProperty(img, "complete", { value: complete });
}

describe("the app's scripts wait for the shell's largest picture", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame"] });
  });
  afterEach(() => vi.useRealTimers());

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it("start one frame after the banner has loaded", async () => {
    shell();
    const done = settled(whenShellPainted(document));
    await vi.advanceTimersByTimeAsync(200);
    expect(done()).toBe(false);
    document.getElementById("banner")?.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(20);
    expect(done()).toBe(true);
  });

  it("wait for the sign-in brand, not the banner, on the sign-in pages", async () => {
    shell({ signIn: true });
    const done = settled(whenShellPainted(document));
    document.getElementById("banner")?.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(20);
    expect(done()).toBe(false);
    document.getElementById("hero")?.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(20);
    expect(done()).toBe(true);
  });

  it("start at once when the picture failed, and at the latest after the cap when it hangs", async () => {
    shell();
    const failed = settled(whenShellPainted(document));
    document.getElementById("banner")?.dispatchEvent(new Event("error"));
    await vi.advanceTimersByTimeAsync(0);
    expect(failed()).toBe(true);

    shell();
    const hanging = settled(whenShellPainted(document));
    await vi.advanceTimersByTimeAsync(SHELL_PAINT_WAIT_MAX_MS - 1);
    expect(hanging()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(hanging()).toBe(true);
  });

  it("do not wait when the picture is already there or the shell has none", async () => {
    shell({ complete: true });
    const cached = settled(whenShellPainted(document));
    await vi.advanceTimersByTimeAsync(20);
    expect(cached()).toBe(true);

    shell({ lead: false });
    const none = settled(whenShellPainted(document));
    await vi.advanceTimersByTimeAsync(0);
    expect(none()).toBe(true);
  });
});
