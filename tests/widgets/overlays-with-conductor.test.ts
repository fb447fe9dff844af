/**
 * The overlays' own models against the real conductor (issue 30): the turns are the ones the app
 * hands out (engine/engagement/start-engagements.ts `turnOf`, from the widgets' registrations),
 * watched over a page whose game the test opens and closes. The push prompt after a login, then a
 * game: it hides while the game runs; the install prompt's in-game trigger: it shows over the game
 * (the one overlay that may) while the push prompt keeps its place until the viewer closes.
 */
import { autorun, observable, runInAction } from "mobx";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EngagementTurn } from "../../engine/engagement/engage";
import { turnOf } from "../../engine/engagement/start-engagements";
import type { HttpClient } from "../../engine/http/client";
import { clearInstallEvent } from "../../engine/platform/install-event";
import { memoryStorage } from "../../engine/platform/storage";
import type { SlotWidget } from "../../engine/registry/registry";
import type { Engine } from "../../engine/root/engine";
import { InstallModel } from "../../widgets/install-prompt/model";
import installRegistration from "../../widgets/install-prompt/register";
import { PushPromptModel } from "../../widgets/push-prompt/model";
import pushRegistration from "../../widgets/push-prompt/register";
import { testStores } from "../engine/test-stores";

const IN_GAME_SECONDS = 30;

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  clearInstallEvent();
  vi.useRealTimers();
});

const engagementOf = (widgets: SlotWidget | SlotWidget[]): SlotWidget => {
  const found = [widgets].flat().find((widget) => widget.engagement && !widget.engagement.bar);
  if (!found) throw new Error("no engagement overlay registered");
  return found;
};

/** The app's conductor over a page with a game the test opens and closes. */
function pageWithGame(stores: Engine) {
  const page = observable({ game: false });
  stores.engagement.watch({
    otherModalOpen: () => false,
    typing: () => false,
    formsStarted: () => 0,
    gameRunning: () => page.game,
    closedPage: () => false,
    engagementOnScreen: () => false,
  });
  return {
    openGame: () => {
      runInAction(() => {
        page.game = true;
        stores.route.report("/m/game", "");
        stores.engagement.newPageView();
      });
    },
    closeGame: () => {
      runInAction(() => {
        page.game = false;
        stores.route.report("/m/home", "");
        stores.engagement.newPageView();
      });
    },
    running: () => page.game,
  };
}

function grantAsTheAppDoes(stores: Engine) {
  // The app's autorun (start-engagements.ts): whoever's turn it is gets the screen.
  stops.push(
    autorun(() => {
      if (stores.engagement.next !== null) stores.engagement.grant();
    }),
  );
}

function pushPrompt(stores: Engine, turn: EngagementTurn) {
  const model = new PushPromptModel({
    http: { request: vi.fn(async () => true) } as unknown as HttpClient,
    storage: { local: memoryStorage(), session: memoryStorage() },
    sessionToken: () => stores.session.token,
    settings: () => ({
      apiKey: "k",
      projectId: "p",
      appId: "a",
      messagingSenderId: "1",
      vapidKey: "v",
      topic: "ALL",
    }),
    environment: { nativeApp: null, line: false },
    win: {
      Notification: { permission: "default", requestPermission: async () => "granted" },
      PushManager: {},
      navigator: { serviceWorker: {} },
    },
    messaging: async () => ({ getToken: async () => "device" }),
  });
  stops.push(model.start(turn));
  return model;
}

const logIn = (stores: Engine) =>
  stores.session.start({
    id: 1,
    token: "t",
    merchantCode: "acme",
    userName: "demo",
    type: 0,
    firstTimeLogin: false,
  });

describe("the overlays' models with the real conductor", () => {
  it("the push prompt granted after a login hides while a game runs and comes back when it closes", () => {
    const stores = testStores();
    const page = pageWithGame(stores);
    grantAsTheAppDoes(stores);
    const push = engagementOf(pushRegistration);
    pushPrompt(stores, turnOf(stores, push));
    runInAction(() => stores.route.report("/m/home", ""));
    logIn(stores);
    expect(stores.engagement.isShowing(push.id)).toBe(true);
    // The visitor's pending game resumes right after the login.
    page.openGame();
    expect(stores.engagement.isShowing(push.id)).toBe(false);
    page.closeGame();
    expect(stores.engagement.isShowing(push.id)).toBe(true);
  });

  it("the install prompt's in-game trigger shows over the running game; the push prompt stays under it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const stores = testStores({
      "/wps/relay/MCSFE_getPwaInstallSetting": {
        in_game_popup_interval: { enabled: true, value: IN_GAME_SECONDS },
      },
    });
    const page = pageWithGame(stores);
    grantAsTheAppDoes(stores);
    runInAction(() => stores.route.report("/m/login", ""));
    logIn(stores);
    const push = engagementOf(pushRegistration);
    pushPrompt(stores, turnOf(stores, push));
    const install = engagementOf(installRegistration as SlotWidget[]);
    const model = new InstallModel(stores, {
      local: memoryStorage(),
      session: memoryStorage(),
      host: "acme.localhost",
      origin: "http://acme.localhost",
      userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 7)",
      gameRunning: page.running,
      schedule: (run, ms) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
      now: Date.now,
      redirect: () => undefined,
    });
    stops.push(model.start(turnOf(stores, install), new EventTarget() as unknown as Window));
    await vi.advanceTimersByTimeAsync(0);
    expect(stores.engagement.holder).toBe(push.id);

    page.openGame();
    await vi.advanceTimersByTimeAsync(IN_GAME_SECONDS * 1000 - 1);
    expect(stores.engagement.isShowing(install.id)).toBe(false);
    expect(stores.engagement.isShowing(push.id)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    // The one that belongs to the game takes the screen; the push prompt keeps its place, hidden.
    expect(stores.engagement.isShowing(install.id)).toBe(true);
    expect(stores.engagement.isWaiting(push.id)).toBe(true);
    expect(stores.engagement.isShowing(push.id)).toBe(false);
    expect(model.due?.overGame).toBe(true);
    // Answered over the game; the push prompt waits until the viewer closes.
    stores.engagement.release(install.id);
    expect(stores.engagement.isShowing(push.id)).toBe(false);
    page.closeGame();
    expect(stores.engagement.isShowing(push.id)).toBe(true);
  });
});
