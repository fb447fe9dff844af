import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ASSET_HASH_FIRST_CHECK_MS,
  ASSET_HASH_INTERVAL_MS,
  ASSET_HASH_VISIBILITY_DEBOUNCE_MS,
} from "../../engine/constants";
import { AssetHashCheck } from "../../engine/pwa/asset-hash-check";

/** A page whose served asset manifest and visibility the test changes. */
function page(runningHash: string | null = "build-1") {
  const state = { served: "build-1" as string | null, visible: true, fetches: 0, updates: 0 };
  const listeners = new Set<() => void>();
  const check = new AssetHashCheck({
    runningHash,
    fetchHash: async () => {
      state.fetches++;
      return state.served;
    },
    onUpdate: () => state.updates++,
    visibility: {
      isVisible: () => state.visible,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    timers: { setTimeout, clearTimeout, setInterval, clearInterval },
  });
  const setVisible = (visible: boolean) => {
    state.visible = visible;
    for (const listener of listeners) listener();
  };
  return { state, check, setVisible, listeners };
}

describe("update check (spec §4)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("compares first 1.5 s after start, not before", async () => {
    const { state, check } = page();
    state.served = "build-2";
    check.start();
    await vi.advanceTimersByTimeAsync(ASSET_HASH_FIRST_CHECK_MS - 1);
    expect(state.fetches).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.fetches).toBe(1);
    expect(state.updates).toBe(1);
  });

  it("stays quiet while the served build is the running one, and checks hourly", async () => {
    const { state, check } = page();
    check.start();
    await vi.advanceTimersByTimeAsync(ASSET_HASH_FIRST_CHECK_MS);
    await vi.advanceTimersByTimeAsync(ASSET_HASH_INTERVAL_MS - ASSET_HASH_FIRST_CHECK_MS - 1);
    expect(state.fetches).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.fetches).toBe(2);
    expect(state.updates).toBe(0);

    state.served = "build-2";
    await vi.advanceTimersByTimeAsync(ASSET_HASH_INTERVAL_MS - 1);
    expect(state.updates).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.updates).toBe(1);
  });

  it("re-checks on return to visibility, once per burst, 300 ms after the last change", async () => {
    const { state, check, setVisible } = page();
    check.start();
    await vi.advanceTimersByTimeAsync(ASSET_HASH_FIRST_CHECK_MS);
    expect(state.fetches).toBe(1);

    setVisible(false);
    setVisible(true);
    await vi.advanceTimersByTimeAsync(200);
    setVisible(false);
    setVisible(true);
    await vi.advanceTimersByTimeAsync(ASSET_HASH_VISIBILITY_DEBOUNCE_MS - 1);
    expect(state.fetches).toBe(1);
    state.served = "build-2";
    await vi.advanceTimersByTimeAsync(1);
    expect(state.fetches).toBe(2);
    expect(state.updates).toBe(1);
  });

  it("does not check when the page goes to the background", async () => {
    const { state, check, setVisible } = page();
    check.start();
    await vi.advanceTimersByTimeAsync(ASSET_HASH_FIRST_CHECK_MS);
    setVisible(false);
    await vi.advanceTimersByTimeAsync(ASSET_HASH_VISIBILITY_DEBOUNCE_MS * 10);
    expect(state.fetches).toBe(1);
  });

  it("reports an update once, then stops checking", async () => {
    const { state, check, setVisible, listeners } = page();
    state.served = "build-2";
    check.start();
    await vi.advanceTimersByTimeAsync(ASSET_HASH_FIRST_CHECK_MS);
    state.served = "build-3";
    setVisible(true);
    await vi.advanceTimersByTimeAsync(ASSET_HASH_INTERVAL_MS * 3);
    expect(state.updates).toBe(1);
    expect(state.fetches).toBe(1);
    expect(listeners.size).toBe(0);
  });

  it("ignores a manifest it cannot read (offline, mid-deploy) and keeps checking", async () => {
    const { state, check } = page();
    state.served = null;
    check.start();
    await vi.advanceTimersByTimeAsync(ASSET_HASH_FIRST_CHECK_MS);
    expect(state.updates).toBe(0);
    state.served = "build-2";
    await vi.advanceTimersByTimeAsync(ASSET_HASH_INTERVAL_MS);
    expect(state.updates).toBe(1);
  });

  it("without a build hash in the page (dev server) takes the first one fetched as the running one", async () => {
    const { state, check } = page(null);
    state.served = "dev-1";
    check.start();
    await vi.advanceTimersByTimeAsync(ASSET_HASH_FIRST_CHECK_MS);
    expect(state.updates).toBe(0);
    state.served = "dev-2";
    await vi.advanceTimersByTimeAsync(ASSET_HASH_INTERVAL_MS);
    expect(state.updates).toBe(1);
  });
});
