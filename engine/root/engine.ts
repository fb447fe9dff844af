/**
 * The engine as widgets see it (useStores()) and what building it takes. createEngine
 * (engine/root/create-engine.ts) composes it from the stores and the small units beside this file;
 * a module that needs only some of it takes those parts (the unit interfaces, or a Pick of
 * EngineStores), never the whole.
 */
import type { FeatureKey, MerchantConfig } from "../config/merchant-config";
import type { AppDownloadRequests } from "../engagement/app-download-requests";
import type { EngagementConductor } from "../engagement/conductor";
import type { GameLauncher } from "../games/game-launcher";
import type { HttpClient } from "../http/client";
import type { CatalogueLoader } from "../i18n/catalogues";
import type { PasswordChangeHold } from "../identity/password-change-hold";
import type { CookieJar } from "../platform/cookies";
import type { AppEnvironment } from "../platform/environment";
import type { KeyValueStorage } from "../platform/storage";
import type { UpdateStore } from "../pwa/update-store";
import type { LinkRules } from "../routing/link-rules";
import type { RouteStore } from "../routing/route-store";
import type { ConfigStore } from "../stores/config-store";
import type { CountryStore } from "../stores/country-store";
import type { I18nStore } from "../stores/i18n-store";
import type { IdentityApi } from "../stores/identity/identity-api";
import type { IdentityFacade } from "../stores/identity-facade";
import type { MemberStore } from "../stores/member-store";
import type { MoneyStore, PageVisibility } from "../stores/money-store";
import type { NoticeStore } from "../stores/notice-store";
import type { SessionStore } from "../stores/session-store";
import type { PageLocation, SystemStore } from "../stores/system-store";
import type { ToastStore } from "../stores/toast-store";
import type { TrackingStore } from "../tracking/tracking-store";
import type { DeviceIdentity } from "./device-identity";
import type { FeatureOpeners } from "./feature-openers";
import type { LanguageSync } from "./language-sync";
import type { Navigate, Navigator } from "./navigator";
import type { SessionLifecycle } from "./session-lifecycle";

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

/** The engine's stores: the state widgets read and the services they call. */
export interface EngineStores {
  readonly configStore: ConfigStore;
  /** The merchant's config with the backend's live settings over it. */
  readonly config: MerchantConfig;
  readonly http: HttpClient;
  readonly notices: NoticeStore;
  readonly toasts: ToastStore;
  /** Which engagement overlay shows now: one at a time, by priority (engine/engagement/). */
  readonly engagement: EngagementConductor;
  /** Asks for the app-download modal and the install prompt, answered by their widgets. */
  readonly appDownload: AppDownloadRequests;
  /** A newer build is out (spec §4); engine/pwa/start-pwa.ts reports it. */
  readonly update: UpdateStore;
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
  /** This device's (local) and this tab's (session) storage, for what a widget remembers (an overlay's flags). */
  readonly storage: { readonly local: KeyValueStorage; readonly session: KeyValueStorage };
  /** Whether a feature switch is on (live flags over the merchant's file). */
  feature(moduleKey: FeatureKey): boolean;
  /** A picture or other file fetched as a blob (banner images, spec section 7), through the page's fetch. */
  fetchBlob(url: string): Promise<Blob>;
}

/** The whole engine: its stores and its units. Only the composition and the plumbing that hands it on name it. */
export interface Engine extends EngineStores, SessionLifecycle, LanguageSync, DeviceIdentity, FeatureOpeners {
  /** The router attaches its navigate here (engine/app.tsx). */
  readonly navigator: Navigator;
  readonly navigate: Navigate;
}
