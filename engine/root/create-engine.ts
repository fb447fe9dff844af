import { launchGame, launchTrial } from "../api/games";
import type { FeatureKey } from "../config/merchant-config";
import { DEFAULT_DECIMALS, DEFAULT_REQUEST_TIMEOUT_MS } from "../constants";
import { AppDownloadRequests } from "../engagement/app-download-requests";
import { EngagementConductor } from "../engagement/conductor";
import { GameLauncher } from "../games/game-launcher";
import { HttpClient } from "../http/client";
import { lotteryLaunchLanguage } from "../i18n/purpose-languages";
import { PasswordChangeHold } from "../identity/password-change-hold";
import { RememberedLoginStore } from "../identity/remembered-login";
import type { CookieJar } from "../platform/cookies";
import { readEnvironment } from "../platform/environment";
import { browserOffline } from "../platform/offline";
import { UpdateStore } from "../pwa/update-store";
import { LinkRules } from "../routing/link-rules";
import { RouteStore } from "../routing/route-store";
import { ConfigStore } from "../stores/config-store";
import { CountryStore } from "../stores/country-store";
import { I18nStore } from "../stores/i18n-store";
import { IdentityState } from "../stores/identity/identity-state";
import { IdentityFacade } from "../stores/identity-facade";
import { MemberStore } from "../stores/member-store";
import { MoneyStore, type PageVisibility } from "../stores/money-store";
import { NoticeStore } from "../stores/notice-store";
import { SessionStore } from "../stores/session-store";
import { SystemStore } from "../stores/system-store";
import { ToastStore } from "../stores/toast-store";
import { TrackingStore } from "../tracking/tracking-store";
import { createDeviceIdentity } from "./device-identity";
import type { Engine, EngineDeps } from "./engine";
import { createFailurePresenter } from "./failure-presenter";
import { createFeatureOpeners } from "./feature-openers";
import { createLanguageSync } from "./language-sync";
import { createNavigator } from "./navigator";
import { createSessionLifecycle } from "./session-lifecycle";

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

/**
 * The composition root: builds the engine's stores from the merchant's config and wires the
 * units beside this file (navigation, failures, language, session, device id, openers) to them.
 * Nothing else constructs a store; everything else receives the parts it uses.
 */
export function createEngine(deps: EngineDeps): Engine {
  const isOffline = deps.isOffline ?? browserOffline;
  const cookies = deps.cookies ?? noCookies;
  const configStore = new ConfigStore(deps.config);
  const config = () => configStore.current;
  const feature = (key: FeatureKey) => config().features?.[key] ?? false;
  const notices = new NoticeStore();
  const toasts = new ToastStore();
  const navigator = createNavigator();
  const session = new SessionStore(deps.sessionStorage, deps.config.code);
  const passwordChange = new PasswordChangeHold(deps.sessionStorage, session);
  const i18n = new I18nStore(deps.config, deps.localStorage, deps.browserLanguages, deps.loadCatalogue);
  const presentFailure = createFailurePresenter({
    toasts,
    notices,
    session,
    navigate: navigator.navigate,
    pageProtocol: deps.location.protocol,
    isOffline,
  });
  const http = new HttpClient({
    fetch: deps.fetch,
    baseUrl: deps.apiOrigin,
    merchant: () => config().code,
    language: () => i18n.language,
    token: () => session.token,
    sessionCache: deps.sessionStorage,
    userAgent: deps.userAgent,
    onTraceId: (traceId) => session.noteSpanId(traceId),
    timeoutMs: () => config().timings?.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    onFailure: (error, options) => presentFailure(error, options.alert !== false),
  });
  const system = new SystemStore(http, notices, deps.location, (status) => configStore.applyStatus(status), {
    now: isOffline,
    toast: (text, ms) => toasts.show(text, ms),
  });
  const member = new MemberStore(http, deps.localStorage);
  const environment = deps.environment ?? readEnvironment(deps.userAgent ?? "", deps.location.search);
  const device = createDeviceIdentity({
    localStorage: deps.localStorage,
    cookies,
    host: deps.location.host,
    nativeDeviceId: environment.nativeDeviceId,
    generate: deps.generateId,
  });
  const links = new LinkRules({
    protocol: deps.location.protocol,
    host: deps.location.host,
    config,
    mainDomain: () => system.mainDomain,
    token: () => session.token,
    openWindow: deps.openWindow,
  });
  const route = new RouteStore({ pathname: deps.location.pathname ?? "/", search: deps.location.search });
  const tracking = new TrackingStore(() =>
    session.info
      ? { customerId: session.info.id ?? undefined, customerName: session.info.userName ?? undefined }
      : {},
  );
  const identityState = new IdentityState();
  const remembered = new RememberedLoginStore(deps.localStorage);
  const identity = new IdentityFacade({
    state: identityState,
    remembered,
    session,
    config,
    feature,
    // The sign-in flows load on first use.
    create: async () =>
      (await import("./identity-flows")).createIdentityFlows({
        http,
        identityApi: deps.identityApi,
        wait: deps.wait,
        localStorage: deps.localStorage,
        location: deps.location,
        registerUrl: deps.registerUrl,
        state: identityState,
        remembered,
        session,
        passwordChange,
        member,
        config,
        feature,
        environment,
        deviceId: () => device.deviceId,
        userAgent: deps.userAgent ?? "",
        navigate: navigator.navigate,
        route,
        notices,
        tracking,
        cookies,
      }),
  });
  const money = new MoneyStore({
    http,
    tracking,
    visibility: deps.visibility ?? documentVisibility,
    currency: () => ({
      code: config().currency.code,
      decimals: config().currency.decimals ?? DEFAULT_DECIMALS,
    }),
  });
  const appDownload = new AppDownloadRequests();
  const customerServiceSources = {
    get config() {
      return config();
    },
    member,
    system,
    i18n,
    links,
    notices,
    http,
  };
  const openers = createFeatureOpeners({
    customerService: customerServiceSources,
    appDownload,
    system,
    environment,
    links,
    openWindow: (url) => deps.openWindow(url),
  });
  const games = new GameLauncher({
    api: { launch: (request) => launchGame(http, request), trial: (request) => launchTrial(http, request) },
    session,
    route,
    passwordChangeDue: () => passwordChange.due,
    sessionStorage: deps.sessionStorage,
    notices,
    tracking,
    navigate: navigator.navigate,
    appOnly: () => feature("STARTGAMEINAPP3"),
    inNativeApp: environment.nativeApp !== null,
    openAppDownload: () => openers.openAppDownload(),
    origin: links.origin,
    safeReturn: (address) => links.safeReturn(address),
    launchContext: () => ({
      lotteryLanguage: lotteryLaunchLanguage(i18n.language),
      labelName: member.vipLabel ?? undefined,
    }),
  });
  const lifecycle = createSessionLifecycle({
    session,
    member,
    money,
    i18n,
    games,
    supportedLanguages: () => config().languages.supported,
  });
  const language = createLanguageSync({ i18n, session, http });
  const storage = { local: deps.localStorage, session: deps.sessionStorage };

  return {
    configStore,
    get config() {
      return config();
    },
    http,
    notices,
    toasts,
    engagement: new EngagementConductor(),
    appDownload,
    update: new UpdateStore(),
    session,
    passwordChange,
    i18n,
    system,
    countries: new CountryStore(http, () => config().code),
    member,
    money,
    identity,
    environment,
    route,
    tracking,
    games,
    links,
    storage,
    feature,
    fetchBlob: async (url) => {
      const response = await deps.fetch(url);
      if (!response.ok) throw new Error(`${response.status} for ${url}`);
      return response.blob();
    },
    navigator,
    navigate: navigator.navigate,
    get deviceId() {
      return device.deviceId;
    },
    adoptDeviceId: (id) => device.adoptDeviceId(id),
    start: lifecycle.start,
    stop: lifecycle.stop,
    onSessionEnd: lifecycle.onSessionEnd,
    changeLanguage: language.changeLanguage,
    openCustomerService: openers.openCustomerService,
    openAppDownload: openers.openAppDownload,
    openWindow: openers.openWindow,
  };
}
