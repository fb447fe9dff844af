/**
 * Starting a game (spec sections 2, 4, 6, 8): the launch call with the member's token, or a
 * trial for a visitor, then the in-frame viewer at /m/game. A visitor who taps a game logs in
 * first and the launch resumes once they arrive home; a second tap while a launch is out does
 * nothing; STARTGAMEINAPP3 keeps games inside the native app. Failures are shown by the error
 * catalogue (a launch that takes 10 s: 'timeout_retry_please') or here (an answer without a
 * usable address), never thrown at the screen.
 */
import { makeAutoObservable, reaction, runInAction } from "mobx";
import type { GameLaunchRequest } from "../api/games";
import { PENDING_LAUNCH_TTL_MS } from "../constants";
import { ApiError } from "../http/envelope";
import type { KeyValueStorage } from "../platform/storage";
import { isObject, readShape } from "../platform/storage";
import { GAME_PATH, HOME_PATH, LOGIN_PATH } from "../routing/aliases";
import { httpUrl } from "../routing/external-links";
import type { RouteStore } from "../routing/route-store";
import type { NoticeStore } from "../stores/notice-store";
import type { SessionStore } from "../stores/session-store";
import type { TrackingStore } from "../tracking/tracking-store";
import type { LaunchContext } from "./launch-request";
import type { LaunchTarget } from "./launch-target";

/** Session storage: the game the viewer shows (it survives a reload of /m/game). */
export const OPEN_GAME_KEY = "MC_OPEN_GAME";
/** Session storage: a visitor's launch waiting for them to log in. */
export const PENDING_LAUNCH_KEY = "MC_PENDING_LAUNCH";

export interface OpenGame {
  url: string;
  title: string;
  trial: boolean;
  gameCode: string | null;
  /** Where the viewer's back button goes (checked: in-app path or allowed domain), else history. */
  returnTo: string | null;
}

export type LaunchOutcome = "opened" | "login" | "app-only" | "failed" | "busy";

/** The platform's launch calls (engine/api/games.ts), handed in so tests can answer them. */
export interface LaunchApi {
  launch: (request: GameLaunchRequest) => Promise<string>;
  trial: (request: { gameId: string; nodeId?: string }) => Promise<{ url: string }>;
}

export interface GameLauncherDeps {
  api: LaunchApi;
  session: SessionStore;
  route: RouteStore;
  /** A forced password change is still due (engine/identity/password-change-hold.ts). */
  passwordChangeDue: () => boolean;
  sessionStorage: KeyValueStorage;
  notices: NoticeStore;
  tracking: TrackingStore;
  navigate: (path: string, options?: { replace?: boolean }) => void;
  /** STARTGAMEINAPP3 is on (spec section 6). */
  appOnly: () => boolean;
  inNativeApp: boolean;
  /** The app download for this phone, shown with the app-only message; null when none is set. */
  openAppDownload: (() => void) | null;
  /** The page's origin, to resolve and check the game's address. */
  origin: string;
  /** A `backUrl` from a link, made safe (in-app path or allowed domain), or null. */
  safeReturn: (backUrl: string | undefined) => string | null;
  launchContext: () => Omit<LaunchContext, "backUrl">;
  now?: () => number;
}

export class GameLauncher {
  /** A launch or trial is out: further taps are ignored and the tapped card shows it is busy. */
  launching: LaunchTarget | null = null;
  open: OpenGame | null;
  private readonly disposers: Array<() => void> = [];

  constructor(private readonly deps: GameLauncherDeps) {
    this.open = readShape(deps.sessionStorage, OPEN_GAME_KEY, openGameOf);
    makeAutoObservable<GameLauncher, "deps" | "disposers">(this, { deps: false, disposers: false });
  }

  /**
   * A pending launch resumes when its member arrives home, by any of its addresses (after login,
   * or after a forced password change: never while one is still due).
   */
  start(): void {
    this.disposers.push(
      reaction(
        () =>
          this.deps.session.isLoggedIn &&
          !this.deps.passwordChangeDue() &&
          this.deps.route.screen === HOME_PATH,
        (arrived) => {
          if (arrived) void this.resumePending();
        },
        { fireImmediately: true },
      ),
    );
  }

  stop(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  async launch(target: LaunchTarget, options: { replace?: boolean } = {}): Promise<LaunchOutcome> {
    if (this.launching) return "busy";
    if (!this.deps.session.isLoggedIn) {
      this.deps.sessionStorage.set(PENDING_LAUNCH_KEY, JSON.stringify({ target, at: this.now() }));
      this.deps.navigate(LOGIN_PATH);
      return "login";
    }
    if (this.deps.appOnly() && !this.deps.inNativeApp) {
      const download = this.deps.openAppDownload;
      void this.deps.notices.show({
        message: { id: "start_game_in_app" },
        ...(download ? { action: { label: { id: "download_app" }, run: download } } : {}),
      });
      return "app-only";
    }
    const returnTo = this.deps.safeReturn(target.backUrl);
    const context = {
      ...this.deps.launchContext(),
      backUrl: httpUrl(returnTo ?? HOME_PATH, this.deps.origin)?.href ?? `${this.deps.origin}${HOME_PATH}`,
    };
    const call = async () => {
      // The request's rules load with the first launch, not with the first page (run() has
      // already marked the launch busy, and shows a failed load as any failed launch).
      const { launchRequest } = await import("./launch-request");
      return this.deps.api.launch(launchRequest(target, context));
    };
    return this.run(target, call, {
      trial: false,
      returnTo,
      replace: options.replace,
    });
  }

  /** A visitor tries a game without an account (spec section 2, trial play). */
  async trial(target: LaunchTarget & { gameCode: string }): Promise<LaunchOutcome> {
    if (this.launching) return "busy";
    return this.run(
      target,
      async () => (await this.deps.api.trial({ gameId: target.gameCode, nodeId: target.nodeId })).url,
      { trial: true, returnTo: null },
    );
  }

  private async run(
    target: LaunchTarget,
    call: () => Promise<string>,
    how: { trial: boolean; returnTo: string | null; replace?: boolean },
  ): Promise<LaunchOutcome> {
    this.launching = target;
    try {
      const address = httpUrl(await call(), this.deps.origin);
      if (!address) throw new Error("the game's address is not an http(s) URL");
      const game: OpenGame = {
        url: address.href,
        title: target.title ?? target.gameCode ?? target.vendor ?? "",
        trial: how.trial,
        gameCode: target.gameCode ?? target.vendor ?? null,
        returnTo: how.returnTo,
      };
      runInAction(() => {
        this.open = game;
      });
      this.deps.sessionStorage.set(OPEN_GAME_KEY, JSON.stringify(game));
      this.deps.tracking.track(how.trial ? "startTrial" : "gameLaunch", {
        contentId: game.gameCode ?? undefined,
        contentType: target.kind,
      });
      this.deps.navigate(GAME_PATH, { replace: how.replace });
      return "opened";
    } catch (error) {
      // The error catalogue has already shown a failed call; a bad answer is ours to explain.
      if (!(error instanceof ApiError)) {
        console.warn("[game launch]", error);
        void this.deps.notices.show({ message: { id: "game_unavailable" } });
      }
      return "failed";
    } finally {
      runInAction(() => {
        this.launching = null;
      });
    }
  }

  /** The viewer closed its game. */
  close(): void {
    this.open = null;
    this.deps.sessionStorage.remove(OPEN_GAME_KEY);
  }

  private async resumePending(): Promise<void> {
    const pending = readShape(this.deps.sessionStorage, PENDING_LAUNCH_KEY, pendingLaunchOf);
    this.deps.sessionStorage.remove(PENDING_LAUNCH_KEY);
    if (!pending || this.now() - pending.at > PENDING_LAUNCH_TTL_MS) return;
    await this.launch(pending.target);
  }
}

const isTextOrNull = (value: unknown) => value === null || typeof value === "string";

/**
 * The game the viewer showed before a reload, when its fields are whole. The viewer puts its
 * address in a frame and assigns its return address to location: http(s) only (or an in-app path).
 */
function openGameOf(value: unknown): OpenGame | null {
  if (!isObject(value)) return null;
  const { url, title, trial, gameCode, returnTo } = value;
  const valid =
    /^https?:\/\//i.test(String(url)) &&
    typeof url === "string" &&
    typeof title === "string" &&
    typeof trial === "boolean" &&
    isTextOrNull(gameCode) &&
    (returnTo === null || /^(\/(?!\/)|https?:\/\/)/i.test(String(returnTo)));
  return valid ? (value as unknown as OpenGame) : null;
}

/** A launch kept for after login: a game or lottery target with text fields, and when it was asked. */
function pendingLaunchOf(value: unknown): { target: LaunchTarget; at: number } | null {
  if (!isObject(value) || !Number.isFinite(value.at) || !isObject(value.target)) return null;
  const { kind, ...fields } = value.target;
  const valid =
    (kind === "game" || kind === "lottery") && Object.values(fields).every((f) => typeof f === "string");
  return valid ? (value as { target: LaunchTarget; at: number }) : null;
}
