import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MODAL_FADE_MS, SPLASH_DELAY_MS } from "../../engine/constants";
import { CLOSE_LAUNCH_SCREEN, LAUNCH_CLOSED_ATTRIBUTE } from "../../engine/platform/native-shell";
import { SPLASH_SHELL_CLASS, SPLASH_SHOWN_KEY, splashShellScript } from "../../engine/shell/splash-shell";

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const ANDROID_SHELL = "Mozilla/5.0 (Linux; Android 14) Mobile WLApp/android/2.0.0";

interface Visit {
  search?: string;
  userAgent?: string;
  standalone?: boolean;
  session?: Record<string, string>;
  /** A browser that refuses storage: the script must still work. */
  noStorage?: boolean;
  /** The shell's bridge: Android's object, iOS's message handler, or none (yet). */
  bridge?: "android" | "ios" | "none";
}

/** Runs the inline script as the browser would, with fake timers for its frames and delays. */
function firstPaint(visit: Visit = {}) {
  const classes = new Set<string>();
  const attributes = new Set<string>();
  const session = { ...(visit.session ?? {}) };
  let removed = false;
  const splash = {
    style: { opacity: "" as string | number },
    remove: () => {
      removed = true;
    },
  };
  const sent: unknown[] = [];
  const win: Record<string, unknown> = {};
  if (visit.bridge === "android")
    win.WLBridge = { postMessage: (json: string) => sent.push(JSON.parse(json)) };
  const webkit =
    visit.bridge === "ios"
      ? { messageHandlers: { WLBridge: { postMessage: (m: unknown) => sent.push(m) } } }
      : undefined;
  if (webkit) win.webkit = webkit;
  const run = new Function(
    "sessionStorage",
    "navigator",
    "location",
    "matchMedia",
    "document",
    "URLSearchParams",
    "window",
    "webkit",
    "requestAnimationFrame",
    "setTimeout",
    splashShellScript(),
  );
  run(
    visit.noStorage
      ? undefined
      : {
          getItem: (key: string) => (key in session ? (session[key] as string) : null),
          setItem: (key: string, value: string) => {
            session[key] = value;
          },
        },
    { userAgent: visit.userAgent ?? PHONE },
    { search: visit.search ?? "" },
    () => ({ matches: visit.standalone === true }),
    {
      documentElement: {
        classList: { add: (name: string) => classes.add(name) },
        setAttribute: (name: string) => attributes.add(name),
      },
      getElementById: () => splash,
    },
    URLSearchParams,
    win,
    webkit,
    (frame: () => void) => setTimeout(frame, 16),
    (run: () => void, ms: number) => setTimeout(run, ms),
  );
  return {
    shown: () => classes.has(SPLASH_SHELL_CLASS),
    removed: () => removed,
    opacity: () => splash.style.opacity,
    session,
    sent,
    launchClosed: () => attributes.has(LAUNCH_CLOSED_ATTRIBUTE),
  };
}

describe("the splash in the static shell (fake timers)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each<[string, Visit, boolean]>([
    ["a phone's browser tab", {}, false],
    ["the native shell's user agent", { userAgent: ANDROID_SHELL, bridge: "android" }, true],
    ["the shell's inApp query", { search: "?inApp=ios" }, true],
    ["an inApp query that names no shell", { search: "?inApp=desktop" }, false],
    ["a home-screen launch (display-mode standalone)", { standalone: true }, true],
    ["a home-screen launch (its homescreen query)", { search: "?homescreen=1" }, true],
    [
      "the native shell, splash already shown this session",
      { search: "?inApp=android", session: { [SPLASH_SHOWN_KEY]: "1" } },
      false,
    ],
    ["a browser that refuses storage, in the shell", { search: "?inApp=android", noStorage: true }, true],
  ])("%s: shown with the first paint: %s", (_name, visit, shown) => {
    const page = firstPaint(visit);
    expect(page.shown()).toBe(shown);
    // Not due: the element goes at once, so no page keeps an invisible splash.
    expect(page.removed()).toBe(!shown);
    if (shown && !visit.noStorage) expect(page.session[SPLASH_SHOWN_KEY]).toBe("1");
  });

  it("fades out after its own delay and is gone after the fade, with or without the app", () => {
    const page = firstPaint({ search: "?homescreen=1" });
    vi.advanceTimersByTime(SPLASH_DELAY_MS - 1);
    expect(page.opacity()).toBe("");
    vi.advanceTimersByTime(1);
    expect(page.opacity()).toBe(0);
    vi.advanceTimersByTime(MODAL_FADE_MS - 1);
    expect(page.removed()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(page.removed()).toBe(true);
  });

  it.each(["android", "ios"] as const)(
    "in the %s shell, closes the launch screen after the first frame, and marks it done",
    (bridge) => {
      const page = firstPaint({ userAgent: ANDROID_SHELL, bridge });
      // Not before the first frame is drawn (a frame is 16 ms here): the splash is on screen first.
      vi.advanceTimersByTime(15);
      expect(page.sent).toEqual([]);
      vi.advanceTimersByTime(5);
      expect(page.sent).toEqual([{ id: "wl-shell", call: CLOSE_LAUNCH_SCREEN }]);
      expect(page.launchClosed()).toBe(true);
    },
  );

  it("without a bridge it looks again for about a second, then leaves the call to the app", () => {
    const page = firstPaint({ userAgent: ANDROID_SHELL, bridge: "none" });
    vi.advanceTimersByTime(5_000);
    expect(page.sent).toEqual([]);
    expect(page.launchClosed()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("outside a shell it tells no one anything", () => {
    const page = firstPaint({ standalone: true, bridge: "android" });
    vi.advanceTimersByTime(5_000);
    expect(page.sent).toEqual([]);
  });
});
