/**
 * Push notifications' rules (spec §3 push settings, §4 Auth and Push prompt, §8 notification
 * denied), as pure functions: the push-prompt widget's rules (widgets/push-prompt) and the tests
 * give them the page's state. docs/push.md.
 */
import type { MerchantConfig } from "../config/merchant-config";
import { type KeyValueStorage, readFlag } from "../platform/storage";

/** What the page remembers about the prompt. */
export const PUSH_PROMPT_KEYS = {
  /** Session storage: the prompt has been shown in this tab's session (once per session). */
  shown: "MC_PUSH_PROMPT_SHOWN",
  /** Local storage: the member said 'not now' on this device; the prompt does not come back. */
  declined: "MC_PUSH_PROMPT_DECLINED",
  /**
   * Session storage: the session (its token, which the tab's session storage holds anyway) whose
   * device registration went through, so a reload does not repeat it and the next session does.
   */
  registered: "MC_PUSH_REGISTERED",
} as const;

/** The settings firebase messaging needs (spec §3: appId, apiKey, authDomain, projectId, messagingSenderId, vapidKey). */
export interface PushSettings {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  appId: string;
  messagingSenderId: string;
  vapidKey: string;
  /** The topic every device subscribes to (ALL unless the merchant names another). */
  topic: string;
}

export const DEFAULT_PUSH_TOPIC = "ALL";

/**
 * The merchant's push settings, or null when push is off: switched off, or firebase lacks one of
 * the values a registration token needs (a half-configured merchant never loads the SDK).
 */
export function pushSettings(config: Pick<MerchantConfig, "push" | "firebase">): PushSettings | null {
  if (!config.push?.enabled) return null;
  const firebase = config.firebase;
  if (!firebase?.apiKey || !firebase.projectId) return null;
  const { appId, messagingSenderId, vapidKey } = firebase;
  if (!appId || !messagingSenderId || !vapidKey) return null;
  return {
    apiKey: firebase.apiKey,
    ...(firebase.authDomain ? { authDomain: firebase.authDomain } : {}),
    projectId: firebase.projectId,
    appId,
    messagingSenderId,
    vapidKey,
    topic: config.push.topic || DEFAULT_PUSH_TOPIC,
  };
}

/** The parts of a window push needs. */
export interface PushCapableWindow {
  Notification?: { permission: string };
  PushManager?: unknown;
  navigator: { serviceWorker?: unknown };
}

/** Web push works in this browser: notifications, a push manager and service workers. */
export function pushSupported(win: PushCapableWindow): boolean {
  return (
    win.Notification !== undefined &&
    win.PushManager !== undefined &&
    win.navigator.serviceWorker !== undefined
  );
}

export type PushPermission = "default" | "granted" | "denied";

/** The browser's notification permission; anything unrecognised counts as denied. */
export function readPermission(win: PushCapableWindow): PushPermission {
  const value = win.Notification?.permission;
  return value === "default" || value === "granted" ? value : "denied";
}

export interface PushPage {
  settings: PushSettings | null;
  loggedIn: boolean;
  supported: boolean;
  /**
   * Inside the native shells (and LINE's in-app browser) no service worker runs
   * (engine/pwa/service-worker-policy.ts), so web push cannot arrive: the shells push natively.
   */
  nativeApp: boolean;
  line: boolean;
  permission: PushPermission;
}

/** Whether web push can work at all on this page for this member. */
function pushPossible(page: PushPage): boolean {
  return page.settings !== null && page.loggedIn && page.supported && !page.nativeApp && !page.line;
}

/** Spec §4 Auth: the session token appeared and notifications are already allowed: register the device now. */
export function shouldRegister(page: PushPage): boolean {
  return pushPossible(page) && page.permission === "granted";
}

/**
 * Spec §4 Push prompt: shown once per session unless declined, and only while the browser has
 * not been asked yet (a granted permission registers without asking; a denied one cannot be
 * asked again from a page).
 */
export function promptDue(
  page: PushPage,
  remembered: { shownThisSession: boolean; declined: boolean },
): boolean {
  return (
    pushPossible(page) &&
    page.permission === "default" &&
    !remembered.shownThisSession &&
    !remembered.declined
  );
}

/** The prompt's memory, read from the tab's and the device's storage. */
export function rememberedPrompt(storage: { local: KeyValueStorage; session: KeyValueStorage }): {
  shownThisSession: boolean;
  declined: boolean;
} {
  return {
    shownThisSession: readFlag(storage.session, PUSH_PROMPT_KEYS.shown),
    declined: readFlag(storage.local, PUSH_PROMPT_KEYS.declined),
  };
}
