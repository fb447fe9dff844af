/**
 * Single games as home shows them (spec section 9, "Game ordinals step 100 per category"): each
 * category holds its games in ordinal order, and the platform numbers a category's ordinals from
 * its own hundred (category 0: 0–99, category 1: 100–199, …). A game without an ordinal keeps
 * the place the platform listed it in, after those that have one.
 */
import type { GameMatch } from "../api/games";
import { GAME_ORDINAL_STEP } from "../constants";

export interface GameCategory {
  category: string;
  games: GameMatch[];
}

const categoryOf = (game: GameMatch) => game.category ?? game.gameType ?? "OTHER";
const ordinalOf = (game: GameMatch) =>
  typeof game.ordinal === "number" && Number.isFinite(game.ordinal) ? game.ordinal : Number.POSITIVE_INFINITY;

/**
 * The categories in the order of their ordinals' hundreds (a category whose games carry no
 * ordinal comes after, in the order first listed), each with its games sorted. Sorting is
 * stable, so ties keep the platform's order.
 */
export function gamesByCategory(games: readonly GameMatch[]): GameCategory[] {
  const groups = new Map<string, GameMatch[]>();
  for (const game of games) groups.set(categoryOf(game), [...(groups.get(categoryOf(game)) ?? []), game]);
  const categories = [...groups].map(([category, members]) => ({
    category,
    games: [...members].sort((a, b) => ordinalOf(a) - ordinalOf(b)),
  }));
  const hundred = (group: GameCategory) =>
    Math.floor(ordinalOf(group.games[0] as GameMatch) / GAME_ORDINAL_STEP);
  return categories.sort((a, b) => {
    const [left, right] = [hundred(a), hundred(b)];
    return left === right ? 0 : left < right ? -1 : 1;
  });
}

/** The hot games, in the same order as their categories show them. */
export function hotGames(games: readonly GameMatch[]): GameMatch[] {
  return gamesByCategory(games).flatMap((group) => group.games.filter((game) => game.hot === true));
}
