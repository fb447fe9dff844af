import { action, makeObservable, runInAction } from "mobx";
import { TOAST_MS } from "../../engine/constants";
import type { EngagementTurn } from "../../engine/engagement/engage";
import { iosMajorVersion } from "../../engine/engagement/rules/install-eligibility";
import {
  INSTALL_KEYS,
  recordDismissal,
  recordInstalled,
  takeFirstOpen,
} from "../../engine/engagement/rules/install-flags";
import { mergeInstallSettings, readInstallSettings } from "../../engine/engagement/rules/install-settings";
import type { FiredTrigger, InstallTrigger } from "../../engine/engagement/rules/install-triggers";
import { clearInstallEvent, keptInstallEvent } from "../../engine/platform/install-event";
import { perEngine } from "../../engine/registry/per-engine";
import type { EngineStores } from "../../engine/root/engine";
import { GAME_PATH } from "../../engine/routing/aliases";
import { safeHref } from "../../engine/security/safe-url";
import { type InstallModelDeps, InstallState, type InstallStores } from "./state";
import { fireInGame, fireOnPage, fireOnProgress, fireOnSessionStart, pollInstallEvent } from "./triggers";
import { answerWebAppInstall, listenForInstall, loadSettings, showBanner, tellConductor } from "./wiring";

export type { InstallModelDeps, InstallScreen, InstallStores } from "./state";

/**
 * The install prompt, shared by its rules (engage.ts), its view and the install banner: its state
 * (state.ts), the member's and the triggers' actions here, and `start`, which sets the triggers
 * (triggers.ts) and the ties to the page and the conductor (wiring.ts) going.
 */
export class InstallModel extends InstallState {
  private turn: EngagementTurn | null = null;
  private readonly firedOnce = new Set<InstallTrigger>();

  constructor(stores: InstallStores, deps: InstallModelDeps) {
    super(stores, deps);
    makeObservable(this, {
      fire: action,
      drop: action,
      applySettings: action,
      ask: action,
      opened: action,
      downloadIosApp: action,
      openProfile: action,
      close: action,
      finish: action,
      appInstalled: action,
    });
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
    if (takeFirstOpen(this.deps.local, this.stores.environment.standalone))
      this.stores.tracking.track("a2hsFirstOpen");
    const stops = [
      listenForInstall(this, target),
      loadSettings(this),
      pollInstallEvent(this),
      fireOnSessionStart(this),
      fireOnProgress(this),
      fireOnPage(this, turn),
      fireInGame(this, turn),
      answerWebAppInstall(this),
      showBanner(this),
      tellConductor(this, turn),
    ];
    return () => {
      for (const stop of stops.splice(0)) stop();
    };
  }
}

/**
 * The one model of an engine, shared by the rules, the prompt and the banner. Its storage is the
 * engine's; the page's origin and host are the link rules'. Only the browser's user agent (for the
 * iOS version) and leaving for the setup profile (a full page load) come from `window` itself.
 */
export const modelFor = perEngine(
  (stores: InstallStores & Pick<EngineStores, "storage">, deps?: Partial<InstallModelDeps>) =>
    new InstallModel(stores, {
      local: stores.storage.local,
      session: stores.storage.session,
      host: new URL(stores.links.origin).hostname,
      origin: stores.links.origin,
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
    }),
);
