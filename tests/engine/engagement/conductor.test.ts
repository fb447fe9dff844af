import { autorun, observable, runInAction } from "mobx";
import { describe, expect, it } from "vitest";
import { EngagementConductor } from "../../../engine/engagement/conductor";
import { ENGAGEMENT_PRIORITY as P } from "../../../engine/engagement/turn-rules";

/** A conductor granting turns as the app's reaction does, over a page whose state the test sets. */
function conductorOnPage() {
  const page = observable({
    modal: false,
    typing: false,
    forms: 0,
    game: false,
    closed: false,
    onScreen: false,
  });
  const conductor = new EngagementConductor();
  conductor.watch({
    otherModalOpen: () => page.modal,
    typing: () => page.typing,
    formsStarted: () => page.forms,
    gameRunning: () => page.game,
    closedPage: () => page.closed,
    engagementOnScreen: () => page.onScreen,
  });
  const stop = autorun(() => {
    if (conductor.next !== null) conductor.grant();
  });
  return { page, conductor, stop };
}

describe("the engagement conductor", () => {
  it("an overlay granted whose view has not come yet waits for the next page once the member starts a form", () => {
    const { page, conductor } = conductorOnPage();
    conductor.request("overlay:announcement", P.announcement);
    expect(conductor.isShowing("overlay:announcement")).toBe(true);
    // Its code is still on the way when the member taps into the form: it holds back meanwhile.
    runInAction(() => (page.typing = true));
    expect(conductor.isShowing("overlay:announcement")).toBe(false);
    runInAction(() => page.forms++);
    runInAction(() => (page.typing = false));
    expect(conductor.isShowing("overlay:announcement")).toBe(false);
    conductor.newPageView();
    expect(conductor.isShowing("overlay:announcement")).toBe(true);
    // Once on screen it stays, whatever the page counts afterwards.
    runInAction(() => (page.onScreen = true));
    conductor.holderOnScreen();
    runInAction(() => page.forms++);
    expect(conductor.isShowing("overlay:announcement")).toBe(true);
  });

  it("what the member asked for shows even if they started a form before its view came", () => {
    const { page, conductor } = conductorOnPage();
    conductor.request("overlay:app-download", P.requested);
    runInAction(() => page.forms++);
    expect(conductor.isShowing("overlay:app-download")).toBe(true);
  });

  it("shows one overlay at a time; the next unrequested one waits for the next page", () => {
    const { conductor } = conductorOnPage();
    conductor.request("overlay:install", P.install);
    expect(conductor.holder).toBe("overlay:install");
    conductor.request("overlay:announcement", P.announcement);
    // A higher priority does not take the screen from an overlay already showing.
    expect(conductor.holder).toBe("overlay:install");
    conductor.release("overlay:install");
    // One unrequested modal per page view: the announcement waits for the member's next page.
    expect(conductor.holder).toBeNull();
    conductor.newPageView();
    expect(conductor.holder).toBe("overlay:announcement");
    conductor.release("overlay:announcement");
    expect(conductor.holder).toBeNull();
  });

  it("what the member asks for shows after an unrequested overlay on the same page", () => {
    const { conductor } = conductorOnPage();
    conductor.request("overlay:announcement", P.announcement);
    conductor.release("overlay:announcement");
    conductor.request("overlay:app-download", P.requested);
    expect(conductor.holder).toBe("overlay:app-download");
    conductor.release("overlay:app-download");
    conductor.request("overlay:app-upgrade", P.upgrade, { exempt: true });
    expect(conductor.holder).toBe("overlay:app-upgrade");
  });

  it("an overlay still on screen as the page changes is the new page's one", () => {
    const { conductor } = conductorOnPage();
    conductor.request("overlay:announcement", P.announcement);
    conductor.newPageView();
    conductor.request("overlay:welcome", P.welcome);
    conductor.release("overlay:announcement");
    expect(conductor.holder).toBeNull();
  });

  it("waits while the member types into a form or another modal is open, then shows", () => {
    const { page, conductor } = conductorOnPage();
    page.typing = true;
    conductor.request("overlay:welcome", P.welcome);
    expect(conductor.isShowing("overlay:welcome")).toBe(false);
    // The member leaves the field by opening the language sheet: still busy.
    runInAction(() => {
      page.typing = false;
      page.modal = true;
    });
    expect(conductor.isShowing("overlay:welcome")).toBe(false);
    page.modal = false;
    expect(conductor.isShowing("overlay:welcome")).toBe(true);
  });

  it("never opens on a page whose form the member started, whatever the focus; the next page may", () => {
    const { page, conductor } = conductorOnPage();
    // A form started on an earlier page does not count here.
    page.forms = 1;
    conductor.newPageView();
    page.forms = 2;
    conductor.request("overlay:announcement", P.announcement);
    expect(conductor.holder).toBeNull();
    // The member submitted and moved on (the login's success goes home).
    conductor.newPageView();
    expect(conductor.holder).toBe("overlay:announcement");
  });

  it("an overlay no longer due leaves the queue without showing", () => {
    const { page, conductor } = conductorOnPage();
    page.game = true;
    conductor.request("overlay:announcement", P.announcement);
    conductor.release("overlay:announcement");
    page.game = false;
    expect(conductor.holder).toBeNull();
    expect(conductor.isWaiting("overlay:announcement")).toBe(false);
  });

  it("over a running game only an overlay tied to the game shows", () => {
    const { page, conductor } = conductorOnPage();
    page.game = true;
    conductor.request("overlay:announcement", P.announcement);
    conductor.request("overlay:install", P.install, { overGame: true });
    expect(conductor.holder).toBe("overlay:install");
    conductor.release("overlay:install");
    expect(conductor.holder).toBeNull();
    page.game = false;
    conductor.newPageView();
    expect(conductor.holder).toBe("overlay:announcement");
  });

  it("an overlay granted before a game started is hidden while it runs and back once it closes", () => {
    const { page, conductor } = conductorOnPage();
    conductor.request("overlay:push-prompt", P.push);
    expect(conductor.isShowing("overlay:push-prompt")).toBe(true);
    page.game = true;
    expect(conductor.isShowing("overlay:push-prompt")).toBe(false);
    // It keeps its turn: nothing else takes the screen over the game either.
    conductor.request("overlay:welcome", P.welcome);
    expect(conductor.holder).toBe("overlay:push-prompt");
    page.game = false;
    expect(conductor.isShowing("overlay:push-prompt")).toBe(true);
  });

  it("the forced password change is closed to every overlay; they wait until it is done", () => {
    const { page, conductor } = conductorOnPage();
    page.closed = true;
    conductor.newPageView();
    conductor.request("overlay:announcement", P.announcement);
    conductor.request("overlay:app-download", P.requested);
    expect(conductor.holder).toBeNull();
    page.closed = false;
    conductor.newPageView();
    expect(conductor.holder).toBe("overlay:app-download");
  });
});
