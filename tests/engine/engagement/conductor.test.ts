import { autorun, observable, runInAction } from "mobx";
import { describe, expect, it } from "vitest";
import { EngagementConductor } from "../../../engine/engagement/conductor";

/** A conductor granting turns as the app's reaction does, over a page whose state the test sets. */
function conductorOnPage() {
  const page = observable({ modal: false, typing: false, game: false });
  const conductor = new EngagementConductor();
  conductor.watch({
    otherModalOpen: () => page.modal,
    typing: () => page.typing,
    gameRunning: () => page.game,
  });
  const stop = autorun(() => {
    if (conductor.next !== null) conductor.grant();
  });
  return { page, conductor, stop };
}

describe("the engagement conductor", () => {
  it("shows one overlay at a time; the next waits until the first is done", () => {
    const { conductor } = conductorOnPage();
    conductor.request("overlay:install", 50);
    expect(conductor.holder).toBe("overlay:install");
    conductor.request("overlay:announcement", 60);
    // A higher priority does not take the screen from an overlay already showing.
    expect(conductor.holder).toBe("overlay:install");
    conductor.release("overlay:install");
    expect(conductor.holder).toBe("overlay:announcement");
    conductor.release("overlay:announcement");
    expect(conductor.holder).toBeNull();
  });

  it("waits while the member types into a form or another modal is open, then shows", () => {
    const { page, conductor } = conductorOnPage();
    page.typing = true;
    conductor.request("overlay:welcome", 40);
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

  it("an overlay no longer due leaves the queue without showing", () => {
    const { page, conductor } = conductorOnPage();
    page.game = true;
    conductor.request("overlay:announcement", 60);
    conductor.release("overlay:announcement");
    page.game = false;
    expect(conductor.holder).toBeNull();
    expect(conductor.isWaiting("overlay:announcement")).toBe(false);
  });

  it("over a running game only an overlay tied to the game shows", () => {
    const { page, conductor } = conductorOnPage();
    page.game = true;
    conductor.request("overlay:announcement", 60);
    conductor.request("overlay:install", 50, { overGame: true });
    expect(conductor.holder).toBe("overlay:install");
    conductor.release("overlay:install");
    expect(conductor.holder).toBeNull();
    page.game = false;
    expect(conductor.holder).toBe("overlay:announcement");
  });
});
