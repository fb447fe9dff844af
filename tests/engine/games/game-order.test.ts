import { describe, expect, it } from "vitest";
import type { GameMatch } from "../../../engine/api/games";
import { gamesByCategory, hotGames } from "../../../engine/games/game-order";

const game = (gameCode: string, category: string, ordinal?: number, hot = false): GameMatch => ({
  gameCode,
  gameName: gameCode,
  vendor: "V",
  category,
  ...(ordinal === undefined ? {} : { ordinal }),
  hot,
});

describe("games by category, ordinals stepping 100 per category (spec section 9)", () => {
  it("orders the categories by their hundreds and the games by ordinal", () => {
    const games = [
      game("s2", "SLOT", 102),
      game("l1", "LOTTERY", 1),
      game("s1", "SLOT", 100, true),
      game("v1", "LIVE", 205),
      game("l0", "LOTTERY", 0, true),
      game("v0", "LIVE", 200),
    ];
    expect(gamesByCategory(games).map((c) => [c.category, c.games.map((g) => g.gameCode)])).toEqual([
      ["LOTTERY", ["l0", "l1"]],
      ["SLOT", ["s1", "s2"]],
      ["LIVE", ["v0", "v1"]],
    ]);
    expect(hotGames(games).map((g) => g.gameCode)).toEqual(["l0", "s1"]);
  });

  it("keeps the listed order for games and categories without ordinals, after those with", () => {
    const games = [game("x2", "X"), game("a1", "A", 7), game("x1", "X"), game("a0", "A")];
    expect(gamesByCategory(games).map((c) => [c.category, c.games.map((g) => g.gameCode)])).toEqual([
      ["A", ["a1", "a0"]],
      ["X", ["x2", "x1"]],
    ]);
  });

  it("falls back to the gameType when a game names no category", () => {
    const games: GameMatch[] = [{ gameCode: "g", gameName: "g", vendor: "V", gameType: "SLOT" }];
    expect(gamesByCategory(games)[0]?.category).toBe("SLOT");
  });
});
