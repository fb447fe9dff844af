// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SHELL_PAINT_WAIT_MAX_MS } from "../../engine/constants";
import { shellLoaderScript } from "../../engine/shell/shell-loader";
import { SIGN_IN_SHELL_CLASS } from "../../engine/theme/layout";

const ENTRY = "/m/assets/index-abc123.js";

/** The two shell pages as the build stamps them; `complete` says whether the picture has loaded. */
function shell({ signIn = false, complete = false, lead = true } = {}) {
  document.documentElement.className = signIn ? SIGN_IN_SHELL_CLASS : "";
  document.head.innerHTML = "";
  const mark = lead ? " data-wl-lead" : "";
  document.body.innerHTML = `<main class="wl-shell-home"><img id="banner"${mark}></main><main class="wl-shell-sign-in"><img id="hero"${mark}></main>`;
  for (const img of document.querySelectorAll("img"))
    Object.defineProperty(img, "complete", { value: complete });
  // As the browser runs the inline script: right after the shell's markup. Its `import()` is the
  // one thing replaced, by a recorder: what is asked for, and when, is the subject here.
  imports.length = 0;
  const script = shellLoaderScript(ENTRY);
  expect(script.match(/import\(/g)).toHaveLength(1);
  new Function("recordImport", script.replace("import(", "recordImport("))((url: string) =>
    imports.push(url),
  );
}

const imports: string[] = [];
const started = () => [...imports];

describe("the shell's loader starts the app after the shell's largest picture", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame"] });
  });
  afterEach(() => vi.useRealTimers());

  it("adds the entry script one frame after the banner has loaded, once", async () => {
    shell();
    await vi.advanceTimersByTimeAsync(200);
    expect(started()).toEqual([]);
    const banner = document.getElementById("banner");
    banner?.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(20);
    expect(started()).toEqual([ENTRY]);
    banner?.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(SHELL_PAINT_WAIT_MAX_MS);
    expect(started()).toEqual([ENTRY]);
  });

  it("waits for the sign-in brand, not the banner, on the sign-in pages", async () => {
    shell({ signIn: true });
    document.getElementById("banner")?.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(20);
    expect(started()).toEqual([]);
    document.getElementById("hero")?.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(20);
    expect(started()).toEqual([ENTRY]);
  });

  it("starts at once when the picture fails, and at the latest after the cap when it hangs", async () => {
    shell();
    document.getElementById("banner")?.dispatchEvent(new Event("error"));
    expect(started()).toEqual([ENTRY]);

    shell();
    await vi.advanceTimersByTimeAsync(SHELL_PAINT_WAIT_MAX_MS - 1);
    expect(started()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started()).toEqual([ENTRY]);
  });

  it("does not wait when the picture is already there or the shell has none", async () => {
    shell({ complete: true });
    await vi.advanceTimersByTimeAsync(20);
    expect(started()).toEqual([ENTRY]);

    shell({ lead: false });
    expect(started()).toEqual([ENTRY]);
  });
});
