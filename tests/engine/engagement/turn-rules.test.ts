import { describe, expect, it } from "vitest";
import { nextTurn, ENGAGEMENT_PRIORITY as P, type PageState } from "../../../engine/engagement/turn-rules";

const quiet: PageState = { holder: null, otherModalOpen: false, typing: false, gameRunning: false };
const ask = (id: string, priority: number, since: number, overGame = false) => ({
  id,
  priority,
  since,
  overGame,
});

describe("whose turn it is (the conductor's rule)", () => {
  const all = [
    ask("overlay:welcome", P.welcome, 0),
    ask("overlay:push", P.push, 1),
    ask("overlay:install", P.install, 2),
    ask("overlay:announcement", P.announcement, 3),
    ask("overlay:upgrade", P.upgrade, 4),
    ask("overlay:forced", P.forced, 5),
  ];

  it.each([
    ["everything due: the forced prompt first", all, "overlay:forced"],
    ["then the app upgrade", all.slice(0, 5), "overlay:upgrade"],
    ["then the announcement", all.slice(0, 4), "overlay:announcement"],
    ["then install", all.slice(0, 3), "overlay:install"],
    ["welcome before the push prompt", all.slice(0, 2), "overlay:welcome"],
    ["nobody waiting", [], null],
  ])("%s", (_, waiting, expected) => {
    expect(nextTurn(waiting, quiet)).toBe(expected);
  });

  it("equals go first come, first served", () => {
    expect(nextTurn([ask("b", 10, 2), ask("a", 10, 1)], quiet)).toBe("a");
  });

  it("nothing opens while an overlay shows, another modal is open, or the member is typing", () => {
    const waiting = [ask("overlay:announcement", P.announcement, 0)];
    expect(nextTurn(waiting, { ...quiet, holder: "overlay:install" })).toBeNull();
    expect(nextTurn(waiting, { ...quiet, otherModalOpen: true })).toBeNull();
    expect(nextTurn(waiting, { ...quiet, typing: true })).toBeNull();
  });

  it("over a running game only what is tied to the game shows", () => {
    const waiting = [
      ask("overlay:announcement", P.announcement, 0),
      ask("overlay:install", P.install, 1, true),
    ];
    expect(nextTurn(waiting, { ...quiet, gameRunning: true })).toBe("overlay:install");
    expect(nextTurn(waiting.slice(0, 1), { ...quiet, gameRunning: true })).toBeNull();
  });
});
