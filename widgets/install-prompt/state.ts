import { computed, makeObservable, observable } from "mobx";
import type { DownloadResource } from "../../engine/api/promotions";
import {
  domainAllowed,
  domainCheck,
  installOffered,
  onInstallHomePath,
} from "../../engine/engagement/rules/install-eligibility";
import { isInstalled, sessionFlag } from "../../engine/engagement/rules/install-flags";
import {
  type InstallSettings,
  installLayout,
  installTheme,
  readInstallSettings,
  switchedOn,
  textSetting,
} from "../../engine/engagement/rules/install-settings";
import {
  type FiredTrigger,
  type InstallTrigger,
  pageTrigger,
  progressTriggers,
  promptDecision,
  triggerPlace,
} from "../../engine/engagement/rules/install-triggers";
import { ENGAGEMENT_PRIORITY } from "../../engine/engagement/turn-rules";
import type { KeyValueStorage } from "../../engine/platform/storage";
import type { EngineStores } from "../../engine/root/engine";

/** What the overlay shows: the prompt, the iOS guide, or one of the notices after the iOS app download. */
export type InstallScreen = "prompt" | "guide" | "ios17" | "profile" | "how";

/** What the install prompt reads and drives of the app. */
export type InstallStores = Pick<
  EngineStores,
  | "config"
  | "environment"
  | "system"
  | "session"
  | "money"
  | "member"
  | "route"
  | "links"
  | "toasts"
  | "tracking"
  | "http"
  | "appDownload"
  | "engagement"
>;

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
 * The install prompt's state: the settings, the triggers that fired, the member's answers, and
 * what follows from them (offered here, due now and how, the banner). The rules themselves are
 * pure functions in engine/engagement/rules/install-*.ts; the actions are the model's (model.ts).
 */
export class InstallState {
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

  constructor(
    readonly stores: InstallStores,
    readonly deps: InstallModelDeps,
  ) {
    this.settings = readInstallSettings(stores.config.installPrompt?.settings);
    this.installed = isInstalled(deps.local);
    this.dismissed = sessionFlag(deps.session, "dismissed");
    this.forcedSession = sessionFlag(deps.session, "forced");
    makeObservable(this, {
      settings: observable,
      loaded: observable,
      hasEvent: observable,
      installed: observable,
      dismissed: observable,
      forcedSession: observable,
      pending: observable,
      downloads: observable,
      requested: observable,
      screen: observable,
      shownForced: observable,
      ios: computed,
      offered: computed,
      theme: computed,
      layout: computed,
      description: computed,
      background: computed,
      bannerVisible: computed,
      bannerText: computed,
      progress: computed,
      pageTriggerHere: computed,
      due: computed,
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

  /** The registration-age and count triggers met now. */
  get progress(): FiredTrigger[] {
    const counts = this.stores.money.counts;
    return progressTriggers(this.settings, {
      deposits: counts?.deposits ?? null,
      withdrawals: counts?.withdrawals ?? null,
      regDate: this.stores.member.info?.regDate ?? null,
      now: this.deps.now(),
    });
  }

  /** The page-bound trigger of the page the member is on, if any. */
  get pageTriggerHere(): InstallTrigger | null {
    const counts = this.stores.money.counts;
    return pageTrigger(this.settings, this.stores.route.pathname, {
      deposits: counts?.deposits ?? null,
      withdrawals: counts?.withdrawals ?? null,
    });
  }

  /** Whether the prompt is due now, and how: null when not. */
  get due(): { priority: number; overGame: boolean; forced: boolean } | null {
    if (!this.loaded || !this.offered) return null;
    const gameRunning = this.deps.gameRunning();
    if (this.requested)
      return { priority: ENGAGEMENT_PRIORITY.requested, overGame: gameRunning, forced: false };
    const path = this.stores.route.pathname;
    let best: { forced: boolean; overGame: boolean } | null = null;
    for (const fired of this.pending.values()) {
      const place = triggerPlace(fired.trigger);
      const here =
        place === "game"
          ? gameRunning
          : place === "home"
            ? !gameRunning && onInstallHomePath(path)
            : !gameRunning && this.pageTriggerHere === fired.trigger;
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
}
