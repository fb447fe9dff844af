// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MINI_GAME_SCRIPT_TIMEOUT_MS } from "../../../engine/constants";
import { loadMiniGame, MINI_GAME_GLOBAL, MiniGameLoadError } from "../../../engine/mini-game/load-mini-game";

const globals = window as unknown as Record<string, unknown>;
const URL = "/mini-game/v1/mini-game.js?t=1";
const script = () => document.head.querySelector<HTMLScriptElement>("script[data-wl-mini-game]");

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  delete globals[MINI_GAME_GLOBAL];
  document.head.innerHTML = "";
});

describe("loading the platform's mini-game script", () => {
  it("injects the script and resolves with what it registers", async () => {
    const loading = loadMiniGame(window, URL, window);
    expect(script()?.getAttribute("src")).toBe(URL);
    const game = { mount: vi.fn() };
    globals[MINI_GAME_GLOBAL] = game;
    script()?.dispatchEvent(new Event("load"));
    await expect(loading).resolves.toBe(game);
  });

  it("reuses a game already registered, without a second script", async () => {
    const game = { mount: vi.fn() };
    globals[MINI_GAME_GLOBAL] = game;
    await expect(loadMiniGame(window, URL, window)).resolves.toBe(game);
    expect(script()).toBeNull();
  });

  it.each([
    {
      name: "fails to load, on its one retry too",
      act: () => {
        script()?.dispatchEvent(new Event("error"));
        script()?.dispatchEvent(new Event("error"));
      },
      says: "failed to load",
    },
    {
      name: "loads without a game",
      act: () => script()?.dispatchEvent(new Event("load")),
      says: "registered no",
    },
    {
      name: "registers something without mount",
      act: () => {
        globals[MINI_GAME_GLOBAL] = { start: () => undefined };
        script()?.dispatchEvent(new Event("load"));
      },
      says: "registered no",
    },
  ])("rejects when the script $name, and removes it", async ({ act, says }) => {
    const loading = loadMiniGame(window, URL, window);
    act();
    await expect(loading).rejects.toThrow(MiniGameLoadError);
    await expect(loading).rejects.toThrow(says);
    expect(script()).toBeNull();
  });

  it(`gives up after ${MINI_GAME_SCRIPT_TIMEOUT_MS} ms`, async () => {
    const loading = loadMiniGame(window, URL, window);
    const outcome = vi.fn();
    loading.catch(outcome);
    await vi.advanceTimersByTimeAsync(MINI_GAME_SCRIPT_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).rejects.toThrow(`did not load within ${MINI_GAME_SCRIPT_TIMEOUT_MS} ms`);
    expect(script()).toBeNull();
  });
});
