import { runInAction } from "mobx";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GameLaunchRequest } from "../../../engine/api/games";
import {
  GameLauncher,
  type LaunchApi,
  OPEN_GAME_KEY,
  PENDING_LAUNCH_KEY,
} from "../../../engine/games/game-launcher";
import { ApiError } from "../../../engine/http/envelope";
import { PasswordChangeHold } from "../../../engine/identity/password-change-hold";
import { memoryStorage } from "../../../engine/platform/storage";
import { RouteStore } from "../../../engine/routing/route-store";
import { NoticeStore } from "../../../engine/stores/notice-store";
import { SessionStore } from "../../../engine/stores/session-store";
import { TrackingStore } from "../../../engine/tracking/tracking-store";

const member = {
  id: 7,
  token: "tok",
  merchantCode: "acme",
  userName: "demo",
  type: 0,
  firstTimeLogin: false,
};
const slot = { kind: "game" as const, vendor: "REELFORGE", gameCode: "RF_DRAGON", title: "Dragon Reels" };

function setup(
  options: {
    loggedIn?: boolean;
    appOnly?: boolean;
    native?: boolean;
    api?: Partial<LaunchApi>;
    now?: () => number;
  } = {},
) {
  const sessionStorage = memoryStorage();
  const session = new SessionStore(sessionStorage, "acme");
  if (options.loggedIn !== false) session.start(member);
  const passwordChange = new PasswordChangeHold(sessionStorage, session);
  const route = new RouteStore({ pathname: "/m/home", search: "" });
  const notices = new NoticeStore();
  const tracking = new TrackingStore(() => ({ customerId: session.info?.id ?? undefined }));
  const visited: Array<[string, boolean | undefined]> = [];
  const requests: GameLaunchRequest[] = [];
  const downloads: string[] = [];
  const launcher = new GameLauncher({
    api: {
      launch: async (request) => {
        requests.push(request);
        return "http://games.localhost:8080/wps/demo/game?game=RF_DRAGON";
      },
      trial: async () => ({ url: "http://games.localhost:8080/wps/demo/game?game=RF_DRAGON&trial=1" }),
      ...options.api,
    },
    session,
    route,
    passwordChangeDue: () => passwordChange.due,
    sessionStorage,
    notices,
    tracking,
    navigate: (path, how) => visited.push([path, how?.replace]),
    appOnly: () => options.appOnly ?? false,
    inNativeApp: options.native ?? false,
    openAppDownload: () => downloads.push("opened"),
    origin: "http://royal.localhost:8080",
    safeReturn: (address) => (address?.startsWith("/") ? address : null),
    launchContext: () => ({ lotteryLanguage: "VI", labelName: "Gold" }),
    now: options.now,
  });
  launcher.start();
  return {
    launcher,
    session,
    passwordChange,
    route,
    notices,
    tracking,
    visited,
    requests,
    downloads,
    sessionStorage,
  };
}

afterEach(() => vi.restoreAllMocks());

describe("launching a game", () => {
  it("calls the platform, keeps the game for the viewer, tracks it and opens /m/game", async () => {
    const { launcher, visited, requests, tracking, sessionStorage } = setup();
    await expect(launcher.launch({ ...slot, backUrl: "/m/member/home" })).resolves.toBe("opened");
    expect(requests[0]).toMatchObject({
      gameCode: "RF_DRAGON",
      vendor: "REELFORGE",
      backUrl: "http://royal.localhost:8080/m/member/home",
      labelName: "Gold",
    });
    expect(launcher.open).toEqual({
      url: "http://games.localhost:8080/wps/demo/game?game=RF_DRAGON",
      title: "Dragon Reels",
      trial: false,
      gameCode: "RF_DRAGON",
      returnTo: "/m/member/home",
    });
    expect(JSON.parse(sessionStorage.get(OPEN_GAME_KEY) ?? "null")?.title).toBe("Dragon Reels");
    expect(visited).toEqual([["/m/game", undefined]]);
    expect(tracking.events.map((e) => [e.name, e.payload.contentId, e.payload.customerId])).toEqual([
      ["gameLaunch", "RF_DRAGON", 7],
    ]);
  });

  it("ignores a second tap while the first launch is out", async () => {
    let answer: (url: string) => void = () => undefined;
    const { launcher, requests } = setup({
      api: {
        launch: (request) => {
          requests.push(request);
          return new Promise((resolve) => {
            answer = resolve;
          });
        },
      },
    });
    const first = launcher.launch(slot);
    await expect(launcher.launch(slot)).resolves.toBe("busy");
    expect(launcher.launching).toEqual(slot);
    // The call goes out once the launch's request rules have loaded (a lazy module).
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    answer("https://games.example/1");
    await expect(first).resolves.toBe("opened");
    expect(requests).toHaveLength(1);
    expect(launcher.launching).toBeNull();
  });

  it("says the game cannot open when the answer's address is not http(s)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { launcher, notices, visited } = setup({ api: { launch: async () => "javascript:alert(1)" } });
    await expect(launcher.launch(slot)).resolves.toBe("failed");
    expect(notices.current?.message).toEqual({ id: "game_unavailable" });
    expect(visited).toEqual([]);
  });

  it("leaves a failed call to the error catalogue (it already told the member)", async () => {
    const failure = new ApiError({ kind: "timeout", path: "/wps/game/launchGame", status: 0 });
    const { launcher, notices } = setup({ api: { launch: async () => Promise.reject(failure) } });
    await expect(launcher.launch(slot)).resolves.toBe("failed");
    expect(notices.current).toBeNull();
  });
});

describe("STARTGAMEINAPP3 (spec section 6)", () => {
  it("in a browser, asks the member to download the app instead of launching", async () => {
    const { launcher, notices, requests, downloads } = setup({ appOnly: true });
    await expect(launcher.launch(slot)).resolves.toBe("app-only");
    expect(requests).toEqual([]);
    expect(notices.current?.message).toEqual({ id: "start_game_in_app" });
    notices.act();
    expect(downloads).toEqual(["opened"]);
  });

  it("inside the native app, starts the game", async () => {
    const { launcher } = setup({ appOnly: true, native: true });
    await expect(launcher.launch(slot)).resolves.toBe("opened");
  });
});

describe("a visitor's launch", () => {
  it("goes to the login page, then resumes when the member arrives home", async () => {
    const { launcher, session, route, visited, requests } = setup({ loggedIn: false });
    runInAction(() => route.report("/m/game-list", ""));
    await expect(launcher.launch(slot)).resolves.toBe("login");
    expect(visited).toEqual([["/m/login", undefined]]);
    runInAction(() => route.report("/m/login", ""));
    session.start(member);
    expect(requests).toEqual([]);
    runInAction(() => route.report("/m/home", ""));
    await vi.waitFor(() => expect(visited.at(-1)).toEqual(["/m/game", undefined]));
    expect(requests.map((r) => r.gameCode)).toEqual(["RF_DRAGON"]);
  });

  it.each(["/", "/m", "/m/", "/m/index", "/m/index.html", "/m/home/"])(
    "resumes on home's address %s as on /m/home",
    async (address) => {
      const { launcher, session, route, visited, requests } = setup({ loggedIn: false });
      runInAction(() => route.report("/m/game-list", ""));
      await launcher.launch(slot);
      runInAction(() => route.report("/m/login", ""));
      session.start(member);
      runInAction(() => route.report(address, ""));
      await vi.waitFor(() => expect(visited.at(-1)).toEqual(["/m/game", undefined]));
      expect(requests.map((r) => r.gameCode)).toEqual(["RF_DRAGON"]);
    },
  );

  it("waits while a forced password change is due, even on home, and resumes once it is done", async () => {
    const { launcher, session, passwordChange, route, visited, requests } = setup({ loggedIn: false });
    runInAction(() => route.report("/m/game-list", ""));
    await launcher.launch(slot);
    runInAction(() => route.report("/m/login", ""));
    session.start(member);
    passwordChange.require("/m/home");
    runInAction(() => route.report("/m/changePsw", ""));
    // An address typed while the change is due shows home for a moment before its guard leads back.
    runInAction(() => route.report("/m/home", ""));
    await Promise.resolve();
    expect(requests).toEqual([]);
    runInAction(() => route.report("/m/changePsw", ""));
    const releasedTo = passwordChange.release();
    runInAction(() => route.report(releasedTo, ""));
    await vi.waitFor(() => expect(visited.at(-1)).toEqual(["/m/game", undefined]));
    expect(requests.map((r) => r.gameCode)).toEqual(["RF_DRAGON"]);
  });

  it("forgets a launch the member did not come back for within ten minutes", async () => {
    let now = 1_000_000;
    const { launcher, session, route, requests, sessionStorage } = setup({ loggedIn: false, now: () => now });
    runInAction(() => route.report("/m/login", ""));
    await launcher.launch(slot);
    now += 10 * 60 * 1000 + 1;
    session.start(member);
    runInAction(() => route.report("/m/home", ""));
    await Promise.resolve();
    expect(requests).toEqual([]);
    expect(sessionStorage.get(PENDING_LAUNCH_KEY)).toBeNull();
  });

  it("plays a trial without an account, and tracks startTrial", async () => {
    const { launcher, tracking } = setup({ loggedIn: false });
    await expect(launcher.trial({ ...slot, nodeId: "3" })).resolves.toBe("opened");
    expect(launcher.open?.trial).toBe(true);
    expect(tracking.events.map((e) => e.name)).toEqual(["startTrial"]);
    launcher.close();
    expect(launcher.open).toBeNull();
  });
});
