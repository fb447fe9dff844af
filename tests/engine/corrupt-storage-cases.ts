/**
 * Every key the app keeps in web storage, with its owner's reader and the values it must refuse
 * (issue 20, corrupt storage). docs/storage.md is the same inventory for people; a test checks
 * that the two list the same keys.
 */
import { STORAGE_KEYS } from "../../engine/constants";
import { POPUP_KEYS } from "../../engine/engagement/rules/announcement";
import {
  closedCount,
  dismissCount,
  INSTALL_KEYS,
  isInstalled,
  sessionFlag,
  takeFirstOpen,
} from "../../engine/engagement/rules/install-flags";
import { hasPendingRedirect, REDIRECT_CHANNEL_KEY } from "../../engine/firebase/redirect-channel";
import {
  GameLauncher,
  type GameLauncherDeps,
  OPEN_GAME_KEY,
  PENDING_LAUNCH_KEY,
} from "../../engine/games/game-launcher";
import type { HttpClient } from "../../engine/http/client";
import { readCached } from "../../engine/http/request-cache";
import {
  ATTRIBUTION_KEY,
  readAttribution,
  readWebclipFlag,
  WEBCLIP_KEY,
} from "../../engine/identity/attribution";
import { keptClickIds, PIXEL_CLICKS_KEY } from "../../engine/identity/click-ids";
import { DEVICE_ID_KEY, resolveDeviceId } from "../../engine/identity/device-id";
import {
  PASSWORD_CHANGE_FROM_DEFAULT_KEY,
  PASSWORD_CHANGE_KEY,
  PasswordChangeHold,
} from "../../engine/identity/password-change-hold";
import { changeReplacesDefault } from "../../engine/identity/password-rules";
import { REGISTRATION_INFO_KEYS, readRegistrationInfo } from "../../engine/identity/registration-info";
import {
  AUTO_LOGIN_KEY,
  encodePassword,
  REMEMBERED_LOGIN_KEY,
  RememberedLoginStore,
} from "../../engine/identity/remembered-login";
import { MINI_GAME_POSITION_KEY, readPosition } from "../../engine/mini-game/mini-game-rules";
import type { CookieJar } from "../../engine/platform/cookies";
import { type KeyValueStorage, memoryStorage, readFlag } from "../../engine/platform/storage";
import { PUSH_TOKEN_KEY, readPushToken } from "../../engine/push/push-registration";
import { PUSH_PROMPT_KEYS, rememberedPrompt } from "../../engine/push/push-rules";
import { I18nStore } from "../../engine/stores/i18n-store";
import { MemberStore } from "../../engine/stores/member-store";
import { SessionStore } from "../../engine/stores/session-store";
import { HEARTBEAT_KEY, HeartbeatLedger } from "../../engine/tracking/heartbeat";
import { FIRST_OPEN_KEY, noteFirstOpen } from "../../engine/tracking/start-tracking";
import { readStoredPopupState } from "../../widgets/announcement-popup/model";
import { BarState, DOWNLOAD_BAR_CLOSED_KEY } from "../../widgets/download-bar/bar-state";
import { HEADER_HIDDEN_KEY, readBarHidden } from "../../widgets/game-viewer/bar-hidden";
import { SPLASH_SHOWN_KEY } from "../../widgets/splash/engage";
import { WELCOME_KEYS, WelcomeModel } from "../../widgets/welcome-popup/model";
import { testConfig, testStores } from "./test-stores";

export const NOW = Date.UTC(2026, 10, 26, 12);
/** Longer than any reader accepts (STORED_JSON_MAX_CHARS): a key filled by something else. */
export const HUGE = "x".repeat(200_000);
const HUGE_JSON = JSON.stringify(HUGE);

export interface Storages {
  local: KeyValueStorage;
  session: KeyValueStorage;
}

export interface KeyCase {
  key: string;
  area: keyof Storages;
  owner: string;
  /** Starts the owner over these storages and returns what it made of the key (what a member would notice). */
  read: (storages: Storages) => unknown | Promise<unknown>;
  /** A value the app writes: read differently from nothing stored, so the case proves the reader reads this key. */
  good: string;
  /** Values the owner must refuse: it reads as with nothing stored, and the key is left as a fresh start leaves it. */
  bad: Record<string, string>;
  /** Read once and removed whatever it held (a launch kept for after login). */
  consumed?: true;
  /** What a refused value reads as, where it differs from nothing stored (documented on the key). */
  refusedReadsAs?: unknown;
}

/** Values that are no JSON entry of the app's at all, for every key holding JSON. */
const NOT_AN_OBJECT: Record<string, string> = {
  "bad JSON": "{not json",
  "cut-off JSON": '{"token":"t',
  number: "42",
  string: '"text"',
  array: "[]",
  null: "null",
  boolean: "true",
  empty: "",
  huge: HUGE_JSON,
};
/** For JSON keys whose entry has required fields. */
const NO_FIELDS = { ...NOT_AN_OBJECT, "object missing fields": "{}", "array of objects": "[{}]" };

const FLAG_BAD: Record<string, string> = {
  "0": "0",
  word: "true",
  padded: " 1",
  "JSON object": '{"v":1}',
  empty: "",
  huge: HUGE,
};
const COUNT_BAD: Record<string, string> = {
  negative: "-1",
  fraction: "1.5",
  exponent: "1e3",
  word: "many",
  "JSON object": '{"n":1}',
  "too many digits": "12345678901",
  empty: "",
  huge: HUGE,
};
const FINGERPRINT_BAD: Record<string, string> = {
  "not hex": "3-XYZXYZXY",
  "JSON object": '{"f":"3-0a1b2c3d"}',
  empty: "",
  huge: HUGE,
};

const noCookies: CookieJar = { get: () => null, set: () => undefined };
const GENERATED_ID = "g".repeat(36);
const unusedHttp = {} as HttpClient;

function flagCase(area: keyof Storages, key: string, owner: string, read: (s: Storages) => boolean): KeyCase {
  return { key, area, owner, read, good: "1", bad: FLAG_BAD };
}

function welcome(storages: Storages): WelcomeModel {
  const stores = testStores({}, storages.session, { localStorage: storages.local });
  stores.route.report("/m/home", "");
  const model = new WelcomeModel(stores);
  model.setImages({
    1: { url: "https://cdn.example/w/gift-3.png", title: "Gift" },
    2: { url: "https://cdn.example/w/keep-1.png", title: "Keep" },
  });
  return model;
}

function launcher(storages: Storages, launch: (request: unknown) => Promise<string>): GameLauncher {
  const deps = {
    api: { launch, trial: async () => ({ url: "https://games.example/t" }) },
    session: { isLoggedIn: true },
    route: { pathname: "/m/home", screen: "/m/home" },
    passwordChangeDue: () => false,
    sessionStorage: storages.session,
    notices: { show: async () => undefined },
    tracking: { track: () => undefined },
    navigate: () => undefined,
    appOnly: () => false,
    inNativeApp: false,
    openAppDownload: null,
    origin: "https://acme.example",
    safeReturn: () => null,
    launchContext: () => ({}),
    now: () => NOW,
  };
  return new GameLauncher(deps as unknown as GameLauncherDeps);
}

const WHOLE_GAME = {
  url: "https://games.example/p",
  title: "T",
  trial: false,
  gameCode: null,
  returnTo: null,
};
const game = (fields: Record<string, unknown>) => JSON.stringify({ ...WHOLE_GAME, ...fields });
const SESSION = {
  id: 7,
  token: "t-1",
  merchantCode: "acme",
  userName: "demo",
  type: 0,
  firstTimeLogin: false,
};
const session = (fields: Record<string, unknown>) => JSON.stringify({ ...SESSION, ...fields });
const LOGIN = { username: "demo", password: encodePassword("secret"), type: "username", merchant: "acme" };
const login = (fields: Record<string, unknown>) => JSON.stringify({ ...LOGIN, ...fields });
const CODE_BAD = {
  empty: "",
  padded: " AFF1 ",
  "line break": "AF\nF1",
  space: "AF F1",
  huge: HUGE,
};

export const KEY_CASES: KeyCase[] = [
  // ——— local storage ———
  {
    key: STORAGE_KEYS.language,
    area: "local",
    owner: "I18nStore (language)",
    read: ({ local }) =>
      new I18nStore(
        { ...testConfig, languages: { supported: ["EN", "CN"], default: "EN" } },
        local,
        ["en-US"],
        async () => ({}),
      ).language,
    good: "CN",
    bad: {
      "not a code": "klingon",
      "lower case": "cn",
      "JSON string": '"CN"',
      "JSON object": '{"l":"CN"}',
      empty: "",
      huge: HUGE,
    },
  },
  {
    key: DEVICE_ID_KEY,
    area: "local",
    owner: "device id (resolveDeviceId)",
    read: ({ local }) =>
      resolveDeviceId({
        localStorage: local,
        cookies: noCookies,
        nativeDeviceId: null,
        generate: () => GENERATED_ID,
      }),
    good: "d".repeat(36),
    bad: {
      short: "abc",
      "37 characters": "d".repeat(37),
      number: "42",
      "JSON object": '{"id":1}',
      empty: "",
      huge: HUGE,
    },
  },
  {
    key: REMEMBERED_LOGIN_KEY,
    area: "local",
    owner: "RememberedLoginStore",
    read: ({ local }) => new RememberedLoginStore(local).forMerchant("acme"),
    good: login({}),
    bad: {
      ...NO_FIELDS,
      "no password": JSON.stringify({ username: "demo", type: "username", merchant: "acme" }),
      "username a number": login({ username: 5 }),
      "password not base64": login({ password: "%%%" }),
      "unknown type": login({ type: "magic" }),
      "merchant an object": login({ merchant: { code: "acme" } }),
    },
  },
  {
    key: AUTO_LOGIN_KEY,
    area: "local",
    owner: "RememberedLoginStore (auto-login switch)",
    read: ({ local }) => new RememberedLoginStore(local).autoLoginOff,
    good: "0",
    bad: { "1": "1", word: "off", "JSON object": '{"v":0}', empty: "", huge: HUGE },
  },
  {
    key: ATTRIBUTION_KEY,
    area: "local",
    owner: "ad attribution (readAttribution)",
    read: ({ local }) => readAttribution(local),
    good: JSON.stringify({ idfa: "i-1" }),
    bad: {
      ...NOT_AN_OBJECT,
      "field a number": '{"idfa":5}',
      "field null": '{"idfa":null}',
      "field an object": '{"idfa":{}}',
    },
  },
  {
    key: WEBCLIP_KEY,
    area: "local",
    owner: "WEBCLIP flag (download bar)",
    read: ({ local }) => readWebclipFlag(local),
    good: "1",
    bad: { "2": "2", word: "true", "JSON object": '{"v":1}', empty: "", huge: HUGE },
  },
  {
    key: PIXEL_CLICKS_KEY,
    area: "local",
    owner: "ad click ids (keptClickIds)",
    read: ({ local }) => keptClickIds(local),
    good: JSON.stringify({ tid: "t-1" }),
    bad: { ...NOT_AN_OBJECT, "field a number": '{"tid":5}', "field an array": '{"tid":["a"]}' },
  },
  {
    key: REGISTRATION_INFO_KEYS.affiliateCode,
    area: "local",
    owner: "registration info",
    read: ({ local }) => readRegistrationInfo(local).affiliateCode,
    good: "AFF1",
    bad: CODE_BAD,
  },
  {
    key: REGISTRATION_INFO_KEYS.referralCode,
    area: "local",
    owner: "registration info",
    read: ({ local }) => readRegistrationInfo(local).referralCode,
    good: "r-9",
    bad: CODE_BAD,
  },
  {
    key: REGISTRATION_INFO_KEYS.originalDomain,
    area: "local",
    owner: "registration info (status call's domain)",
    read: ({ local }) => readRegistrationInfo(local).originalDomain,
    good: "m.acme.example",
    bad: { "a path": "evil.example/x?y", space: "a b", "JSON object": '{"d":1}', empty: "", huge: HUGE },
  },
  {
    key: STORAGE_KEYS.profileIcons,
    area: "local",
    owner: "MemberStore (profile pictures)",
    read: ({ local }) => {
      const member = new MemberStore(unusedHttp, local);
      member.info = { id: 7 } as MemberStore["info"];
      return member.profileIcon;
    },
    good: JSON.stringify({ 7: 3 }),
    bad: {
      ...NOT_AN_OBJECT,
      "picture a string": '{"7":"3"}',
      "picture 0": '{"7":0}',
      "picture a fraction": '{"7":1.5}',
    },
  },
  {
    key: HEARTBEAT_KEY,
    area: "local",
    owner: "tracking heartbeat ledger",
    read: ({ local }) => new HeartbeatLedger(local, () => NOW).records().length,
    good: JSON.stringify([{ agent: "s2s", event: "login", day: "20261126", at: NOW }]),
    bad: { ...NOT_AN_OBJECT, array: "{}", "object of records": JSON.stringify({ 0: { agent: "s2s" } }) },
  },
  {
    key: FIRST_OPEN_KEY,
    area: "local",
    owner: "firstOpen tracking",
    read: ({ local }) => {
      const tracked: string[] = [];
      noteFirstOpen(local, { track: (name: string) => void tracked.push(name) } as never, NOW);
      return tracked;
    },
    good: String(NOW - 1000),
    bad: { word: "yesterday", negative: "-1", "JSON object": '{"at":1}', empty: "", huge: HUGE },
    // A damaged mark still says the app opened here before: rewritten, never a second firstOpen.
    refusedReadsAs: [],
  },
  {
    key: PUSH_TOKEN_KEY,
    area: "local",
    owner: "push registration token",
    read: ({ local }) => readPushToken(local),
    good: "dXk:APA91b-_x.y",
    bad: { space: "a b", markup: "<b>", "JSON object": '{"t":1}', empty: "", huge: HUGE },
  },
  flagCase("local", PUSH_PROMPT_KEYS.declined, "push prompt (declined)", (s) => rememberedPrompt(s).declined),
  {
    key: INSTALL_KEYS.dismissCount,
    area: "local",
    owner: "install prompt (dismissal counter)",
    read: ({ local }) => dismissCount(local),
    good: "3",
    bad: COUNT_BAD,
  },
  flagCase("local", INSTALL_KEYS.installed, "install prompt (installed)", ({ local }) => isInstalled(local)),
  flagCase("local", INSTALL_KEYS.firstOpenTracked, "install prompt (first open tracked)", ({ local }) =>
    takeFirstOpen(local, true),
  ),
  {
    key: POPUP_KEYS.show,
    area: "local",
    owner: "announcement popup (show flag)",
    read: ({ local }) => readStoredPopupState(local).show,
    good: "0",
    bad: { "2": "2", word: "true", "JSON object": '{"v":1}', empty: "", huge: HUGE },
  },
  {
    key: POPUP_KEYS.fingerprint,
    area: "local",
    owner: "announcement popup (fingerprint)",
    read: ({ local }) => readStoredPopupState(local).fingerprint,
    good: "3-0a1b2c3d",
    bad: FINGERPRINT_BAD,
  },
  {
    key: POPUP_KEYS.hiddenAt,
    area: "local",
    owner: "announcement popup (hidden today)",
    read: ({ local }) => readStoredPopupState(local).hiddenAt,
    good: String(NOW),
    bad: {
      negative: "-5",
      word: "soon",
      exponent: "1e12",
      "too many digits": "9".repeat(16),
      empty: "",
      huge: HUGE,
    },
  },
  {
    key: POPUP_KEYS.dismissed,
    area: "local",
    owner: "announcement popup (never again)",
    read: ({ local }) => readStoredPopupState(local).dismissedFingerprint,
    good: "3-0a1b2c3d",
    bad: FINGERPRINT_BAD,
  },
  ...([1, 2] as const).map(
    (n): KeyCase => ({
      key: WELCOME_KEYS.saved[n],
      area: "local",
      owner: `welcome popup ${n} (saved image)`,
      read: (storages) => welcome(storages).eligible(n),
      good: n === 1 ? "gift-3.png" : "keep-1.png",
      bad: { "a path": "w/gift-3.png", "control character": "gift\u0000", huge: HUGE },
    }),
  ),
  // ——— session storage ———
  {
    key: STORAGE_KEYS.sessionInfo,
    area: "session",
    owner: "SessionStore",
    read: ({ session }) => {
      const store = new SessionStore(session, "acme");
      return { token: store.token, type: store.customerType };
    },
    good: session({}),
    bad: {
      ...NO_FIELDS,
      "no token": session({ token: undefined }),
      "empty token": session({ token: "" }),
      "token a number": session({ token: 5 }),
      "no merchant": session({ merchantCode: undefined }),
      "id a boolean": session({ id: true }),
      "userName a number": session({ userName: 5 }),
      "type a string": session({ type: "0" }),
      "type a fraction": session({ type: 1.5 }),
      "firstTimeLogin a string": session({ firstTimeLogin: "no" }),
    },
  },
  flagCase(
    "session",
    "MC_LOGGED_OUT",
    "SessionStore (logged out in this tab)",
    ({ session }) => new SessionStore(session, "acme").loggedOutInThisTab,
  ),
  {
    key: OPEN_GAME_KEY,
    area: "session",
    owner: "GameLauncher (open game)",
    read: (storages) => launcher(storages, async () => "").open,
    good: game({}),
    bad: {
      ...NO_FIELDS,
      "script address": game({ url: "javascript:alert(1)" }),
      "relative address": game({ url: "/m/home" }),
      "script return": game({ returnTo: "javascript:alert(1)" }),
      "protocol-relative return": game({ returnTo: "//evil.example" }),
      "trial a string": game({ trial: "no" }),
      "title a number": game({ title: 5 }),
    },
  },
  {
    key: PENDING_LAUNCH_KEY,
    area: "session",
    owner: "GameLauncher (launch after login)",
    read: async (storages) => {
      const launches: unknown[] = [];
      const games = launcher(storages, async (request) => {
        launches.push(request);
        return "https://games.example/p";
      });
      await (games as unknown as { resumePending(): Promise<void> }).resumePending();
      return launches.length;
    },
    good: JSON.stringify({ target: { kind: "game", vendor: "PG", gameCode: "g1" }, at: NOW }),
    consumed: true,
    bad: {
      ...NO_FIELDS,
      "no target": JSON.stringify({ at: NOW }),
      "unknown kind": JSON.stringify({ target: { kind: "movie" }, at: NOW }),
      "vendor a number": JSON.stringify({ target: { kind: "game", vendor: 5 }, at: NOW }),
      "time a string": JSON.stringify({ target: { kind: "game" }, at: "now" }),
    },
  },
  {
    key: PASSWORD_CHANGE_KEY,
    area: "session",
    owner: "PasswordChangeHold (forced change due)",
    read: ({ session }) => new PasswordChangeHold(session, { token: "t-1" }).releaseTo,
    good: "/m/rewardCenter?tab=2",
    bad: {
      empty: "",
      "another site": "https://evil.example/",
      "protocol-relative": "//evil.example/m/home",
      "outside the app": "/admin",
      "a backslash": "/m/\\evil.example",
      "the change page itself": "/m/changePsw",
    },
  },
  flagCase(
    "session",
    PASSWORD_CHANGE_FROM_DEFAULT_KEY,
    "change screen (old password is the default)",
    ({ session }) => {
      // Read only while a change is due: the hold's own key says where it releases to.
      session.set(PASSWORD_CHANGE_KEY, "/m/home");
      return changeReplacesDefault(new PasswordChangeHold(session, { token: "t-1" }), session);
    },
  ),
  flagCase(
    "session",
    PUSH_PROMPT_KEYS.shown,
    "push prompt (shown this session)",
    (s) => rememberedPrompt(s).shownThisSession,
  ),
  flagCase("session", INSTALL_KEYS.dismissed, "install prompt (closed)", ({ session }) =>
    sessionFlag(session, "dismissed"),
  ),
  flagCase("session", INSTALL_KEYS.forced, "install prompt (forced)", ({ session }) =>
    sessionFlag(session, "forced"),
  ),
  flagCase("session", INSTALL_KEYS.noEvent, "install prompt (no event)", ({ session }) =>
    sessionFlag(session, "noEvent"),
  ),
  {
    key: INSTALL_KEYS.closedCount,
    area: "session",
    owner: "install prompt (closed count)",
    read: ({ session }) => closedCount(session),
    good: "2",
    bad: COUNT_BAD,
  },
  flagCase(
    "session",
    WELCOME_KEYS.closed,
    "welcome popup (closed this session)",
    (s) => welcome(s).suppressed,
  ),
  {
    key: HEADER_HIDDEN_KEY,
    area: "session",
    owner: "game viewer (bar hidden)",
    read: ({ session }) => readBarHidden(session),
    good: "1",
    bad: { "2": "2", word: "true", "JSON object": '{"v":1}', empty: "", huge: HUGE },
  },
  flagCase(
    "session",
    DOWNLOAD_BAR_CLOSED_KEY,
    "download bar (closed)",
    ({ session }) => new BarState(session).closed,
  ),
  flagCase("session", SPLASH_SHOWN_KEY, "splash (shown this session)", ({ session }) =>
    readFlag(session, SPLASH_SHOWN_KEY),
  ),
  {
    key: MINI_GAME_POSITION_KEY,
    area: "session",
    owner: "mini-game (position)",
    read: ({ session }) => readPosition(session),
    good: JSON.stringify({ x: 10, y: 20 }),
    bad: { ...NO_FIELDS, "x a string": '{"x":"10","y":2}', "x null": '{"x":null,"y":1}', "no y": '{"x":1}' },
  },
  {
    key: REDIRECT_CHANNEL_KEY,
    area: "session",
    owner: "social sign-in (redirect channel)",
    read: ({ session }) => hasPendingRedirect(session),
    good: "google",
    bad: { "unknown channel": "myspace", "JSON object": '{"c":"google"}', empty: "", huge: HUGE },
  },
  {
    key: "wl-http:acme:EN:-:/wps/countries",
    area: "session",
    owner: "HTTP session cache (one entry)",
    read: ({ session }) => readCached(session, "wl-http:acme:EN:-:/wps/countries"),
    good: JSON.stringify({ value: [1] }),
    bad: { ...NO_FIELDS },
  },
];

export const emptyStorages = (): Storages => ({ local: memoryStorage(), session: memoryStorage() });
