/**
 * The live journeys' judge (e2e/live/overlay-record.ts): each rule a member's screen keeps, shown
 * kept and shown broken, and the monitor's list of engagement overlays kept in step with the
 * widgets that register one.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENGAGEMENT_LOOKS } from "../../e2e/live/engagements";
import { judge, type SeenDialog, type SeenState } from "../../e2e/live/overlay-record";
import { sources } from "../source-files";

const notice: SeenDialog = { role: "alertdialog", label: "Wrong password", engagement: null };
const popup: SeenDialog = { role: "dialog", label: "Join today", engagement: "announcement-popup" };
const install: SeenDialog = { role: "dialog", label: "Add to home screen", engagement: "install-prompt" };
const push: SeenDialog = { role: "dialog", label: "Turn on notifications", engagement: "push-prompt" };
const download: SeenDialog = { role: "dialog", label: "Get the app", engagement: "app-download" };

/** A page's reports in order: each a partial state over the page's first. */
function states(...changes: Array<Partial<SeenState>>): SeenState[] {
  let state: SeenState = {
    seq: 0,
    pageId: "p1",
    view: 0,
    path: "/m/home",
    dialogs: [],
    formStarted: false,
    gameRunning: false,
  };
  return changes.map((change, seq) => {
    state = { ...state, ...change, seq };
    return state;
  });
}

describe("the live journeys' judge", () => {
  it("passes a page that shows one overlay, closed, then a notice on the next page", () => {
    const record = judge(
      states(
        { dialogs: [popup] },
        { dialogs: [] },
        { view: 1, path: "/m/login", formStarted: true },
        { dialogs: [notice] },
      ),
    );
    expect(record.breaches).toEqual([]);
    expect(record.maxDialogs).toBe(1);
    expect(record.appearances.map((a) => a.name)).toEqual(["announcement-popup"]);
  });

  it("names two dialogs at once", () => {
    const record = judge(states({ path: "/m/register", dialogs: [push, notice] }));
    expect(record.maxDialogs).toBe(2);
    expect(record.breaches).toEqual([
      '2 dialogs at once on /m/register: push-prompt (Turn on notifications) + alertdialog "Wrong password"',
    ]);
  });

  it("names an engagement overlay on a page whose form was started, but not one the member asked for", () => {
    const record = judge(
      states(
        { path: "/m/login", formStarted: true },
        { dialogs: [popup] },
        { dialogs: [] },
        { dialogs: [download] },
      ),
    );
    expect(record.overForm).toEqual([{ path: "/m/login", engagement: "announcement-popup" }]);
    expect(record.breaches).toEqual(["announcement-popup over a started form on /m/login"]);
  });

  it("a started form ends with its page view", () => {
    expect(
      judge(states({ formStarted: true }, { view: 1, path: "/m/home", formStarted: false, dialogs: [popup] }))
        .breaches,
    ).toEqual([]);
  });

  it("names any dialog over a running game but the in-game install prompt and the viewer's own", () => {
    const record = judge(
      states(
        { path: "/m/game", gameRunning: true },
        { dialogs: [install] },
        // The trial's invitation to sign up is the viewer's own.
        { dialogs: [{ role: "dialog", label: "Having fun?", engagement: null, gameOwn: true }] },
        // The next game, in a page of its own: the push prompt over it.
        { pageId: "p2", dialogs: [push] },
      ),
    );
    expect(record.overGame).toEqual([{ path: "/m/game", dialog: "push-prompt (Turn on notifications)" }]);
    expect(record.breaches).toEqual(["push-prompt (Turn on notifications) over the running game"]);
  });

  it("names an install prompt that came before the game and stays over it", () => {
    const record = judge(
      states(
        { path: "/m/game", dialogs: [install] },
        { gameRunning: true },
        { dialogs: [] },
        { dialogs: [install] },
      ),
    );
    expect(record.overGame).toEqual([{ path: "/m/game", dialog: "install-prompt (Add to home screen)" }]);
  });

  it("names two unrequested engagement modals on one page view, not one on each of two views", () => {
    expect(judge(states({ dialogs: [popup] }, { dialogs: [] }, { dialogs: [install] })).modalsInARow).toEqual(
      [{ path: "/m/home", engagements: ["announcement-popup", "install-prompt"] }],
    );
    expect(
      judge(
        states(
          { dialogs: [popup] },
          { dialogs: [] },
          { view: 1, path: "/m/register" },
          { view: 2, path: "/m/home", dialogs: [install] },
        ),
      ).breaches,
    ).toEqual([]);
    // A reload is another page view, and a sequence (the welcome popups) counts once.
    const welcome = (label: string): SeenDialog => ({ role: "dialog", label, engagement: "welcome-popup" });
    expect(
      judge(
        states(
          { dialogs: [welcome("Welcome gift")] },
          { dialogs: [] },
          { dialogs: [welcome("Keep us close")] },
          { pageId: "p2", dialogs: [popup] },
        ),
      ).breaches,
    ).toEqual([]);
    // What the member asked for is not unrequested.
    expect(judge(states({ dialogs: [popup] }, { dialogs: [] }, { dialogs: [download] })).breaches).toEqual(
      [],
    );
  });

  it("knows every engagement overlay a widget registers", () => {
    const registered = sources("widgets")
      .filter((file) => file.endsWith("register.ts"))
      .flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/defineEngagement\(\{\s*name:\s*"([^"]+)"/g)].map(
          (match) => match[1],
        ),
      );
    expect(registered.length).toBeGreaterThan(0);
    expect([...registered].sort()).toEqual(ENGAGEMENT_LOOKS.map((look) => look.name).sort());
  });
});
