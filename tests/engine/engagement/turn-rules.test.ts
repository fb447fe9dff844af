import { describe, expect, it } from "vitest";
import {
  EXEMPT_PRIORITY,
  nextTurn,
  ENGAGEMENT_PRIORITY as P,
  type PageState,
  type TurnRequest,
} from "../../../engine/engagement/turn-rules";
import { registry } from "../../../engine/registry/registry";
import "../../../widgets";

const quiet: PageState = {
  holder: null,
  otherModalOpen: false,
  typing: false,
  formStarted: false,
  gameRunning: false,
  closedPage: false,
  unrequestedShown: false,
};
const ask = (id: string, priority: number, since: number, extra: Partial<TurnRequest> = {}): TurnRequest => ({
  id,
  priority,
  since,
  ...extra,
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

  const announcement = ask("overlay:announcement", P.announcement, 0);
  const requested = ask("overlay:app-download", P.requested, 1);
  const forced = ask("overlay:install-prompt", P.forced, 2);
  const mandatory = ask("overlay:app-upgrade", P.upgrade, 3, { exempt: true });
  const inGame = ask("overlay:install-prompt", P.install, 4, { overGame: true });
  const splash = ask("overlay:splash", P.splash, 5);

  // Each row: what the page is doing, then who of the six may go (alone in the queue).
  it.each<[string, Partial<PageState>, Record<string, boolean>]>([
    [
      "a quiet page: everyone",
      {},
      { announcement: true, requested: true, forced: true, mandatory: true, inGame: true, splash: true },
    ],
    [
      "an overlay holds the screen: nobody",
      { holder: "overlay:welcome" },
      {
        announcement: false,
        requested: false,
        forced: false,
        mandatory: false,
        inGame: false,
        splash: false,
      },
    ],
    [
      "a notice is open: nobody",
      { otherModalOpen: true },
      {
        announcement: false,
        requested: false,
        forced: false,
        mandatory: false,
        inGame: false,
        splash: false,
      },
    ],
    [
      "the language sheet is open: nobody",
      { otherModalOpen: true },
      {
        announcement: false,
        requested: false,
        forced: false,
        mandatory: false,
        inGame: false,
        splash: false,
      },
    ],
    [
      "the member is typing: only what they just asked for",
      { typing: true },
      { announcement: false, requested: true, forced: false, mandatory: false, inGame: false, splash: false },
    ],
    [
      "a form on the page was started, focus elsewhere: only what they just asked for",
      { formStarted: true },
      { announcement: false, requested: true, forced: false, mandatory: false, inGame: false, splash: false },
    ],
    [
      "a game runs: only what belongs to it",
      { gameRunning: true },
      { announcement: false, requested: false, forced: false, mandatory: false, inGame: true, splash: false },
    ],
    [
      "the forced password change: nobody",
      { closedPage: true },
      {
        announcement: false,
        requested: false,
        forced: false,
        mandatory: false,
        inGame: false,
        splash: false,
      },
    ],
    [
      "one unrequested overlay already showed on this page: only the exempt",
      { unrequestedShown: true },
      { announcement: false, requested: true, forced: true, mandatory: true, inGame: false, splash: true },
    ],
  ])("%s", (_, page, expected) => {
    const requests = { announcement, requested, forced, mandatory, inGame, splash };
    const allowed = Object.fromEntries(
      Object.entries(requests).map(([name, request]) => [
        name,
        nextTurn([request], { ...quiet, ...page }) === request.id,
      ]),
    );
    expect(allowed).toEqual(expected);
  });

  it("what the member asked for, forced prompts and the splash are the exempt priorities", () => {
    expect([P.splash, P.forced, P.requested].every((priority) => priority >= EXEMPT_PRIORITY)).toBe(true);
    expect([P.upgrade, P.announcement, P.install, P.welcome, P.push].every((p) => p < EXEMPT_PRIORITY)).toBe(
      true,
    );
  });
});

describe("the priorities the overlays register with", () => {
  // Pinned: a widget registering with another priority changes who wins when two are due.
  it("each engagement overlay has its place in the order", () => {
    const registered = Object.fromEntries(
      registry
        .engagements()
        .filter((widget) => !widget.engagement?.bar)
        .map((widget) => [widget.id, widget.engagement?.priority]),
    );
    expect(registered).toEqual({
      "overlay:splash": P.splash,
      "overlay:app-download": P.requested,
      "overlay:app-upgrade": P.upgrade,
      "overlay:announcement-popup": P.announcement,
      "overlay:install-prompt": P.install,
      "overlay:welcome-popup": P.welcome,
      "overlay:push-prompt": P.push,
      "overlay:google-one-tap": P.oneTap,
    });
  });

  it("only the install prompt may show over a running game", () => {
    const overGame = registry
      .engagements()
      .filter((widget) => widget.engagement?.overGame)
      .map((widget) => widget.id);
    // The in-game prompt asks with overGame itself (widgets/install-prompt/model.ts); no overlay registers it.
    expect(overGame).toEqual([]);
  });
});
