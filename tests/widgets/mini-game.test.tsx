// @vitest-environment jsdom
/**
 * The mini-game's container (widgets/mini-game) with a stand-in for the platform's script
 * registered on the window, as its real script does: who sees it, what the game is handed, taps
 * against drags, the session's place, and a script that never comes.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  FLOATING_WIDGETS_DELAY_MS,
  MINI_GAME_DRAG_CLICK_DEBOUNCE_MS,
  MINI_GAME_SCRIPT_TIMEOUT_MS,
} from "../../engine/constants";
import { MINI_GAME_GLOBAL } from "../../engine/mini-game/load-mini-game";
import { MINI_GAME_POSITION_KEY } from "../../engine/mini-game/mini-game-rules";
import miniGame from "../../widgets/mini-game/register";
import { fireEvent, renderWidget, screen } from "./harness";

const globals = window as unknown as Record<string, unknown>;

/** A game like the platform's: one button that counts the taps it gets. */
function standInGame() {
  const taps = vi.fn();
  const mount = vi.fn((container: HTMLElement, options: { labels?: { open: string } }) => {
    const button = document.createElement("button");
    button.textContent = options.labels?.open ?? "open";
    button.addEventListener("click", taps);
    container.append(button);
    return { unmount: () => button.remove() };
  });
  globals[MINI_GAME_GLOBAL] = { mount };
  return { mount, taps };
}

afterEach(() => {
  delete globals[MINI_GAME_GLOBAL];
  for (const script of document.head.querySelectorAll("script")) script.remove();
});

const MEMBER = { session: { userName: "demo" }, fakeClock: true } as const;
const ON = { features: { LOTTMINIGAME3: true } };

async function open(options: Parameters<typeof renderWidget>[1]) {
  const page = await renderWidget(miniGame, options);
  await page.advance(FLOATING_WIDGETS_DELAY_MS);
  await page.settle();
  return page;
}

const pointer = (type: string, x: number, y: number) =>
  new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0 });
/** A pointer down on the game's button, moved by dx, and up, then the click the browser makes. */
function gesture(target: HTMLElement, dx: number) {
  const down = Object.assign(pointer("pointerdown", 100, 100), { isPrimary: true, pointerType: "touch" });
  target.dispatchEvent(down);
  window.dispatchEvent(pointer("pointermove", 100 + dx, 100));
  window.dispatchEvent(pointer("pointerup", 100 + dx, 100));
  fireEvent.click(target, { detail: 1 });
}

describe("the mini-game container", () => {
  it("is for members where a variant is on: the game gets the variant, language and texts", async () => {
    const game = standInGame();
    await open({ ...MEMBER, config: ON });
    expect(screen.getByRole("region", { name: "Mini-game" }).dataset.variant).toBe("v1");
    expect(game.mount).toHaveBeenCalledWith(expect.any(HTMLElement), {
      variant: "v1",
      language: "EN",
      labels: {
        open: "Open the mini-game",
        draw: "Draw",
        close: "Close the mini-game",
        result: "Your numbers: {numbers}",
      },
    });
  });

  it.each([
    { name: "a visitor", options: { fakeClock: true, config: ON } },
    { name: "a member without the switches", options: { ...MEMBER, config: { features: {} } } },
  ])("is not there for $name, and its script is never asked for", async ({ options }) => {
    const game = standInGame();
    await open(options);
    expect(screen.queryByRole("region", { name: "Mini-game" })).toBeNull();
    expect(game.mount).not.toHaveBeenCalled();
  });

  it("passes a tap on, swallows a drag's click and a tap within 250 ms, and keeps the place of a drag", async () => {
    const game = standInGame();
    const page = await open({ ...MEMBER, config: ON });
    const button = screen.getByRole("button", { name: "Open the mini-game" });
    gesture(button, 1);
    expect(game.taps).toHaveBeenCalledTimes(1);
    await page.advance(MINI_GAME_DRAG_CLICK_DEBOUNCE_MS - 1);
    gesture(button, 0);
    expect(game.taps).toHaveBeenCalledTimes(1);
    await page.advance(MINI_GAME_DRAG_CLICK_DEBOUNCE_MS);
    gesture(button, -40);
    expect(game.taps).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(MINI_GAME_POSITION_KEY)).toMatch(/^\{"x":-?\d+,"y":-?\d+\}$/);
    await page.advance(MINI_GAME_DRAG_CLICK_DEBOUNCE_MS);
    gesture(button, 0);
    expect(game.taps).toHaveBeenCalledTimes(2);
    // A keyboard's click has no pointer behind it and always goes through.
    fireEvent.click(button, { detail: 0 });
    expect(game.taps).toHaveBeenCalledTimes(3);
  });

  it("hides, with a console warning, when the script does not come within its time", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const page = await open({ ...MEMBER, config: ON });
    const script = document.head.querySelector<HTMLScriptElement>("script[data-wl-mini-game]");
    expect(script?.src).toMatch(/\/mini-game\/v1\/mini-game\.js\?t=\d+$/);
    expect(screen.getByRole("region", { name: "Mini-game" })).toBeTruthy();
    await page.advance(MINI_GAME_SCRIPT_TIMEOUT_MS);
    await page.settle();
    expect(screen.queryByRole("region", { name: "Mini-game" })).toBeNull();
    expect(String(warn.mock.calls.at(-1)?.[0])).toContain("[mini-game] hidden");
    warn.mockRestore();
  });
});
