/**
 * The install prompt's wiring (widgets/install-prompt/model.ts) over real stores and a fake clock:
 * which trigger asks the conductor when, and how (the rules themselves are tested in
 * tests/engine/engagement/install-rules.test.ts).
 */
import { runInAction } from "mobx";
import { afterEach, describe, expect, it } from "vitest";
import { BACK_OFFICE_SOURCES } from "../../engine/config/back-office-settings";
import {
  INSTALL_PROMPT_POLL_INTERVAL_MS,
  INSTALL_PROMPT_POLL_TRIES,
  POPUP_SHOW_DELAY_MS,
  PROMPT_AFTER_DEPOSIT_MS,
  PROMPT_AFTER_LOGIN_MS,
  PROMPT_AFTER_REGISTER_MS,
} from "../../engine/constants";
import type { EngagementTurn } from "../../engine/engagement/engage";
import { INSTALL_KEYS } from "../../engine/engagement/rules/install-flags";
import { ENGAGEMENT_PRIORITY } from "../../engine/engagement/turn-rules";
import { captureInstallEvent, clearInstallEvent } from "../../engine/platform/install-event";
import { memoryStorage } from "../../engine/platform/storage";
import { InstallModel } from "../../widgets/install-prompt/model";
import { testStores } from "../engine/test-stores";

const POLL_MS = INSTALL_PROMPT_POLL_TRIES * INSTALL_PROMPT_POLL_INTERVAL_MS;
/** The poll's last try comes one interval before POLL_MS (the first is at once); then the popup's 1 s. */
const INIT_DUE_MS = POLL_MS - INSTALL_PROMPT_POLL_INTERVAL_MS + POPUP_SHOW_DELAY_MS;

function fakeClock() {
  let now = 0;
  let timers: Array<{ at: number; run: () => void }> = [];
  return {
    now: () => now,
    schedule: (run: () => void, ms: number) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => {
        timers = timers.filter((one) => one !== timer);
      };
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const next = timers.filter((one) => one.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((one) => one !== next);
        now = next.at;
        next.run();
      }
      now = until;
    },
  };
}

function fakeTurn() {
  const asked: Array<{ priority?: number; overGame?: boolean }> = [];
  let released = 0;
  const turn: EngagementTurn = {
    request: (options = {}) => void asked.push(options),
    release: () => {
      released += 1;
    },
    showing: false,
  };
  return { turn, asked, released: () => released };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  clearInstallEvent();
});

async function started(
  options: { path?: string; settings?: unknown; type?: number; loggedIn?: boolean } = {},
) {
  const stores = testStores({ "/wps/relay/MCSFE_getPwaInstallSetting": options.settings ?? {} });
  runInAction(() => stores.route.report(options.path ?? "/m/home", ""));
  if (options.loggedIn)
    stores.session.start({
      id: 1,
      token: "t",
      merchantCode: "acme",
      userName: "demo",
      type: options.type ?? 0,
      firstTimeLogin: false,
    });
  const clock = fakeClock();
  const session = memoryStorage();
  const local = memoryStorage();
  const model = new InstallModel(stores, {
    local,
    session,
    host: "acme.localhost",
    origin: "http://acme.localhost",
    userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 7)",
    gameRunning: () => false,
    schedule: clock.schedule,
    now: clock.now,
    redirect: () => undefined,
  });
  const turn = fakeTurn();
  const target = new EventTarget() as unknown as Window;
  stops.push(model.start(turn.turn, target));
  await settle();
  return { stores, clock, model, turn, session, local, target };
}

describe("install prompt wiring", () => {
  it("takes a download link only when it is http(s) (engine/security/safe-url.ts), the first usable of its type", async () => {
    const { model } = await started();
    runInAction(() => {
      model.downloads = [
        { resourceType: "MOBILECONFIG", url: "javascript:alert(1)" },
        { resourceType: "MOBILECONFIG", url: "https://acme.localhost@evil.example/p" },
        { resourceType: "MOBILECONFIG", url: "/wps/demo/profile.mobileconfig" },
      ];
    });
    expect(model.resource("MOBILECONFIG")).toBe("http://acme.localhost/wps/demo/profile.mobileconfig");
    runInAction(() => {
      model.downloads = [{ resourceType: "MOBILECONFIG", url: "data:text/html,<script>alert(1)</script>" }];
    });
    expect(model.resource("MOBILECONFIG")).toBeNull();
  });

  it("its text is its own app_desc setting, else the back office's mobileTemplate.app_desc, else none (the default message)", async () => {
    const { stores, model } = await started();
    expect(model.description).toBeNull();
    stores.configStore.addSources(BACK_OFFICE_SOURCES);
    stores.configStore.applyStatus({
      maintenance: false,
      regionRestriction: false,
      info: { mobileTemplate: { app_desc: "Install us: one tap to play" } },
    });
    expect(model.description).toBe("Install us: one tap to play");
    const own = await started({ settings: { app_desc: { enabled: true, value: "The prompt's own text" } } });
    own.stores.configStore.addSources(BACK_OFFICE_SOURCES);
    own.stores.configStore.applyStatus({
      maintenance: false,
      regionRestriction: false,
      info: { mobileTemplate: { app_desc: "Install us: one tap to play" } },
    });
    expect(own.model.description).toBe("The prompt's own text");
  });

  it("the app-download modal's web-app button asks for the prompt, which comes as the member's own request", async () => {
    const { stores, turn, model } = await started({ path: "/m/login" });
    expect(turn.asked).toEqual([]);
    expect(stores.appDownload.askWebAppInstall()).toBe(true);
    expect(turn.asked).toEqual([{ priority: ENGAGEMENT_PRIORITY.requested, overGame: false }]);
    expect(model.screen).toBe("prompt");
  });

  it("where installing is not offered (a type 4 member) the web-app button gets no prompt", async () => {
    const { stores, turn } = await started({ path: "/m/login", loggedIn: true, type: 4 });
    expect(stores.appDownload.askWebAppInstall()).toBe(false);
    expect(turn.asked).toEqual([]);
  });

  it("at init without the browser's event it notes that none came after the 20 × 150 ms poll, and asks 1 s later", async () => {
    const { clock, turn, session } = await started();
    clock.advance(POLL_MS - INSTALL_PROMPT_POLL_INTERVAL_MS);
    expect(session.get(INSTALL_KEYS.noEvent)).toBe("1");
    clock.advance(POPUP_SHOW_DELAY_MS - 1);
    expect(turn.asked).toEqual([]);
    clock.advance(1);
    expect(turn.asked).toEqual([{ priority: ENGAGEMENT_PRIORITY.install, overGame: false }]);
  });

  it("at init with the browser's event kept, it asks 1 s later (the popup's show delay)", async () => {
    const page = new EventTarget() as unknown as Window;
    captureInstallEvent(page);
    const event = new Event("beforeinstallprompt", { cancelable: true });
    page.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const { turn, model, clock } = await started();
    expect(model.hasEvent).toBe(true);
    clock.advance(POPUP_SHOW_DELAY_MS - 1);
    expect(turn.asked).toEqual([]);
    clock.advance(1);
    expect(turn.asked).toHaveLength(1);
  });

  it("landing on the login page skips init; a login asks 2 s later, once on home", async () => {
    const { stores, clock, turn } = await started({ path: "/m/login" });
    clock.advance(POLL_MS);
    expect(turn.asked).toEqual([]);
    stores.session.start({
      id: 1,
      token: "t",
      merchantCode: "acme",
      userName: "d",
      type: 0,
      firstTimeLogin: false,
    });
    runInAction(() => stores.route.report("/m/home", ""));
    clock.advance(PROMPT_AFTER_LOGIN_MS - 1);
    expect(turn.asked).toEqual([]);
    clock.advance(1);
    expect(turn.asked).toHaveLength(1);
  });

  it("a registration asks 1.9 s later", async () => {
    const { stores, clock, turn } = await started({ path: "/m/register" });
    clock.advance(POLL_MS);
    stores.session.start({
      id: 1,
      token: "t",
      merchantCode: "acme",
      userName: "d",
      type: 0,
      firstTimeLogin: false,
    });
    runInAction(() => stores.route.report("/m/home", ""));
    clock.advance(PROMPT_AFTER_REGISTER_MS - 1);
    expect(turn.asked).toEqual([]);
    clock.advance(1);
    expect(turn.asked).toHaveLength(1);
  });

  it("a deposit arriving meets a forced count 2.5 s later: it asks as forced", async () => {
    const { stores, clock, turn, model } = await started({
      path: "/m/voucherCenter",
      loggedIn: true,
      settings: {
        deposit_least_times: { enabled: true, value: 2 },
        deposit_least_times_forced: { enabled: true },
      },
    });
    runInAction(() => (stores.money.counts = { deposits: 1, withdrawals: 0 }));
    runInAction(() => (stores.money.counts = { deposits: 2, withdrawals: 0 }));
    runInAction(() => stores.route.report("/m/home", ""));
    clock.advance(PROMPT_AFTER_DEPOSIT_MS - 1);
    expect(model.forcedSession).toBe(false);
    clock.advance(1);
    expect(turn.asked.at(-1)).toEqual({ priority: ENGAGEMENT_PRIORITY.forced, overGame: false });
    expect(model.forcedSession).toBe(true);
  });

  it("the first deposit page asks where it is, 1 s after arriving; leaving it lets go", async () => {
    const { stores, turn, clock } = await started({
      path: "/m/voucherCenter",
      loggedIn: true,
      settings: { first_deposit: { enabled: true } },
    });
    runInAction(() => (stores.money.counts = { deposits: 0, withdrawals: 0 }));
    clock.advance(POPUP_SHOW_DELAY_MS - 1);
    expect(turn.asked).toEqual([]);
    clock.advance(1);
    expect(turn.asked).toHaveLength(1);
    runInAction(() => stores.route.report("/m/withdraw", ""));
    expect(turn.released()).toBeGreaterThan(0);
  });

  it("never for a type 4 member", async () => {
    const { clock, turn } = await started({ loggedIn: true, type: 4 });
    clock.advance(POLL_MS);
    expect(turn.asked).toEqual([]);
  });

  it("a close is recorded for the session and the local counter; later plain triggers stay quiet", async () => {
    const { clock, turn, model, session, local, stores } = await started();
    clock.advance(INIT_DUE_MS);
    expect(turn.asked).toHaveLength(1);
    model.opened(false);
    model.close();
    expect(session.get(INSTALL_KEYS.dismissed)).toBe("1");
    expect(session.get(INSTALL_KEYS.closedCount)).toBe("1");
    expect(local.get(INSTALL_KEYS.dismissCount)).toBe("1");
    stores.session.start({
      id: 1,
      token: "t",
      merchantCode: "acme",
      userName: "d",
      type: 0,
      firstTimeLogin: false,
    });
    clock.advance(PROMPT_AFTER_LOGIN_MS);
    expect(turn.asked).toHaveLength(1);
    // The banner still asks, as the member wants it.
    model.ask();
    expect(turn.asked.at(-1)).toEqual({ priority: ENGAGEMENT_PRIORITY.requested, overGame: false });
  });

  it("appinstalled: counter 99, the installed flag, a2hsInstalled tracked, nothing offered any more", async () => {
    const { target, local, stores, model } = await started();
    target.dispatchEvent(new Event("appinstalled"));
    expect(local.get(INSTALL_KEYS.dismissCount)).toBe("99");
    expect(local.get(INSTALL_KEYS.installed)).toBe("1");
    expect(stores.tracking.events.map((event) => event.name)).toContain("a2hsInstalled");
    expect(model.offered).toBe(false);
  });
});
