import { makeAutoObservable, reaction, runInAction } from "mobx";
import { getInstallSettings } from "../../engine/api/install";
import { type DownloadResource, getDownloadSetting } from "../../engine/api/promotions";
import { INSTALL_PROMPT_POLL_INTERVAL_MS, INSTALL_PROMPT_POLL_TRIES, TOAST_MS } from "../../engine/constants";
import type { EngagementTurn } from "../../engine/engagement/engage";
import {
  domainAllowed,
  domainCheck,
  installOffered,
  iosMajorVersion,
  onInstallHomePath,
} from "../../engine/engagement/rules/install-eligibility";
import {
  INSTALL_KEYS,
  isInstalled,
  recordDismissal,
  recordInstalled,
  sessionFlag,
  takeFirstOpen,
} from "../../engine/engagement/rules/install-flags";
import {
  type InstallSettings,
  installLayout,
  installTheme,
  mergeInstallSettings,
  readInstallSettings,
  switchedOn,
  textSetting,
} from "../../engine/engagement/rules/install-settings";
import {
  type FiredTrigger,
  type InstallTrigger,
  inGameDelayMs,
  pageTrigger,
  progressTriggers,
  promptDecision,
  triggerDelayMs,
  triggerPlace,
} from "../../engine/engagement/rules/install-triggers";
import { ENGAGEMENT_PRIORITY } from "../../engine/engagement/turn-rules";
import {
  captureInstallEvent,
  clearInstallEvent,
  keptInstallEvent,
} from "../../engine/platform/install-event";
import { type KeyValueStorage, safeStorage } from "../../engine/platform/storage";
import { GAME_PATH, REGISTER_PATH } from "../../engine/routing/aliases";
import { safeHref } from "../../engine/security/safe-url";
import type { RootStore } from "../../engine/stores/root-store";

/** What the overlay shows: the prompt, the iOS guide, or one of the notices after the iOS app download. */
export type InstallScreen = "prompt" | "guide" | "ios17" | "profile" | "how";

export interface InstallModelDeps {
  local: KeyValueStorage;
  session: KeyValueStorage;
  host: string;
  /** The page's origin, against which relative download links resolve. */
  origin: string;
  userAgent: string;
  /** A full-viewport screen (the game viewer) is open. */
  gameRunning: () => boolean;
  schedule: (run: () => void, ms: number) => () => void;
  now: () => number;
  redirect: (url: string) => void;
}

/**
 * The install prompt's state, shared by its rules (engage.ts), its view and the install banner:
 * the settings, the triggers that fired, whether the prompt is due and forced, and the member's
 * answers. The rules themselves are pure functions in engine/engagement/rules/install-*.ts.
 */
/** The banner's mark on the conductor (register.ts reads it; not imported, so register.ts stays in the first chunk alone). */
const INSTALL_BANNER_ID = "install-banner";

export class InstallModel {
  settings: InstallSettings;
  loaded = false;
  /** The browser's install event arrived (within the init poll or later). */
  hasEvent = false;
  installed: boolean;
  dismissed: boolean;
  forcedSession: boolean;
  /** Triggers that fired and wait for their place (home, their page, the game). */
  pending = new Map<InstallTrigger, FiredTrigger>();
  /** The merchant's download settings (the setup profile is there). */
  downloads: DownloadResource[] = [];
  /** The member tapped the banner's install. */
  requested = false;
  screen: InstallScreen = "prompt";
  /** The prompt as it opened: forced (no close) or not. */
  shownForced = false;
  private turn: EngagementTurn | null = null;
  private readonly firedOnce = new Set<InstallTrigger>();

  constructor(
    private readonly stores: RootStore,
    private readonly deps: InstallModelDeps,
  ) {
    this.settings = readInstallSettings(stores.config.installPrompt?.settings);
    this.installed = isInstalled(deps.local);
    this.dismissed = sessionFlag(deps.session, "dismissed");
    this.forcedSession = sessionFlag(deps.session, "forced");
    makeAutoObservable<InstallModel, "stores" | "deps" | "turn" | "firedOnce">(this, {
      stores: false,
      deps: false,
      turn: false,
      firedOnce: false,
    });
  }

  get ios(): boolean {
    return this.stores.environment.ios;
  }

  /** Whether installing may be offered here at all (maintenance, region, type, domain, app…). */
  get offered(): boolean {
    const config = this.stores.config.installPrompt ?? {};
    const domains = domainCheck(this.settings, config);
    return installOffered({
      enabled: config.enabled !== false,
      maintenance: this.stores.system.maintenance,
      regionRestriction: this.stores.system.regionRestriction,
      nativeApp: this.stores.environment.nativeApp !== null,
      standalone: this.stores.environment.standalone,
      installed: this.installed,
      customerType: this.stores.session.customerType,
      domainOk: domainAllowed(domains.mode, domains.domains, this.deps.host),
    });
  }

  get theme() {
    return installTheme(this.settings, this.stores.config.installPrompt?.theme);
  }

  get layout() {
    return installLayout(this.settings);
  }

  /** The prompt's own app_desc setting, else the back office's mobileTemplate.app_desc (spec §3). */
  get description(): string | null {
    return textSetting(this.settings, "app_desc") ?? this.stores.config.mobileTemplate?.app_desc ?? null;
  }

  get background(): string | null {
    return textSetting(this.settings, "app_background");
  }

  /**
   * The install banner: switched on by `bottom_app_bar_mode` (the bottom app bar), where installing
   * is offered, to a logged-in member when `login_required`, once a condition is met when
   * `download_condition_switch`.
   */
  get bannerVisible(): boolean {
    if (!this.loaded || !this.offered || !switchedOn(this.settings, "bottom_app_bar_mode")) return false;
    if (switchedOn(this.settings, "login_required") && !this.stores.session.isLoggedIn) return false;
    if (switchedOn(this.settings, "download_condition_switch")) return this.progress.length > 0;
    return true;
  }

  get bannerText(): string | null {
    return textSetting(this.settings, "bottom_app_desc");
  }

  private get progress(): FiredTrigger[] {
    const counts = this.stores.money.counts;
    return progressTriggers(this.settings, {
      deposits: counts?.deposits ?? null,
      withdrawals: counts?.withdrawals ?? null,
      regDate: this.stores.member.info?.regDate ?? null,
      now: this.deps.now(),
    });
  }

  /** Whether the prompt is due now, and how: null when not. */
  get due(): { priority: number; overGame: boolean; forced: boolean } | null {
    if (!this.loaded || !this.offered) return null;
    const gameRunning = this.deps.gameRunning();
    if (this.requested)
      return { priority: ENGAGEMENT_PRIORITY.requested, overGame: gameRunning, forced: false };
    const path = this.stores.route.pathname;
    const counts = this.stores.money.counts;
    let best: { forced: boolean; overGame: boolean } | null = null;
    for (const fired of this.pending.values()) {
      const place = triggerPlace(fired.trigger);
      const here =
        place === "game"
          ? gameRunning
          : place === "home"
            ? !gameRunning && onInstallHomePath(path)
            : !gameRunning &&
              pageTrigger(this.settings, path, {
                deposits: counts?.deposits ?? null,
                withdrawals: counts?.withdrawals ?? null,
              }) === fired.trigger;
      if (!here) continue;
      const decision = promptDecision(fired, { dismissed: this.dismissed, forced: this.forcedSession });
      if (!decision.show) continue;
      if (!best || decision.forced) best = { forced: decision.forced, overGame: place === "game" };
    }
    if (!best) return null;
    return {
      priority: best.forced ? ENGAGEMENT_PRIORITY.forced : ENGAGEMENT_PRIORITY.install,
      ...best,
    };
  }

  /** A trigger fired (once a page load): it waits for its place. A forced one makes the session forced. */
  fire(fired: FiredTrigger): void {
    if (this.firedOnce.has(fired.trigger)) return;
    this.firedOnce.add(fired.trigger);
    if (fired.forced) {
      this.forcedSession = true;
      this.deps.session.set(INSTALL_KEYS.forced, "1");
    }
    this.pending.set(fired.trigger, fired);
  }

  /** A page-bound trigger may fire again on the next visit when it was not shown. */
  drop(trigger: InstallTrigger): void {
    if (this.pending.delete(trigger)) this.firedOnce.delete(trigger);
  }

  applySettings(raw: unknown): void {
    const base = readInstallSettings(this.stores.config.installPrompt?.settings);
    this.settings = mergeInstallSettings(base, readInstallSettings(raw));
  }

  /** The banner's install: the conductor shows the prompt (or, on iOS, the guide) as asked for. */
  ask(): void {
    this.requested = true;
    this.screen = this.ios && !this.hasEvent ? "guide" : "prompt";
  }

  /** The prompt opened: fixes whether it may be closed. */
  opened(forced: boolean): void {
    this.shownForced = forced && !this.requested;
  }

  /** Install: the browser's own dialog when it gave us its event; else the iOS guide or how-to. */
  async install(): Promise<void> {
    const event = keptInstallEvent();
    if (!event) {
      runInAction(() => {
        this.screen = this.ios ? "guide" : "how";
      });
      return;
    }
    clearInstallEvent();
    runInAction(() => {
      this.hasEvent = false;
    });
    await event.prompt();
    const choice = await event.userChoice.catch(() => ({ outcome: "dismissed" as const }));
    if (choice.outcome === "accepted") {
      this.stores.toasts.show({ id: "install_installing", fallback: "Installing…" }, TOAST_MS);
      this.finish();
    } else if (!this.shownForced) this.close();
  }

  /** The native iOS app download from the guide, then the notice for this iOS version. */
  downloadIosApp(url: string): void {
    this.stores.links.openExternal(url);
    const major = iosMajorVersion(this.deps.userAgent);
    this.screen = major !== null && major >= 17 ? "ios17" : "profile";
  }

  /** Older iOS: the setup profile on the image CDN (the MOBILECONFIG resource). */
  openProfile(): void {
    const url = this.resource("MOBILECONFIG");
    if (url) this.deps.redirect(url);
    this.finish();
  }

  /**
   * A download link of this type (spec §3: Android, IOS, MOBILECONFIG…): the status call's
   * resources first, then the download settings. Relative links resolve against the page; only
   * http(s) is kept, anything else is as if none were configured.
   */
  resource(type: string): string | null {
    for (const resource of [...this.stores.system.resources, ...this.downloads]) {
      if (typeof resource?.url !== "string" || String(resource.resourceType).toUpperCase() !== type) continue;
      // Not an http(s) address (engine/security/safe-url.ts): try the next one.
      const url = safeHref(resource.url, this.deps.origin);
      if (url) return url;
    }
    return null;
  }

  /** The member closed it: recorded and counted for the session (not for a forced prompt). */
  close(): void {
    if (this.shownForced) return;
    recordDismissal(this.deps.local, this.deps.session);
    this.dismissed = true;
    this.finish();
  }

  /** Done (closed, installed, or on to the profile): the triggers it answered are spent. */
  finish(): void {
    this.pending.clear();
    this.requested = false;
    this.screen = "prompt";
    this.turn?.release();
  }

  appInstalled(): void {
    recordInstalled(this.deps.local);
    this.installed = true;
    this.stores.tracking.track("a2hsInstalled");
    this.finish();
  }

  /** The rules: starts the triggers and keeps the conductor told. Returns what stops them. */
  start(turn: EngagementTurn, target: Pick<Window, "addEventListener" | "removeEventListener">): () => void {
    this.turn = turn;
    const stops: Array<() => void> = [];
    const { stores, deps } = this;
    if (takeFirstOpen(deps.local, stores.environment.standalone)) stores.tracking.track("a2hsFirstOpen");
    // The page's inline catcher kept any event so far; from now on the rules listen too.
    captureInstallEvent(target);
    const onInstalled = () => this.appInstalled();
    target.addEventListener("appinstalled", onInstalled);
    stops.push(() => target.removeEventListener("appinstalled", onInstalled));

    void getDownloadSetting(stores.http, deps.host)
      .then((list) => runInAction(() => (this.downloads = Array.isArray(list) ? list : [])))
      .catch(() => undefined);
    void getInstallSettings(stores.http)
      .then((raw) => this.applySettings(raw))
      .catch(() => undefined)
      .finally(() => runInAction(() => (this.loaded = true)));

    // Init: up to 20 × 150 ms for the browser's event; without it the prompt shows anyway. It
    // belongs to the page the app opened on: landing elsewhere (a login page) skips it.
    const landedHome = onInstallHomePath(stores.route.pathname);
    const fireInit = () => {
      if (landedHome)
        stops.push(
          deps.schedule(() => this.fire({ trigger: "init", forced: false }), triggerDelayMs("other")),
        );
    };
    let tries = 0;
    const poll = () => {
      tries += 1;
      if (keptInstallEvent()) {
        runInAction(() => (this.hasEvent = true));
        fireInit();
        return;
      }
      if (tries >= INSTALL_PROMPT_POLL_TRIES) {
        deps.session.set(INSTALL_KEYS.noEvent, "1");
        fireInit();
        return;
      }
      stops.push(deps.schedule(poll, INSTALL_PROMPT_POLL_INTERVAL_MS));
    };
    poll();

    // After login 2 s, after registration 1.9 s (a session starting while on the register page).
    stops.push(
      reaction(
        () => stores.session.token,
        (token, previous) => {
          if (!token || previous) return;
          const event = stores.route.pathname === REGISTER_PATH ? "register" : "login";
          stops.push(
            deps.schedule(() => this.fire({ trigger: event, forced: false }), triggerDelayMs(event)),
          );
        },
      ),
    );

    // Registration age and counts; a rise in deposits (a deposit arrived) waits 2.5 s.
    let deposits: number | null = null;
    stops.push(
      reaction(
        () => ({ fired: this.progress, depositCount: stores.money.counts?.deposits ?? null }),
        ({ fired, depositCount }) => {
          const rose = deposits !== null && depositCount !== null && depositCount > deposits;
          deposits = depositCount;
          const fire = () => {
            for (const one of fired) this.fire(one);
          };
          if (fired.length > 0) stops.push(deps.schedule(fire, triggerDelayMs(rose ? "deposit" : "other")));
        },
        { fireImmediately: true },
      ),
    );

    // Page-bound: first deposit, first withdrawal, card binding, 1 s after arriving on the page.
    let stopPageTimer: (() => void) | null = null;
    stops.push(() => stopPageTimer?.());
    stops.push(
      reaction(
        () =>
          this.loaded
            ? pageTrigger(this.settings, stores.route.pathname, {
                deposits: stores.money.counts?.deposits ?? null,
                withdrawals: stores.money.counts?.withdrawals ?? null,
              })
            : null,
        (trigger, previous) => {
          stopPageTimer?.();
          stopPageTimer = null;
          if (previous && previous !== trigger && !turn.showing) this.drop(previous);
          if (trigger)
            stopPageTimer = deps.schedule(
              () => this.fire({ trigger, forced: false }),
              triggerDelayMs("other"),
            );
        },
        { fireImmediately: true },
      ),
    );

    // A game that has run in_game_popup_interval seconds.
    let stopGameTimer: (() => void) | null = null;
    stops.push(
      reaction(
        () => deps.gameRunning() && this.loaded,
        (running) => {
          stopGameTimer?.();
          stopGameTimer = null;
          const delay = inGameDelayMs(this.settings);
          if (running && delay !== null)
            stopGameTimer = deps.schedule(() => this.fire({ trigger: "in_game", forced: false }), delay);
          else if (!running && !turn.showing) this.drop("in_game");
        },
        { fireImmediately: true },
      ),
    );
    stops.push(() => stopGameTimer?.());

    // The app-download modal's web-app button: the prompt (or the iOS guide) when offered here.
    stops.push(
      stores.appDownload.onWebAppInstall(() => {
        if (!this.loaded || !this.offered) return false;
        this.ask();
        return true;
      }),
    );

    // The banner's registration reads this flag, so its code loads only when it shows.
    stops.push(
      reaction(
        () => this.bannerVisible,
        (visible) => stores.engagement.setBar(INSTALL_BANNER_ID, visible),
        { fireImmediately: true },
      ),
    );
    stops.push(() => stores.engagement.setBar(INSTALL_BANNER_ID, false));

    // Tell the conductor: due (and how) or not. While it shows, it keeps the screen.
    stops.push(
      reaction(
        () => this.due,
        (due, before) => {
          if (turn.showing) return;
          if (!due) {
            turn.release();
            return;
          }
          if (before && before.priority !== due.priority) turn.release();
          turn.request({ priority: due.priority, overGame: due.overGame });
        },
        { fireImmediately: true, equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
      ),
    );
    stops.push(
      reaction(
        () => turn.showing,
        (showing) => {
          if (showing) this.opened(this.due?.forced ?? this.forcedSession);
        },
      ),
    );
    return () => {
      for (const stop of stops.splice(0)) stop();
    };
  }
}

const models = new WeakMap<RootStore, InstallModel>();

/** The one model of these stores, shared by the rules, the prompt and the banner. */
export function modelFor(stores: RootStore, deps?: Partial<InstallModelDeps>): InstallModel {
  let model = models.get(stores);
  if (!model) {
    model = new InstallModel(stores, {
      local: safeStorage(() => window.localStorage),
      session: safeStorage(() => window.sessionStorage),
      host: window.location.hostname,
      origin: window.location.origin,
      userAgent: navigator.userAgent,
      // The game viewer (the full-viewport screen the conductor counts as a running game).
      gameRunning: () => stores.route.pathname === GAME_PATH,
      schedule: (run, ms) => {
        const id = setTimeout(run, ms);
        return () => clearTimeout(id);
      },
      now: () => Date.now(),
      redirect: (url) => window.location.assign(url),
      ...deps,
    });
    models.set(stores, model);
  }
  return model;
}
