/*
 * The demo game page's play (lottery draw, slot spin, card table, match bet), inlined into the
 * page by server/demo/game-page.ts, which prepends `GAME` ({ gameCode, kind, trial, trialRounds }).
 * The app hosting the page in a frame learns about play the way vendors tell it: after each round
 * parent.postMessage({ source: "wps-demo-game", event: "roundEnd", gameCode, trial, round }), and
 * after the last trial round { source, event: "trialEnd", gameCode }.
 */
/* global GAME */
(function play(game) {
  const table = document.getElementById("table");
  const result = document.getElementById("result");
  const rounds = document.getElementById("rounds");
  let round = 0;

  function tell(message) {
    // Outside a frame, parent is the page itself: the message goes nowhere harmful.
    window.parent.postMessage(message, "*");
  }

  function random(below) {
    return Math.floor(Math.random() * below);
  }

  function showRounds() {
    rounds.textContent = game.trial
      ? `Trial rounds left: ${game.trialRounds - round}`
      : `Rounds played: ${round}`;
  }

  function endTrial() {
    for (const button of table.querySelectorAll("button")) button.disabled = true;
    const over = document.getElementById("over");
    over.hidden = false;
    over.querySelector("h2").focus();
    tell({ source: "wps-demo-game", event: "trialEnd", gameCode: game.gameCode });
  }

  function finishRound(text) {
    round += 1;
    result.textContent = text;
    showRounds();
    tell({ source: "wps-demo-game", event: "roundEnd", gameCode: game.gameCode, trial: game.trial, round });
    if (game.trial && round >= game.trialRounds) endTrial();
  }

  function lottery() {
    const picks = new Set();
    const draw = document.getElementById("play");
    const drawn = document.getElementById("drawn");
    for (const ball of table.querySelectorAll(".pick")) {
      ball.addEventListener("click", () => {
        const number = Number(ball.value);
        if (picks.has(number)) picks.delete(number);
        else if (picks.size < game.picks) picks.add(number);
        ball.setAttribute("aria-pressed", String(picks.has(number)));
        draw.disabled = picks.size !== game.picks;
      });
    }
    draw.addEventListener("click", () => {
      const numbers = new Set();
      while (numbers.size < game.picks) numbers.add(1 + random(game.numbers));
      const sorted = [...numbers].sort((a, b) => a - b);
      drawn.textContent = `Drawn: ${sorted.join(", ")}`;
      const hits = sorted.filter((number) => picks.has(number)).length;
      finishRound(hits >= 3 ? `${hits} hits: you win!` : `${hits} hits. Pick again and draw.`);
    });
  }

  function slot() {
    const symbols = ["7", "BAR", "★", "♥", "◆"];
    const reels = [...table.querySelectorAll(".reel")];
    document.getElementById("play").addEventListener("click", () => {
      const shown = reels.map((reel) => {
        reel.textContent = symbols[random(symbols.length)];
        return reel.textContent;
      });
      document.getElementById("reels").setAttribute("aria-label", `Reels: ${shown.join(", ")}`);
      const same = new Set(shown).size;
      finishRound(same === 1 ? "Three of a kind: jackpot!" : same === 2 ? "A pair: small win." : "No win.");
    });
  }

  function live() {
    const ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
    for (const bet of table.querySelectorAll("[data-bet]")) {
      bet.addEventListener("click", () => {
        const player = random(ranks.length);
        const banker = random(ranks.length);
        document.getElementById("player-card").textContent = ranks[player];
        document.getElementById("banker-card").textContent = ranks[banker];
        const winner = player === banker ? "Tie" : player > banker ? "Player" : "Banker";
        const outcome = winner === "Tie" ? "Tie: your bet is returned." : `${winner} wins.`;
        finishRound(winner === bet.dataset.bet ? `${outcome} You win!` : outcome);
      });
    }
  }

  function sports() {
    for (const bet of table.querySelectorAll("[data-bet]")) {
      bet.addEventListener("click", () => {
        const home = random(4);
        const away = random(4);
        document.getElementById("score").textContent = `${home} : ${away}`;
        const outcome = home === away ? "draw" : home > away ? "home" : "away";
        finishRound(
          outcome === bet.dataset.bet ? "Full time: your bet wins!" : "Full time: no win this time.",
        );
      });
    }
  }

  ({ lottery, slot, live, sports })[game.kind]();
  showRounds();
})(GAME);
