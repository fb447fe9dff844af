// @vitest-environment jsdom
/** The demo mini-game the reference backend serves (server/demo/mini-game.js), played in a DOM. */
import { afterEach, describe, expect, it } from "vitest";
import { miniGameScript } from "../../server/routes/mini-game";

afterEach(() => {
  document.body.innerHTML = "";
  delete (window as unknown as Record<string, unknown>).WLMiniGame;
});

interface Game {
  variant: string;
  mount: (el: HTMLElement, options?: object) => { unmount: () => void };
}

function load(variant: string): Game {
  const source = miniGameScript(variant);
  if (!source) throw new Error("no script");
  // The script runs in the page's global scope, as a browser runs it.
  new Function(source)();
  return (window as unknown as { WLMiniGame: Game }).WLMiniGame;
}

describe("the demo mini-game", () => {
  it.each([
    { variant: "v1", count: 3, min: 0, max: 9 },
    { variant: "s1", count: 2, min: 1, max: 36 },
  ])(
    "$variant: tap the ball, draw $count numbers from $min to $max, close",
    ({ variant, count, min, max }) => {
      const game = load(variant);
      expect(game.variant).toBe(variant);
      const host = document.createElement("div");
      document.body.append(host);
      const labels = { open: "Ouvrir", draw: "Tirer", close: "Fermer", result: "Vos numéros : {numbers}" };
      const mounted = game.mount(host, { variant, language: "FR", labels });
      const ball = host.querySelector<HTMLButtonElement>('button[aria-label="Ouvrir"]');
      const draw = host.querySelector<HTMLButtonElement>('button[aria-label="Tirer"]');
      const close = host.querySelector<HTMLButtonElement>('button[aria-label="Fermer"]');
      if (!ball || !draw || !close) throw new Error("controls missing");
      expect(draw.closest("[hidden]")).not.toBeNull();
      ball.click();
      expect(ball.hidden).toBe(true);
      expect(ball.getAttribute("aria-expanded")).toBe("true");
      draw.click();
      const text = host.querySelector('[data-testid="mini-game-numbers"]')?.textContent ?? "";
      expect(text).toMatch(/^Vos numéros : /);
      const numbers = text.replace("Vos numéros : ", "").split(" ").map(Number);
      expect(numbers).toHaveLength(count);
      for (const n of numbers) expect(n >= min && n <= max).toBe(true);
      close.click();
      expect(ball.hidden).toBe(false);
      mounted.unmount();
      expect(host.children).toHaveLength(0);
    },
  );

  it("without labels it speaks English", () => {
    const host = document.createElement("div");
    load("v1").mount(host);
    expect(host.querySelector("button")?.getAttribute("aria-label")).toBe("Open the mini-game");
  });

  it("knows only v1 and s1", () => {
    expect(miniGameScript("v2")).toBeNull();
  });
});
