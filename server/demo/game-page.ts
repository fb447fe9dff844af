/**
 * The page a game launch opens, standing in for a vendor's game: one small playable table per
 * kind (lottery draw, slot spin, live card table, match bet), self-contained (styles and script
 * inline, nothing fetched), served on the games origin. game-play.js says what it tells the app.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Merchant } from "../merchants";
import { escapeMarkup } from "./escape";
import { page } from "./pages";

const PLAY_SOURCE = readFileSync(join(import.meta.dirname, "game-play.js"), "utf8");

/** Rounds a trial allows before it posts trialEnd and shows "Trial over". */
export const TRIAL_ROUNDS = 3;
const LOTTERY_NUMBERS = 20;
const LOTTERY_PICKS = 5;

export type GameKind = "lottery" | "slot" | "live" | "sports";

/** The table a category plays at; anything unknown spins reels, as most vendor games do. */
export function gameKind(category: string | undefined): GameKind {
  switch (category) {
    case "LOTTERY":
      return "lottery";
    case "LIVE":
      return "live";
    case "SPORTS":
      return "sports";
    default:
      return "slot";
  }
}

/** Where a game page's Back link may lead: a path or an http(s) address; anything else gets no link. */
export function safeBackUrl(backUrl: string | undefined): string | undefined {
  if (backUrl && /^(\/(?!\/)|https?:\/\/)/i.test(backUrl)) return backUrl;
  return undefined;
}

function table(kind: GameKind): string {
  switch (kind) {
    case "lottery": {
      const balls = Array.from(
        { length: LOTTERY_NUMBERS },
        (_, index) =>
          `<button type="button" class="pick" aria-pressed="false" value="${index + 1}">${index + 1}</button>`,
      ).join("\n  ");
      return `<fieldset class="numbers">
  <legend>Pick ${LOTTERY_PICKS} numbers from 1 to ${LOTTERY_NUMBERS}</legend>
  ${balls}
</fieldset>
<p id="drawn"></p>
<button type="button" id="play" class="play" disabled>Draw</button>`;
    }
    case "slot":
      return `<div id="reels" class="reels" role="img" aria-label="Reels: 7, 7, 7">
  <span class="reel">7</span><span class="reel">7</span><span class="reel">7</span>
</div>
<button type="button" id="play" class="play">Spin</button>`;
    case "live":
      return `<div class="cards">
  <p>Player <b id="player-card" class="card">?</b></p>
  <p>Banker <b id="banker-card" class="card">?</b></p>
</div>
<div class="bets">
  <button type="button" class="play" data-bet="Player">Bet on Player</button>
  <button type="button" class="play" data-bet="Banker">Bet on Banker</button>
</div>`;
    case "sports":
      return `<p class="match">Home <b id="score">– : –</b> Away</p>
<div class="bets">
  <button type="button" class="play" data-bet="home">Home win</button>
  <button type="button" class="play" data-bet="draw">Draw</button>
  <button type="button" class="play" data-bet="away">Away win</button>
</div>`;
  }
}

const STYLE = `  .back { align-self: start; min-height: 44px; display: inline-flex; align-items: center; }
  .table { display: grid; gap: 12px; justify-items: center; text-align: center; }
  .numbers { display: grid; grid-template-columns: repeat(5, 1fr); gap: 8px; border: 0; padding: 0; margin: 0; }
  .numbers legend { margin-block-end: 8px; }
  .pick { padding: 0; min-width: 44px; background: #8884; color: inherit; }
  .pick[aria-pressed="true"] { background: var(--accent); color: #1a1a1a; font-weight: 700; }
  .play { min-width: 160px; font-weight: 700; }
  .play:disabled { opacity: 0.5; }
  .reels { display: flex; gap: 8px; }
  .reel, .card { display: inline-grid; place-items: center; min-width: 64px; min-height: 80px; font-size: 28px;
    border-radius: 8px; background: var(--surface); }
  .cards, .bets { display: flex; gap: 12px; flex-wrap: wrap; justify-content: center; }
  .match { font-size: 20px; }
  #over h2 { margin: 0; }
`;

/** A launched game, or a vendor's lobby: its table, its mode, and a way back to the app when given. */
export function gamePage(
  merchant: Merchant,
  game: { code: string; name: string; vendor?: string; category?: string },
  options: { trial: boolean; backUrl?: string },
): string {
  const kind = gameKind(game.category);
  const vendor = game.vendor ? ` by ${escapeMarkup(game.vendor)}` : "";
  const mode = options.trial
    ? `Trial mode: play money only, ${TRIAL_ROUNDS} rounds.`
    : "Real-money mode (demo: no money moves).";
  const backUrl = safeBackUrl(options.backUrl);
  const back = backUrl ? `<a class="back" href="${escapeMarkup(backUrl)}">Back</a>\n` : "";
  const settings = {
    gameCode: game.code,
    kind,
    trial: options.trial,
    trialRounds: TRIAL_ROUNDS,
    numbers: LOTTERY_NUMBERS,
    picks: LOTTERY_PICKS,
  };
  // "<" escaped so no value can close the script element.
  const json = JSON.stringify(settings).replaceAll("<", "\\u003c");
  return page(
    merchant,
    `${game.name} — demo game`,
    `${back}<p>This is a demo of <b>${escapeMarkup(game.name)}</b>${vendor}, game code ${escapeMarkup(game.code)}. ${mode}</p>
<section id="table" class="table" aria-label="Game table">
${table(kind)}
</section>
<p id="result" role="status" aria-live="polite">Place your play.</p>
<p id="rounds"></p>
<section id="over" hidden>
  <h2 tabindex="-1">Trial over</h2>
  <p>Log in to play ${escapeMarkup(game.name)} for real.</p>
</section>`,
    {
      style: `  :root { --accent: ${merchant.theme.accent}; --surface: ${merchant.theme.surface}; }\n${STYLE}`,
      script: `var GAME = ${json};\n${PLAY_SOURCE}`,
    },
  );
}
