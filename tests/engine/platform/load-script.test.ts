// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadScript, ScriptLoadError } from "../../../engine/platform/load-script";

const scripts = (url: string) => [...document.head.querySelectorAll("script")].filter((s) => s.src === url);
const fire = (url: string, event: "load" | "error") => scripts(url)[0]?.dispatchEvent(new Event(event));
const failure = (load: Promise<void>) =>
  load.then(
    () => null,
    (error: ScriptLoadError) => error,
  );

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = "";
});

describe("loading a third party's script", () => {
  it("adds it once per address: a second caller gets the same promise, and no second element", async () => {
    const url = "https://provider.test/once.js";
    const first = loadScript(url);
    const second = loadScript(url);
    expect(second).toBe(first);
    expect(scripts(url)).toHaveLength(1);
    expect(scripts(url)[0]?.async).toBe(true);
    fire(url, "load");
    await expect(first).resolves.toBeUndefined();
    expect(loadScript(url)).toBe(first);
    expect(scripts(url)).toHaveLength(1);
    // Another address is another script.
    void loadScript("https://provider.test/other.js");
    expect(document.head.querySelectorAll("script")).toHaveLength(2);
  });

  it("gives up at its time limit, takes the element away, and a later call tries afresh", async () => {
    const url = "https://provider.test/slow.js";
    const outcome = failure(loadScript(url, { timeoutMs: 3_000 }));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(scripts(url)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({
      reason: "timeout",
      url,
      message: `${url} did not load within 3000 ms`,
    });
    expect(scripts(url)).toHaveLength(0);
    const again = loadScript(url, { timeoutMs: 3_000 });
    expect(scripts(url)).toHaveLength(1);
    fire(url, "load");
    await expect(again).resolves.toBeUndefined();
  });

  it("waits as long as the browser takes without a time limit", async () => {
    const url = "https://provider.test/patient.js";
    const load = loadScript(url);
    const settled = vi.fn();
    load.then(settled, settled);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(settled).not.toHaveBeenCalled();
    fire(url, "load");
    await expect(load).resolves.toBeUndefined();
  });

  it("tries a failed fetch once more, within the same time limit", async () => {
    const url = "https://provider.test/flaky.js";
    const load = loadScript(url, { timeoutMs: 3_000 });
    fire(url, "error");
    expect(scripts(url)).toHaveLength(1);
    fire(url, "load");
    await expect(load).resolves.toBeUndefined();

    const late = "https://provider.test/flaky-then-slow.js";
    const outcome = failure(loadScript(late, { timeoutMs: 3_000 }));
    await vi.advanceTimersByTimeAsync(2_000);
    fire(late, "error");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toMatchObject({ reason: "timeout" });
    expect(scripts(late)).toHaveLength(0);
  });

  it("fails after its one retry fails too, leaving no element, and is forgotten", async () => {
    const url = "https://provider.test/missing.js";
    const outcome = failure(loadScript(url));
    fire(url, "error");
    fire(url, "error");
    const error = await outcome;
    expect(error).toBeInstanceOf(ScriptLoadError);
    expect(error).toMatchObject({ reason: "load", url });
    expect(error?.message).toMatch(/did not load/);
    expect(scripts(url)).toHaveLength(0);
    void loadScript(url);
    expect(scripts(url)).toHaveLength(1);
  });

  it("counts a script that runs without setting up its API as failed, and takes it away", async () => {
    const url = "https://provider.test/empty.js";
    const outcome = failure(loadScript(url, { ready: () => false }));
    fire(url, "load");
    expect(await outcome).toMatchObject({ reason: "not-ready" });
    expect(scripts(url)).toHaveLength(0);
    const registered = loadScript(url, { ready: () => true });
    fire(url, "load");
    await expect(registered).resolves.toBeUndefined();
  });

  it("loads again a script whose API has gone since it ran", async () => {
    const url = "https://provider.test/dropped.js";
    let api = true;
    const first = loadScript(url, { ready: () => api });
    fire(url, "load");
    await first;
    expect(loadScript(url, { ready: () => api })).toBe(first);
    api = false;
    const again = loadScript(url, { ready: () => api });
    expect(again).not.toBe(first);
    expect(scripts(url)).toHaveLength(2);
  });

  it("marks the element with the loader's attributes", () => {
    const url = "https://provider.test/marked.js";
    void loadScript(url, { attributes: { "data-cs-provider": "LIVECHAT" } });
    expect(scripts(url)[0]?.getAttribute("data-cs-provider")).toBe("LIVECHAT");
  });

  it("passes the address through the Trusted Types policy, and refuses one the policy refuses", async () => {
    vi.stubGlobal("trustedTypes", {
      createPolicy: (name: string, rules: { createScriptURL(url: string): string }) => ({
        createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url), by: name }),
      }),
    });
    vi.resetModules();
    const fresh = await import("../../../engine/platform/load-script");
    const given: unknown[] = [];
    vi.spyOn(HTMLScriptElement.prototype, "src", "set").mockImplementation((value) => given.push(value));
    void fresh.loadScript("https://provider.test/trusted.js");
    expect(given).toEqual([{ trusted: "https://provider.test/trusted.js", by: "wl-script-url" }]);

    await expect(fresh.loadScript("javascript:alert(1)")).rejects.toThrow(/Not a script address/);
    expect(document.head.querySelectorAll("script")).toHaveLength(1);
  });
});
