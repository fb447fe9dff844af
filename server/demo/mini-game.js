/*
 * The platform's lottery mini-game, as the reference backend serves it under
 * /mini-game/<variant>/mini-game.js (docs/mini-game.md): a small playable demo in plain script.
 * A ball; a tap opens a card where "Draw" draws the variant's numbers (v1: three digits 0–9,
 * s1: two numbers 1–36), and the close button folds it back into the ball. It registers
 * window.WLMiniGame = { variant, mount(container, options) → { unmount() } }.
 * The server replaces __VARIANT__ before sending it.
 */
(() => {
  const variant = "__VARIANT__";
  const RULES = { v1: { count: 3, min: 0, max: 9 }, s1: { count: 2, min: 1, max: 36 } };
  const rules = RULES[variant] || RULES.v1;
  const DEFAULT_LABELS = {
    open: "Open the mini-game",
    draw: "Draw",
    close: "Close the mini-game",
    result: "Your numbers: {numbers}",
  };

  function draw() {
    const out = [];
    const bytes = new Uint32Array(rules.count);
    crypto.getRandomValues(bytes);
    for (let i = 0; i < rules.count; i++) out.push(rules.min + (bytes[i] % (rules.max - rules.min + 1)));
    return out;
  }

  function button(label, text, css) {
    const b = document.createElement("button");
    b.type = "button";
    b.setAttribute("aria-label", label);
    b.textContent = text;
    b.style.cssText = `min-width:44px;min-height:44px;border:0;cursor:pointer;font:inherit;font-weight:700;${css}`;
    return b;
  }

  function mount(container, options) {
    const labels = Object.assign({}, DEFAULT_LABELS, options?.labels || {});
    const root = document.createElement("div");
    root.dataset.game = `lottery-${variant}`;
    root.style.cssText = "font:14px/1.4 system-ui,sans-serif;";

    const ball = button(
      labels.open,
      variant === "s1" ? "36" : "7",
      "width:56px;height:56px;border-radius:50%;font-size:20px;color:var(--wl-on-primary,#fff);" +
        "background:var(--wl-primary,#c2185b);box-shadow:0 8px 24px rgb(0 0 0 / .25);",
    );
    ball.setAttribute("aria-expanded", "false");

    const card = document.createElement("div");
    card.hidden = true;
    card.style.cssText =
      "width:220px;padding:12px;border-radius:16px;background:var(--wl-surface,#fff);" +
      "color:var(--wl-text,#111);box-shadow:0 8px 24px rgb(0 0 0 / .25);display:grid;gap:8px;";
    const result = document.createElement("p");
    result.setAttribute("role", "status");
    result.dataset.testid = "mini-game-numbers";
    result.style.cssText = "margin:0;font-size:20px;font-weight:700;text-align:center;min-height:28px;";
    const drawButton = button(
      labels.draw,
      labels.draw,
      "border-radius:999px;color:var(--wl-on-primary,#fff);background:var(--wl-primary,#c2185b);",
    );
    const close = button(labels.close, "×", "justify-self:end;background:none;color:inherit;font-size:20px;");
    card.append(close, result, drawButton);
    root.append(ball, card);
    card.style.display = "none";

    // The inline display would win over the hidden attribute: both are set.
    function open(on) {
      ball.hidden = on;
      card.hidden = !on;
      ball.style.display = on ? "none" : "";
      card.style.display = on ? "grid" : "none";
      ball.setAttribute("aria-expanded", String(on));
      (on ? drawButton : ball).focus({ preventScroll: true });
    }
    ball.addEventListener("click", () => open(true));
    close.addEventListener("click", () => open(false));
    drawButton.addEventListener("click", () => {
      result.textContent = labels.result.replace("{numbers}", draw().join(" "));
    });

    container.append(root);
    return {
      unmount: () => root.remove(),
    };
  }

  window.WLMiniGame = { variant: variant, mount: mount };
})();
