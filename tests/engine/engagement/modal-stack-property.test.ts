/**
 * The whole product's modal rules over random sequences (issue 30): engagement overlays asking
 * for turns, notices (one at a time and in storms), sheets, typing and started forms, games opening
 * and closing, navigation, the forced password change and overlays fading out. The real conductor
 * and the real modal stack run them; an overlay's view takes its place in the stack while the
 * conductor shows it, once its code has arrived (late, on a slow phone), and keeps it for its fade
 * after it is released, as the views do.
 * After every step the invariants below must hold.
 */
import fc from "fast-check";
import { autorun, observable, reaction, runInAction } from "mobx";
import { describe, expect, it } from "vitest";
import { EngagementConductor } from "../../../engine/engagement/conductor";
import {
  isAsked,
  isExempt,
  ENGAGEMENT_PRIORITY as P,
  type TurnRequest,
} from "../../../engine/engagement/turn-rules";
import { type ModalKind, ModalStack } from "../../../engine/ui/modal-stack";

/** The overlays as they ask (widgets/*\/engage.ts): registered priority and options. */
const OVERLAYS: Record<string, Omit<TurnRequest, "id" | "since">> = {
  splash: { priority: P.splash },
  forcedInstall: { priority: P.forced },
  appDownload: { priority: P.requested },
  mandatoryUpgrade: { priority: P.upgrade, exempt: true },
  announcement: { priority: P.announcement },
  install: { priority: P.install },
  inGameInstall: { priority: P.install, overGame: true },
  welcome: { priority: P.welcome },
  push: { priority: P.push },
};
const NAMES = Object.keys(OVERLAYS);

type Step =
  | { do: "request"; overlay: string }
  | { do: "memberCloses" }
  | { do: "noLongerDue"; overlay: string }
  | { do: "fadeEnds" }
  | { do: "codeArrives" }
  | { do: "notice" }
  | { do: "noticeStorm" }
  | { do: "confirmNotice" }
  | { do: "openSheet" }
  | { do: "closeSheet" }
  | { do: "focusField" }
  | { do: "type" }
  | { do: "blur" }
  | { do: "navigate" }
  | { do: "openGame" }
  | { do: "closeGame" }
  | { do: "forcedChange" }
  | { do: "passwordChanged" };

const overlay = fc.constantFrom(...NAMES);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: overlay.map((name) => ({ do: "request" as const, overlay: name })) },
  { weight: 3, arbitrary: fc.constant({ do: "memberCloses" as const }) },
  { weight: 1, arbitrary: overlay.map((name) => ({ do: "noLongerDue" as const, overlay: name })) },
  { weight: 2, arbitrary: fc.constant({ do: "fadeEnds" as const }) },
  { weight: 2, arbitrary: fc.constant({ do: "codeArrives" as const }) },
  ...(
    [
      "notice",
      "noticeStorm",
      "confirmNotice",
      "openSheet",
      "closeSheet",
      "focusField",
      "type",
      "blur",
      "navigate",
      "openGame",
      "closeGame",
      "forcedChange",
      "passwordChanged",
    ] as const
  ).map((name) => ({ weight: 1, arbitrary: fc.constant({ do: name }) })),
);

/** One page with the app's parts wired as engine/engagement/start-engagements.ts wires them. */
function app() {
  const stack = new ModalStack();
  const conductor = new EngagementConductor();
  const page = observable({ typing: false, forms: 0, game: false, closed: false, path: "/m/home" });
  conductor.watch({
    otherModalOpen: () => stack.count > 0,
    typing: () => page.typing,
    formsStarted: () => page.forms,
    gameRunning: () => page.game,
    closedPage: () => page.closed,
    engagementOnScreen: () => stack.has("engagement"),
  });
  const stops = [
    reaction(
      () => page.path,
      () => conductor.newPageView(),
    ),
    reaction(
      () => stack.has("engagement"),
      (onScreen) => {
        if (onScreen) conductor.holderOnScreen();
      },
    ),
    autorun(() => {
      if (conductor.next !== null) conductor.grant();
    }),
  ];
  /** Engagement views on screen (in the stack), and those still fading out after release. */
  const views = new Map<string, number>();
  const fading = new Set<string>();
  const notices: number[] = [];
  const sheets: number[] = [];
  /** What the page looked like each time the conductor gave an overlay the screen. */
  const grants: Array<{
    id: string;
    formBusy: boolean;
    game: boolean;
    closed: boolean;
    modalOpen: boolean;
    pageView: number;
  }> = [];
  /** What the page looked like each time an overlay's view came on screen. */
  const mounts: Array<{ id: string; formBusy: boolean }> = [];
  /** Overlays whose code has arrived (a slow phone fetches it only once granted); it stays cached. */
  const loaded = new Set<string>();
  let pageView = 0;
  let formStartedOnPage = false;

  // The overlay slot: a view mounts (takes its place in the stack) while the conductor shows it
  // and its code has arrived; a released one stays for its fade.
  const syncViews = () => {
    for (const id of NAMES) {
      const showing = conductor.isShowing(id);
      if (showing && !views.has(id) && loaded.has(id)) {
        mounts.push({ id, formBusy: page.typing || formStartedOnPage });
        views.set(id, stack.open("engagement"));
      }
      if (!showing && views.has(id) && !fading.has(id)) {
        if (conductor.isWaiting(id)) {
          // Hidden while a game runs over it: the view unmounts, its place in the queue stays.
          stack.close(views.get(id) as number);
          views.delete(id);
        } else fading.add(id);
      }
    }
  };
  stops.push(
    reaction(
      () => conductor.holder,
      (holder) => {
        if (holder === null) return;
        grants.push({
          id: holder,
          formBusy: page.typing || formStartedOnPage,
          game: page.game,
          closed: page.closed,
          modalOpen: stack.count > (views.has(holder) ? 1 : 0),
          pageView,
        });
      },
    ),
  );

  const navigate = (path: string) => {
    pageView++;
    formStartedOnPage = false;
    runInAction(() => {
      page.typing = false;
      page.path = path;
    });
  };
  const open = (kind: ModalKind, into: number[]) => into.push(stack.open(kind));
  const closeTop = (from: number[]) => {
    const key = from.pop();
    if (key !== undefined) stack.close(key);
  };
  const memberSeesPage = () => stack.visible === null;

  function run(s: Step): void {
    switch (s.do) {
      case "request":
        conductor.request(s.overlay, OVERLAYS[s.overlay]?.priority ?? 0, OVERLAYS[s.overlay]);
        break;
      case "memberCloses": {
        // The member answers the overlay on screen, if the one visible modal is it.
        const visible = [...views].find(([, key]) => stack.isVisible(key))?.[0];
        if (visible && !fading.has(visible)) conductor.release(visible);
        break;
      }
      case "noLongerDue":
        conductor.release(s.overlay);
        break;
      case "fadeEnds":
        for (const id of fading) {
          stack.close(views.get(id) as number);
          views.delete(id);
        }
        fading.clear();
        break;
      case "codeArrives":
        for (const id of NAMES) if (conductor.isShowing(id)) loaded.add(id);
        break;
      case "notice":
        open("notice", notices);
        break;
      case "noticeStorm":
        // The notice store merges the same notice asked for ten times (engine/stores/notice-store.ts);
        // different ones queue and show one at a time: here, three in the stack at once at most.
        for (let i = 0; i < 3; i++) open("notice", notices);
        break;
      case "confirmNotice":
        closeTop(notices);
        break;
      case "openSheet":
        // A member opens a sheet from the page, or from a sheet or dialog they opened.
        if (memberSeesPage() || sheets.some((key) => stack.isVisible(key))) open("member", sheets);
        break;
      case "closeSheet":
        if (sheets.some((key) => stack.isVisible(key))) closeTop(sheets);
        break;
      case "focusField":
        if (memberSeesPage() && !page.game) runInAction(() => (page.typing = true));
        break;
      case "type":
        if (memberSeesPage() && !page.game && page.typing) {
          formStartedOnPage = true;
          runInAction(() => page.forms++);
        }
        break;
      case "blur":
        runInAction(() => (page.typing = false));
        break;
      case "navigate":
        if (memberSeesPage()) navigate(page.closed ? "/m/changePsw" : `/m/page${pageView}`);
        break;
      case "openGame":
        if (memberSeesPage() && !page.closed) {
          navigate("/m/game");
          runInAction(() => (page.game = true));
        }
        break;
      case "closeGame":
        // The viewer's back button, or a game frame that closes itself.
        if (page.game) {
          runInAction(() => (page.game = false));
          navigate("/m/home");
        }
        break;
      case "forcedChange":
        if (!page.game) {
          runInAction(() => (page.closed = true));
          navigate("/m/changePsw");
        }
        break;
      case "passwordChanged":
        if (page.closed) {
          runInAction(() => (page.closed = false));
          navigate("/m/home");
        }
        break;
    }
    syncViews();
  }

  function check(): void {
    const open = stack.entries.map((entry) => entry.key);
    const visible = open.filter((key) => stack.isVisible(key));
    // Exactly one dialog visible whenever any is open.
    expect(visible.length).toBe(open.length > 0 ? 1 : 0);
    // A notice, when there is one, is what the member sees.
    if (notices.length > 0) expect(notices).toContain(stack.visible);
    // Over a running game, only what belongs to it.
    for (const [id, key] of views)
      if (page.game && stack.isVisible(key)) expect(OVERLAYS[id]?.overGame).toBe(true);
    // The forced password change shows no overlay.
    if (page.closed)
      for (const [id, key] of views) expect(stack.isVisible(key) && !fading.has(id)).toBe(false);
    for (const grant of grants) {
      const request = { id: grant.id, since: 0, ...OVERLAYS[grant.id] } as TurnRequest;
      // Never over another modal, a closed page, a form in use (unless asked for), a game (unless its own).
      expect(grant.modalOpen).toBe(false);
      expect(grant.closed).toBe(false);
      if (grant.formBusy) expect(isAsked(request)).toBe(true);
      if (grant.game) expect(request.overGame).toBe(true);
    }
    // A view whose code came late never lands over a form the member started meanwhile.
    for (const mount of mounts)
      if (mount.formBusy) expect(isAsked({ priority: OVERLAYS[mount.id]?.priority ?? 0 })).toBe(true);
    // At most one unrequested overlay per page view.
    const unrequested = grants.filter(
      (grant) => !isExempt({ ...OVERLAYS[grant.id], priority: OVERLAYS[grant.id]?.priority ?? 0 }),
    );
    const perPage = new Map<number, number>();
    for (const grant of unrequested) perPage.set(grant.pageView, (perPage.get(grant.pageView) ?? 0) + 1);
    for (const count of perPage.values()) expect(count).toBeLessThanOrEqual(1);
    // Nothing waits for ever on a quiet page: an exempt overlay due there gets the screen.
    const quiet = stack.count === 0 && !page.typing && !formStartedOnPage && !page.game && !page.closed;
    const exemptWaiting = NAMES.some(
      (id) => conductor.isWaiting(id) && isExempt({ ...OVERLAYS[id], priority: OVERLAYS[id]?.priority ?? 0 }),
    );
    if (quiet && exemptWaiting) expect(conductor.holder).not.toBeNull();
  }

  return {
    run,
    check,
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}

describe("one modal stack and the conductor's rules, over random sequences", () => {
  it("hold after every step of 1,000 generated sequences", () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        const page = app();
        try {
          for (const s of steps) {
            page.run(s);
            page.check();
          }
        } finally {
          page.stop();
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("can fail: a notice pushed under an engagement overlay would break the visible-notice rule", () => {
    // A stack that ranked engagement overlays over notices would show the popup over the notice.
    const stack = new ModalStack();
    const popup = stack.open("engagement");
    const notice = stack.open("notice");
    expect(stack.visible).toBe(notice);
    stack.close(notice);
    expect(stack.visible).toBe(popup);
  });
});
