import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  MINI_GAME_CLICK_THRESHOLD_PX,
  MINI_GAME_DRAG_CLICK_DEBOUNCE_MS,
  MINI_GAME_SIZE_POLL_MS,
} from "../../../engine/constants";
import {
  clampPosition,
  DragGesture,
  dragMargin,
  MINI_GAME_POSITION_KEY,
  miniGameScriptUrl,
  readPosition,
  watchSize,
  writePosition,
} from "../../../engine/mini-game/mini-game-rules";
import { miniGameShown, miniGameVariant } from "../../../engine/mini-game/mini-game-switch";
import { memoryStorage } from "../../../engine/platform/storage";

const phone = { width: 400, height: 800 };
const box = { width: 60, height: 60 };

describe("which mini-game, for whom (spec §4, §6)", () => {
  it.each([
    { lott: false, sea: false, variant: null },
    { lott: true, sea: false, variant: "v1" },
    { lott: false, sea: true, variant: "s1" },
    { lott: true, sea: true, variant: "v1" },
  ])("LOTTMINIGAME3 $lott, SEALOTTMINIGAME3 $sea → $variant", ({ lott, sea, variant }) => {
    expect(miniGameVariant((key) => (key === "LOTTMINIGAME3" ? lott : sea))).toBe(variant);
  });

  it.each([
    { variant: "v1", loggedIn: true, shown: true },
    { variant: "s1", loggedIn: true, shown: true },
    { variant: "v1", loggedIn: false, shown: false },
    { variant: null, loggedIn: true, shown: false },
  ] as const)("$variant, logged in $loggedIn → shown $shown", ({ variant, loggedIn, shown }) => {
    expect(miniGameShown({ variant, loggedIn })).toBe(shown);
  });

  it.each([
    { variant: "v1", now: 1_700_000_000_123, origin: "", url: "/mini-game/v1/mini-game.js?t=1700000000123" },
    {
      variant: "s1",
      now: 5.9,
      origin: "https://m.example",
      url: "https://m.example/mini-game/s1/mini-game.js?t=5",
    },
  ] as const)("script of $variant at $now → $url", ({ variant, now, origin, url }) => {
    expect(miniGameScriptUrl(variant, now, origin)).toBe(url);
  });
});

describe("bounds: 2 % of the window's width from every edge (spec §9)", () => {
  it.each([
    { width: 400, margin: 8 },
    { width: 375, margin: 8 },
    { width: 1000, margin: 20 },
    { width: 0, margin: 0 },
  ])("window $width px → margin $margin px", ({ width, margin }) => {
    expect(dragMargin(width)).toBe(margin);
  });

  it.each([
    { name: "inside stays", at: { x: 100, y: 300 }, to: { x: 100, y: 300 } },
    { name: "past the start edges", at: { x: -50, y: -10 }, to: { x: 8, y: 8 } },
    { name: "past the end edges", at: { x: 390, y: 900 }, to: { x: 332, y: 732 } },
    { name: "exactly on the margin", at: { x: 8, y: 732 }, to: { x: 8, y: 732 } },
  ])("$name", ({ at, to }) => {
    expect(clampPosition(at, box, phone)).toEqual(to);
  });

  it("a container wider than the room sticks to the start margin", () => {
    expect(clampPosition({ x: 50, y: 50 }, { width: 500, height: 60 }, phone)).toEqual({ x: 8, y: 50 });
  });
});

describe("position kept for the session", () => {
  it.each([
    { stored: null, read: null },
    { stored: '{"x":10,"y":20}', read: { x: 10, y: 20 } },
    { stored: "not json", read: null },
    { stored: '{"x":"10","y":20}', read: null },
    { stored: "null", read: null },
    { stored: '{"x":1e999,"y":2}', read: null },
  ])("$stored reads as $read", ({ stored, read }) => {
    const storage = memoryStorage(stored === null ? {} : { [MINI_GAME_POSITION_KEY]: stored });
    expect(readPosition(storage)).toEqual(read);
  });

  it("writes whole pixels", () => {
    const storage = memoryStorage();
    writePosition(storage, { x: 10.4, y: 20.6 });
    expect(readPosition(storage)).toEqual({ x: 10, y: 21 });
  });
});

describe("drag or click (spec §9: under 2 px is a click, 250 ms debounce)", () => {
  beforeEach(() => vi.useFakeTimers({ now: 10_000 }));
  afterEach(() => vi.useRealTimers());

  const gesture = () => new DragGesture(() => Date.now());
  const origin = { x: 100, y: 100 };
  const at = { x: 200, y: 400 };

  it.each([
    { dx: 0, dy: 0, end: "click", moved: null },
    { dx: 1, dy: 1, end: "click", moved: null },
    { dx: MINI_GAME_CLICK_THRESHOLD_PX - 0.1, dy: 0, end: "click", moved: null },
    { dx: MINI_GAME_CLICK_THRESHOLD_PX, dy: 0, end: "drag", moved: { x: 202, y: 400 } },
    { dx: 0, dy: -30, end: "drag", moved: { x: 200, y: 370 } },
    { dx: 500, dy: 0, end: "drag", moved: { x: 332, y: 400 } },
  ])("a move of ($dx, $dy) → $end", ({ dx, dy, end, moved }) => {
    const g = gesture();
    g.begin(origin, at);
    expect(g.move({ x: origin.x + dx, y: origin.y + dy }, box, phone)).toEqual(moved);
    expect(g.end()).toBe(end);
  });

  it("once a drag, coming back under the threshold is still a drag", () => {
    const g = gesture();
    g.begin(origin, at);
    g.move({ x: 110, y: 100 }, box, phone);
    expect(g.move({ x: 100.5, y: 100 }, box, phone)).toEqual({ x: 200.5, y: 400 });
    expect(g.end()).toBe("drag");
  });

  const tap = (g: DragGesture) => {
    g.begin(origin, at);
    return g.end();
  };

  it.each([
    { after: "click", waitMs: 0, end: "debounced" },
    { after: "click", waitMs: MINI_GAME_DRAG_CLICK_DEBOUNCE_MS - 1, end: "debounced" },
    { after: "click", waitMs: MINI_GAME_DRAG_CLICK_DEBOUNCE_MS, end: "click" },
    { after: "drag", waitMs: 100, end: "debounced" },
    { after: "drag", waitMs: MINI_GAME_DRAG_CLICK_DEBOUNCE_MS, end: "click" },
  ])("a tap $waitMs ms after a $after → $end", ({ after, waitMs, end }) => {
    const g = gesture();
    if (after === "click") expect(tap(g)).toBe("click");
    else {
      g.begin(origin, at);
      g.move({ x: 150, y: 100 }, box, phone);
      expect(g.end()).toBe("drag");
    }
    vi.advanceTimersByTime(waitMs);
    expect(tap(g)).toBe(end);
  });

  it("a debounced tap does not push the window on", () => {
    const g = gesture();
    expect(tap(g)).toBe("click");
    vi.advanceTimersByTime(200);
    expect(tap(g)).toBe("debounced");
    vi.advanceTimersByTime(50);
    expect(tap(g)).toBe("click");
  });

  it("a cancelled drag counts as a drag's end; ending with no touch is nothing", () => {
    const g = gesture();
    expect(g.end()).toBe("none");
    g.begin(origin, at);
    g.move({ x: 150, y: 100 }, box, phone);
    g.cancel();
    expect(g.active).toBe(false);
    expect(tap(g)).toBe("debounced");
  });
});

describe("container size polled every 250 ms (spec §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reports the first size at once and each change at the next poll", () => {
    let size = { width: 60, height: 60 };
    const seen: Array<{ width: number; height: number }> = [];
    const stop = watchSize(
      () => size,
      (s) => seen.push(s),
      MINI_GAME_SIZE_POLL_MS,
      globalThis,
    );
    expect(seen).toEqual([{ width: 60, height: 60 }]);
    size = { width: 240, height: 200 };
    vi.advanceTimersByTime(MINI_GAME_SIZE_POLL_MS - 1);
    expect(seen).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([{ width: 60, height: 60 }, size]);
    vi.advanceTimersByTime(MINI_GAME_SIZE_POLL_MS * 4);
    expect(seen).toHaveLength(2);
    stop();
    size = { width: 1, height: 1 };
    vi.advanceTimersByTime(MINI_GAME_SIZE_POLL_MS * 4);
    expect(seen).toHaveLength(2);
  });
});
