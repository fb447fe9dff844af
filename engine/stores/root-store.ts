import { reaction } from "mobx";
import { launchGame, launchTrial } from "../api/games";
import { setMemberLanguage } from "../api/member";
import type { FeatureKey, LanguageCode, MerchantConfig } from "../config/merchant-config";
import { DEFAULT_DECIMALS, DEFAULT_REQUEST_TIMEOUT_MS } from "../constants";
import { AppDownloadRequests } from "../engagement/app-download-requests";
import { EngagementConductor } from "../engagement/conductor";
import { GameLauncher } from "../games/game-launcher";
import { HttpClient } from "../http/client";
import type { ApiError } from "../http/envelope";
import { decideFailure } from "../http/error-catalogue";
import type { CatalogueLoader } from "../i18n/catalogues";
import { lotteryLaunchLanguage } from "../i18n/purpose-languages";
import { keepDeviceId, randomDeviceId, resolveDeviceId } from "../identity/device-id";
import { PasswordChangeHold } from "../identity/password-change-hold";
import { pixelTrackBundle } from "../identity/pixel-track";
import { readRegistrationInfo } from "../identity/registration-info";
import { RememberedLoginStore } from "../identity/remembered-login";
import { appDownloadUrl } from "../platform/app-download";
import { type CookieJar, parentDomain } from "../platform/cookies";
import { type AppEnvironment, deviceKind, readEnvironment } from "../platform/environment";
import { browserOffline } from "../platform/offline";
import type { KeyValueStorage } from "../platform/storage";
import { UpdateStore } from "../pwa/update-store";
import { LOGIN_PATH } from "../routing/aliases";
import { LinkRules } from "../routing/link-rules";
import { returnPathOf } from "../routing/return-path";
import { RouteStore } from "../routing/route-store";
import { TrackingStore } from "../tracking/tracking-store";
import { ConfigStore } from "./config-store";
import { CountryStore } from "./country-store";
import { I18nStore } from "./i18n-store";
import type { IdentityApi } from "./identity/identity-api";
import { IdentityState } from "./identity/identity-state";
import { IdentityFacade } from "./identity-facade";
import { MemberStore } from "./member-store";
import { MoneyStore, type PageVisibility } from "./money-store";
import { NoticeStore } from "./notice-store";
import { SessionStore } from "./session-store";
import { type PageLocation, SystemStore } from "./system-store";
import { ToastStore } from "./toast-store";

/** Members of this type keep the platform's language setting untouched (spec section 1). */
export const NO_LANGUAGE_SYNC_TYPE = 4;

/** Everything with a side effect, handed in so tests can use fakes and fake timers. */
export interface EngineDeps {
  config: MerchantConfig;
  fetch: typeof fetch;
  /** Origin of the /wps backend; empty for the page's own origin. */
  apiOrigin: string;
  sessionStorage: KeyValueStorage;
  localStorage: KeyValueStorage;
  location: PageLocation;
  browserLanguages: readonly string[];
  loadCatalogue: CatalogueLoader;
  /** A new tab (engine/routing/link-rules.ts): with the page's origin as referrer only when asked. */
  openWindow: (url: string, sendReferrer?: boolean) => void;
  /** Native shell, LINE, home-screen app (defaults to a plain browser). */
  environment?: AppEnvironment;
  userAgent?: string;
  /** Document cookies (the device id keeps a copy there); none by default. */
  cookies?: CookieJar;
  /** A fresh 36-character device id. */
  generateId?: () => string;
  /** The page's address at the moment of registering (registerUrl). */
  registerUrl?: () => string;
  /** Timers for the spec's delays, replaceable by fake ones. */
  wait?: (ms: number) => Promise<void>;
  /** The sign-in and registration calls; by default the platform's, over `fetch`. */
  identityApi?: IdentityApi;
  /** Whether the page shows (pauses the 30 s money poll); the document's by default. */
  visibility?: PageVisibility;
  /** The browser says it has no network (engine/platform/offline.ts by default). */
  isOffline?: () => boolean;
}

/** The document's visibility, or always visible where there is no document (tests in node). */
const documentVisibility: PageVisibility = {
  visible: () => typeof document === "undefined" || document.visibilityState !== "hidden",
  onChange: (listener) => {
    if (typeof document === "undefined") return () => undefined;
    document.addEventListener("visibilitychange", listener);
    return () => document.removeEventListener("visibilitychange", listener);
  },
};

const noCookies: CookieJar = { get: () => null, set: () => undefined };

/** The engine's stores, built from the merchant's config. Widgets read these and nothing else. */
export class RootStore {
  readonly configStore: ConfigStore;
  readonly http: HttpClient;
  readonly notices = new NoticeStore();
  readonly toasts = new ToastStore();
  /** Which engagement overlay shows now: one at a time, by priority (engine/engagement/). */
  readonly engagement = new EngagementConductor();
  /** Asks for the app-download modal and the install prompt, answered by their widgets. */
  readonly appDownload = new AppDownloadRequests();
  /** A newer build is out (spec §4); engine/pwa/start-pwa.ts reports it. */
  readonly update = new UpdateStore();
  /** Set by the router once it is mounted; until then navigation falls back to the address bar. */
  navigate: (path: string, options?: { replace?: boolean }) => void = (path, options) =>
    options?.replace ? window.location.replace(path) : window.location.assign(path);
  readonly session: SessionStore;
  /** A forced password change still due (spec §4): every route leads to /m/changePsw until it is done. */
  readonly passwordChange: PasswordChangeHold;
  readonly i18n: I18nStore;
  readonly system: SystemStore;
  /** Countries and dialling codes, loaded when a form first needs them. */
  readonly countries: CountryStore;
  readonly member: MemberStore;
  /** Balance, deposit and withdrawal counts (polled), deposit channels. */
  readonly money: MoneyStore;
  readonly identity: IdentityFacade;
  readonly environment: AppEnvironment;
  /** Where the member is; the router reports it (engine/app.tsx). */
  readonly route: RouteStore;
  /** The one tracking call (spec section 3); ad networks subscribe to it. */
  readonly tracking: TrackingStore;
  /** Game and lottery launch, trial play, the open game (engine/games/). */
  readonly games: GameLauncher;
  /** Where external links may take the token, and where a backUrl may lead. */
  readonly links: LinkRules;
  /** Run when a session ends (logout or expiry) with the token it had: the push unsubscribe. */
  private readonly sessionEndHooks: Array<(token: string) => unknown> = [];
  private deviceIdValue: string | null = null;
  private readonly disposers: Array<() => void> = [];

  constructor(private readonly deps: EngineDeps) {
    this.configStore = new ConfigStore(deps.config);
    this.session = new SessionStore(deps.sessionStorage, deps.config.code);
    this.passwordChange = new PasswordChangeHold(deps.sessionStorage, this.session);
    this.i18n = new I18nStore(deps.config, deps.localStorage, deps.browserLanguages, deps.loadCatalogue);
    this.http = new HttpClient({
      fetch: deps.fetch,
      baseUrl: deps.apiOrigin,
      merchant: () => this.config.code,
      language: () => this.i18n.language,
      token: () => this.session.token,
      sessionCache: deps.sessionStorage,
      userAgent: deps.userAgent,
      onTraceId: (traceId) => this.session.noteSpanId(traceId),
      timeoutMs: () => this.config.timings?.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
      onFailure: (error, options) => this.onRequestFailure(error, options.alert !== false),
    });
    this.system = new SystemStore(
      this.http,
      this.notices,
      deps.location,
      (status) => this.configStore.applyStatus(status),
      { now: deps.isOffline ?? browserOffline, toast: (text, ms) => this.toasts.show(text, ms) },
    );
    this.countries = new CountryStore(this.http, () => this.config.code);
    this.member = new MemberStore(this.http, deps.localStorage);
    this.environment = deps.environment ?? readEnvironment(deps.userAgent ?? "", deps.location.search);
    const identityState = new IdentityState();
    const remembered = new RememberedLoginStore(deps.localStorage);
    this.identity = new IdentityFacade({
      state: identityState,
      remembered,
      session: this.session,
      config: () => this.config,
      feature: (key) => this.feature(key),
      create: () => this.createIdentityStore(identityState, remembered),
    });
    this.links = new LinkRules({
      protocol: deps.location.protocol,
      host: deps.location.host,
      config: () => this.config,
      mainDomain: () => this.system.mainDomain,
      token: () => this.session.token,
      openWindow: deps.openWindow,
    });
    this.route = new RouteStore({ pathname: deps.location.pathname ?? "/", search: deps.location.search });
    this.tracking = new TrackingStore(() =>
      this.session.info
        ? {
            customerId: this.session.info.id ?? undefined,
            customerName: this.session.info.userName ?? undefined,
          }
        : {},
    );
    this.money = new MoneyStore({
      http: this.http,
      tracking: this.tracking,
      visibility: deps.visibility ?? documentVisibility,
      currency: () => ({
        code: this.config.currency.code,
        decimals: this.config.currency.decimals ?? DEFAULT_DECIMALS,
      }),
    });
    this.games = new GameLauncher({
      api: {
        launch: (request) => launchGame(this.http, request),
        trial: (request) => launchTrial(this.http, request),
      },
      session: this.session,
      route: this.route,
      passwordChangeDue: () => this.passwordChange.due,
      sessionStorage: deps.sessionStorage,
      notices: this.notices,
      tracking: this.tracking,
      navigate: (path, options) => this.navigate(path, options),
      appOnly: () => this.feature("STARTGAMEINAPP3"),
      inNativeApp: this.environment.nativeApp !== null,
      openAppDownload: () => this.openAppDownload(),
      origin: this.links.origin,
      safeReturn: (address) => this.links.safeReturn(address),
      launchContext: () => ({
        lotteryLanguage: lotteryLaunchLanguage(this.i18n.language),
        labelName: this.member.vipLabel ?? undefined,
      }),
    });
  }

  /** A picture or other file fetched as a blob (banner images, spec section 7), through the page's fetch. */
  readonly fetchBlob = async (url: string): Promise<Blob> => {
    const response = await this.deps.fetch(url);
    if (!response.ok) throw new Error(`${response.status} for ${url}`);
    return response.blob();
  };

  /** The sign-in flows, loaded on first use (engine/stores/identity-facade.ts). */
  private async createIdentityStore(state: IdentityState, remembered: RememberedLoginStore) {
    const deps = this.deps;
    const [{ IdentityStore }, { identityApi }] = await Promise.all([
      import("./identity-store"),
      import("./identity/identity-api"),
    ]);
    return new IdentityStore({
      api: deps.identityApi ?? identityApi(this.http),
      state,
      session: this.session,
      passwordChange: this.passwordChange,
      member: this.member,
      remembered,
      config: () => this.config,
      feature: (key) => this.feature(key),
      environment: this.environment,
      deviceId: () => this.deviceId,
      device: () => deviceKind(this.environment, deps.userAgent ?? ""),
      navigate: (path, options) => this.navigate(path, options),
      returnPath: () => returnPathOf(this.route.search),
      currentPath: () => `${this.route.pathname}${this.route.search}`,
      wait: deps.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
      notices: this.notices,
      tracking: this.tracking,
      registrationContext: () => {
        const info = readRegistrationInfo(deps.localStorage);
        return {
          affiliateCode: info.affiliateCode,
          referralCode: info.referralCode,
          domain: info.originalDomain ?? deps.location.host.split(":")[0] ?? null,
          pixelTrack: pixelTrackBundle(this.config, deps.localStorage, deps.cookies ?? noCookies),
          registerUrl: deps.registerUrl?.() ?? `${deps.location.protocol}//${deps.location.host}/m/register`,
        };
      },
    });
  }

  /** The device id sent as loginDeviceId (spec sections 3 and 9), found or made on first use. */
  get deviceId(): string {
    this.deviceIdValue ??= resolveDeviceId({
      localStorage: this.deps.localStorage,
      cookies: this.deps.cookies ?? noCookies,
      nativeDeviceId: this.environment.nativeDeviceId,
      cookieDomain: parentDomain(this.deps.location.host.split(":")[0] ?? ""),
      generate: this.deps.generateId ?? randomDeviceId,
    });
    return this.deviceIdValue;
  }

  /** The native shell's device-id frame answered: from now on its id is the one sent (docs/native-shell.md). */
  adoptDeviceId(id: string): void {
    const kept = keepDeviceId(
      {
        localStorage: this.deps.localStorage,
        cookies: this.deps.cookies ?? noCookies,
        cookieDomain: parentDomain(this.deps.location.host.split(":")[0] ?? ""),
      },
      id,
    );
    if (kept) this.deviceIdValue = id;
  }

  /** Adds work to run when a session ends; returns its remover. */
  onSessionEnd(hook: (token: string) => unknown): () => void {
    this.sessionEndHooks.push(hook);
    return () => {
      const at = this.sessionEndHooks.indexOf(hook);
      if (at >= 0) this.sessionEndHooks.splice(at, 1);
    };
  }

  /** This device's (local) and this tab's (session) storage, for what a widget remembers (an overlay's flags). */
  get storage(): { local: KeyValueStorage; session: KeyValueStorage } {
    return { local: this.deps.localStorage, session: this.deps.sessionStorage };
  }

  /** The merchant's config with the backend's live settings over it. */
  get config(): MerchantConfig {
    return this.configStore.current;
  }

  /**
   * The app-download modal when its widget is there (spec §2), else the native download link
   * directly: the shortcut button's APP_DOWNLOAD and the in-app-only game message.
   */
  openAppDownload(): void {
    if (this.appDownload.open()) return;
    const url = appDownloadUrl(this.system.resources, this.environment.ios);
    if (url) this.links.openExternal(url);
    else console.warn("[app-download] the merchant lists no app download for this phone");
  }

  /** Whether a feature switch is on (live flags over the merchant's file). */
  feature(moduleKey: FeatureKey): boolean {
    return this.config.features?.[moduleKey] ?? false;
  }

  /** Starts the session reactions (spec section 4: a token appearing or clearing). */
  start(): void {
    this.games.start();
    this.disposers.push(() => this.games.stop());
    this.disposers.push(() => this.money.stop());

    this.disposers.push(
      reaction(
        () => this.session.token,
        (token, previous) => {
          if (token) {
            this.money.start();
            void this.member.loadRankProgress();
            if (!this.member.info && !this.member.loading)
              void this.member
                .load()
                .then(() => {
                  const info = this.member.info;
                  if (!info) return;
                  this.session.completeFrom(info);
                  // Type 4 keeps the platform's language out of both directions (spec section 1).
                  if (this.session.customerType !== NO_LANGUAGE_SYNC_TYPE) {
                    void this.i18n.applyMemberLanguage(info.language, this.config.languages.supported);
                  }
                })
                .catch(() => undefined);
            return;
          }
          this.member.clear();
          this.money.stop();
          if (previous)
            for (const hook of this.sessionEndHooks)
              void Promise.resolve(hook(previous)).catch(() => undefined);
        },
        { fireImmediately: true },
      ),
    );
  }

  stop(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
  }

  /** Carries out the error catalogue's decision for a failed request (spec section 8). */
  private onRequestFailure(error: ApiError, alert: boolean): void {
    const outcome = decideFailure(error, {
      alert,
      pageProtocol: this.deps.location.protocol,
      offline: (this.deps.isOffline ?? browserOffline)(),
    });
    switch (outcome.kind) {
      case "silent":
        return;
      case "toast":
        this.toasts.show(outcome.text, outcome.ms);
        return;
      case "notice":
        void this.notices.show(outcome.notice);
        return;
      case "logout":
        // Only the first failure of a dead session says so; the calls behind it stay quiet.
        if (!this.session.isLoggedIn) return;
        this.session.clear("expired");
        void this.notices.show(outcome.notice).then(() => {
          if (outcome.thenLogin) this.navigate(LOGIN_PATH);
        });
    }
  }

  /**
   * The member picks a language: it applies at once, is remembered on this device and, for a
   * logged-in member, sent to the platform, except for type 4, which is excluded from language
   * sync (spec section 1).
   */
  async changeLanguage(code: LanguageCode): Promise<void> {
    await this.i18n.setLanguage(code);
    if (this.session.isLoggedIn && this.session.customerType !== NO_LANGUAGE_SYNC_TYPE) {
      await setMemberLanguage(this.http, code).catch(() => undefined);
    }
  }

  /** Opens an address in a new window (a chat whose launch answer asks for one). */
  openWindow(url: string): void {
    this.deps.openWindow(url);
  }

  /** Customer service for this member (engine/customer-service/, docs/customer-service.md). */
  async openCustomerService(): Promise<boolean> {
    // Loaded on the first tap: none of it is needed to show the first page.
    const { openForMember } = await import("../customer-service/request");
    return openForMember(this, this.deps.openWindow);
  }
}
