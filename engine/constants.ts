/**
 * Every timing and limit of the product spec (section 9), named as the spec names it.
 * Where the spec says "default", the merchant config may override the value; the override
 * is read through the config store, never by editing this file.
 */

/** Device id: exactly 36 characters; the cookie lives 365 days on the parent domain. */
export const DEVICE_ID_LENGTH = 36;
export const DEVICE_ID_COOKIE_DAYS = 365;

/** Login request lock and registration double-submit guard. */
export const LOGIN_REQUEST_LOCK_MS = 500;
export const REGISTER_DOUBLE_SUBMIT_GUARD_MS = 500;
export const TWO_FACTOR_COMPLETION_DELAY_MS = 500;
export const NAVIGATE_AFTER_REGISTER_MS = 100;

export const SMS_COUNTDOWN_FALLBACK_S = 60;
export const CAPTCHA_TIMEOUT_MS = 10_000;
export const CAPTCHA_RETRIES = 1;
export const CAPTCHA_SCRIPT_TIMEOUT_MS = 3_000;

/** Update check: first compare after start, then hourly, and on visibility (debounced). */
export const ASSET_HASH_FIRST_CHECK_MS = 1_500;
export const ASSET_HASH_INTERVAL_MS = 3_600_000;
export const ASSET_HASH_VISIBILITY_DEBOUNCE_MS = 300;

export const GAME_LAUNCH_TIMEOUT_MS = 10_000;
export const PING_ABORT_MS = 20_000;
export const DOMAIN_RACE_PING_TIMEOUT_MS = 10_000;
export const DOMAIN_RACE_MAX_DOMAINS = 10;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export const INSTALL_PROMPT_POLL_TRIES = 20;
export const INSTALL_PROMPT_POLL_INTERVAL_MS = 150;
export const POPUP_SHOW_DELAY_MS = 1_000;
export const POPUP_TRANSITION_MS = 250;
export const PROMPT_AFTER_REGISTER_MS = 1_900;
export const PROMPT_AFTER_LOGIN_MS = 2_000;
export const PROMPT_AFTER_DEPOSIT_MS = 2_500;
export const INSTALL_DISMISS_COUNT_AFTER_INSTALL = 99;

export const DEPOSIT_WITHDRAW_POLL_MS = 30_000;

export const LIVE_CHAT_INJECT_DELAY_MS = 500;
export const CHAT_HOOK_REAPPLY_MS = [1_000, 3_000] as const;

export const TRACKING_HEARTBEAT_RETENTION_DAYS = 30;
export const TRACKING_HEADER_CAP_BYTES = 1_024;
/** Ours, not the spec's: events tracked this close together go in one tracking post. */
export const TRACKING_POST_BATCH_MS = 500;
/** Ours: events the backend could not take wait for the next post, up to this many (oldest dropped). */
export const TRACKING_PENDING_LIMIT = 50;
export const FB_COOKIE_DAYS = 90;
export const TIKTOK_DEPOSIT_CONTENT_ID = "99";

export const LAZY_LOAD_THRESHOLD_PX = 100;
export const MARQUEE_SPEED_DEFAULT = 60;

export const WELCOME_POPUP_DELAY_DEFAULT_MS = 20_000;
export const POPUP_AUTOPLAY_MS = 5_000;
export const POPUP_LIST_REFRESH_DELAY_MS = 500;
export const ERROR_HIDE_TICK_MS = 1_000;
export const ERROR_HIDE_MAX_TICKS = 3;
/** Copy confirmations, info toasts and the offline toast. */
export const TOAST_MS = 1_500;
export const MODAL_FADE_MS = 250;

export const APP_UPGRADE_LATEST_VERSION = "2.4.39";
/**
 * The splash stays this long (spec §4 "hidden after a delay", no figure given): long enough to
 * read as an app opening, short enough not to hold a member back (docs/engagement/download.md).
 */
export const SPLASH_DELAY_MS = 1_200;
/** The download bar's grade, as the platform shows it (spec §2: "a 5.0 star grade"). */
export const DOWNLOAD_BAR_GRADE = "5.0";
/** The download bar's height below the top bar. */
export const DOWNLOAD_BAR_HEIGHT_PX = 56;

export const MINI_GAME_DRAG_CLICK_DEBOUNCE_MS = 250;
export const MINI_GAME_SIZE_POLL_MS = 250;
export const MINI_GAME_DRAG_MARGIN_RATIO = 0.02;
export const MINI_GAME_CLICK_THRESHOLD_PX = 2;
/**
 * The mini-game's script gives up after this long (no figure in the spec): it is a decoration
 * nobody asked for, so it must not hold a loading state for the whole visit on a dead network.
 */
export const MINI_GAME_SCRIPT_TIMEOUT_MS = 15_000;
/**
 * How long the app waits for the native shell's device-id frame (docs/native-shell.md): the frame
 * is the shell's own page, so it answers at once or not at all; the id found before stays in use.
 */
export const DEVICE_FRAME_TIMEOUT_MS = 10_000;

/**
 * How long the app waits for the shell's `appVersion` answer (docs/native-shell.md): the shell
 * knows its own version, so it answers at once or not at all; silence counts as no answer and the
 * merchant's user-agent pattern is read instead.
 */
export const APP_VERSION_ANSWER_MS = 3_000;

export const RSA_EXPONENT_HEX = "10001";

export const PROFILE_ICON_COUNT_DEFAULT = 9;
export const GAME_ORDINAL_STEP = 100;
export const DOMAIN_CHECK_LOADING_VALUE = 10;

/** PWA manifest (spec §9): standalone, portrait, scope /m/, start /m/home, white theme and background. */
export const PWA_ICON_SIZES = [192, 256, 384, 512] as const;
export const PWA_SCOPE = "/m/";
export const PWA_START_URL = "/m/home";
export const PWA_DISPLAY = "standalone";
export const PWA_ORIENTATION = "portrait";
export const PWA_COLOR_DEFAULT = "#FFFFFF";
/** The maskable icon: the logo inside the central 80 % safe zone, on the background colour. */
export const PWA_MASKABLE_ICON_SIZE = 512;
export const PWA_MASKABLE_SAFE_ZONE = 0.8;
/** iOS ignores the manifest's icons and reads this one (its home-screen icon size). */
export const APPLE_TOUCH_ICON_SIZE = 180;
/** Share of the splash image's shorter side the logo takes. */
export const SPLASH_LOGO_RATIO = 0.35;

/**
 * iOS launch images for the 10 iPhone screen sizes (spec §9), portrait. iOS shows one only when
 * its size matches the phone exactly, which the media query of its link says: CSS width and
 * height of the screen and its pixel ratio.
 */
export const PWA_SPLASH_SIZES = [
  { width: 430, height: 932, ratio: 3 },
  { width: 393, height: 852, ratio: 3 },
  { width: 428, height: 926, ratio: 3 },
  { width: 390, height: 844, ratio: 3 },
  { width: 375, height: 812, ratio: 3 },
  { width: 414, height: 896, ratio: 3 },
  { width: 414, height: 896, ratio: 2 },
  { width: 414, height: 736, ratio: 3 },
  { width: 375, height: 667, ratio: 2 },
  { width: 320, height: 568, ratio: 2 },
] as const;

/** Update check (spec §4 and §7): where the asset manifest is fetched from. */
export const ASSET_MANIFEST_PATH = "/m/asset-manifest.json";
/** The service worker, registered with `env` and `merchant` in its query (spec §7). */
export const SERVICE_WORKER_PATH = "/m/sw.js";
/** How long Refresh waits for a new service worker to take over before it reloads anyway. */
export const SERVICE_WORKER_TAKEOVER_WAIT_MS = 3_000;
/**
 * The product's own timings where the spec is silent (not spec figures; change them freely).
 * Home's banners turn at the pace the spec gives the announcement popup's autoplay.
 */
export const BANNER_AUTOPLAY_MS = POPUP_AUTOPLAY_MS;
/**
 * The service worker registers this long after the page has loaded: its install downloads the
 * merchant's whole bundle, which on a slow network must not compete with the first screen.
 */
export const SERVICE_WORKER_REGISTER_DELAY_MS = 3_000;
/** A visitor's launch waits this long for them to log in; later they came back for something else. */
export const PENDING_LAUNCH_TTL_MS = 10 * 60 * 1000;

/** Routing rules of spec section 2. */
export const NOINDEX_MAX_PATH_SEGMENTS = 2;

/** Storage keys the platform's other clients share; keep the names exactly. */
export const STORAGE_KEYS = {
  sessionInfo: "MC_SESSION_INFO",
  language: "MC_LANGUAGE",
  merchant: "MC_MERCHANT",
  /** Local storage: the profile picture each member chose on this device, by member id. */
  profileIcons: "MC_PROFILE_ICONS",
} as const;

/**
 * The app's scripts start once the static shell's largest picture (the lead banner, the sign-in
 * brand) has painted, or after this long when it is slow: the page's main content is on screen
 * before the scripts take the main thread, and a picture that hangs never holds the app back.
 */
export const SHELL_PAINT_WAIT_MAX_MS = 1_000;

/**
 * Feedback (/m/feedback, issue 14). The spec gives no figures: a message long enough for a
 * problem with the steps that led to it, short enough for the back office's reply screen; a
 * contact long enough for an e-mail address or a messenger handle. The reference backend refuses
 * longer ones with the same numbers (server/routes/support.ts imports these).
 */
export const FEEDBACK_MESSAGE_MAX = 500;
export const FEEDBACK_CONTACT_MAX = 100;
/** The categories a member files feedback under; the wire carries these codes. */
export const FEEDBACK_CATEGORIES = ["ACCOUNT", "DEPOSIT", "WITHDRAW", "GAME", "SUGGESTION", "OTHER"] as const;
/**
 * The optional screenshot on a feedback (issue 14, "size and type checked"). 2 MB holds a phone's
 * full-screen PNG or JPEG capture while keeping a base64 JSON body (about 2.7 MB) small enough
 * for a slow mobile upload; the form checks it before sending and the backend checks it again.
 */
export const FEEDBACK_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
/** The image types a screenshot may be, checked by MIME and by the file's first bytes on both sides. */
export const FEEDBACK_ATTACHMENT_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

/**
 * Floating widgets (the activity shortcut, and the chat button and mini-game to come) appear this
 * long after the page's load event: they are not what the member opened the page for, and on a
 * slow network their code must not compete with the first screen's.
 */
export const FLOATING_WIDGETS_DELAY_MS = 1_000;

/** Minor units per major unit when neither the live settings nor the merchant say (cents). */
export const DEFAULT_DECIMALS = 2;

/**
 * How long a chat provider's script may take to load before the member is told it is unavailable
 * (issue 16: a provider script that never loads). The spec names no limit; 10 s is the game-launch
 * and captcha limits' order, long enough for a slow mobile network fetching a third party's CDN.
 */
export const CS_SCRIPT_TIMEOUT_MS = 10_000;
/**
 * The chat button's unread badge asks again this often while it shows (the spec says polled, not
 * how often). 30 s, as the deposit and withdraw counts: an agent's answer shows within half a
 * minute without a call every few seconds from every open page.
 */
export const CHAT_UNREAD_POLL_MS = 30_000;

/**
 * The longest list any /wps answer may hold before the client calls it a bad answer (issue 20,
 * "a huge list"). Every list in schemas/responses/ gets it as maxItems. 2000 is above anything the
 * platform sends a phone (a merchant's whole game list, every country) and well below what stalls
 * a phone's render.
 */
export const RESPONSE_LIST_LIMIT = 2_000;

/**
 * Corrupt storage (issue 20): the longest value a reader accepts from web storage. Anything longer
 * was not written by this app (its largest entry, the heartbeat ledger, stays under 60 000
 * characters) and is dropped before it is parsed, so a filled-up key costs no parse on the first page.
 */
export const STORED_JSON_MAX_CHARS = 100_000;
/** The same for a plain text entry (an id, a token, a flag, a code): the longest, a push token, is ~200. */
export const STORED_TEXT_MAX_CHARS = 4_096;

/**
 * The platform's older address of the same asset manifest (spec §7 lists both). The update check
 * reads it when /m/asset-manifest.json cannot be read or names no hash (docs/decisions.md).
 */
export const LEGACY_ASSET_MANIFEST_PATH = "/mobile/mc/asset-manifest.json";
