/**
 * Where the app is running: a plain browser, the merchant's native shell, LINE's in-app browser,
 * or a home-screen app. Read once from the user agent, the query and display mode; the rules that
 * depend on it (social sign-in, one-tap, service worker, install prompts) take it as a value so
 * tests can pass any environment.
 *
 * The native shells mark their user agent with `WLApp/<ios|android>` (the version the reference
 * shell adds is not read here: engine/platform/app-version.ts), may add
 * `DeviceId/<36 characters>`, and advertise the bridge calls they support with
 * `WLBridge/<name>,<name>`, and may name its device-id frame with `WLDeviceFrame/<url>`
 * (docs/native-shell.md).
 */
export interface AppEnvironment {
  /** The merchant's native shell, or null in a browser. */
  nativeApp: "ios" | "android" | null;
  /** Bridge calls the native shell says it supports (e.g. facebookLogin). */
  bridge: readonly string[];
  /** LINE's in-app browser. */
  line: boolean;
  /** Running as an installed PWA or iOS web clip (display-mode standalone). */
  standalone: boolean;
  /**
   * Opened from a home-screen icon whose start address carries the `homescreen` query (spec §2,
   * §4). Only the first address has it, so it is read once here, at boot.
   */
  homeScreenLaunch: boolean;
  ios: boolean;
  android: boolean;
  /** The device id the native shell hands over, if any. */
  nativeDeviceId: string | null;
  /**
   * The native shell's device-id frame (`WLDeviceFrame/<url>`), if it names one. Only the user
   * agent can name it, never the query: a link must not choose who hands the app its device id.
   */
  deviceFrame?: string | null;
}

const NATIVE_MARK = /\bWLApp\/(ios|android)\b/i;
const BRIDGE_MARK = /\bWLBridge\/([\w,]+)/;
const DEVICE_MARK = /\bDeviceId\/([\w-]{36})(?![\w-])/;
const DEVICE_FRAME_MARK = /\bWLDeviceFrame\/(https?:\/\/\S+)/i;

export function readEnvironment(userAgent: string, search = "", standalone = false): AppEnvironment {
  const native = NATIVE_MARK.exec(userAgent)?.[1]?.toLowerCase() as "ios" | "android" | undefined;
  const query = new URLSearchParams(search);
  const inAppQuery = query.get("inApp");
  const android = /Android/i.test(userAgent);
  const ios = /iPhone|iPad|iPod/i.test(userAgent);
  return {
    nativeApp: native ?? (inAppQuery === "ios" || inAppQuery === "android" ? inAppQuery : null),
    bridge: BRIDGE_MARK.exec(userAgent)?.[1]?.split(",").filter(Boolean) ?? [],
    line: /\sLine\//i.test(userAgent),
    standalone,
    homeScreenLaunch: query.has("homescreen"),
    ios,
    android,
    nativeDeviceId: DEVICE_MARK.exec(userAgent)?.[1] ?? null,
    deviceFrame: native ? (DEVICE_FRAME_MARK.exec(userAgent)?.[1] ?? null) : null,
  };
}

/** The environment of this page (browser only). */
export function currentEnvironment(): AppEnvironment {
  const standalone =
    typeof window !== "undefined" &&
    (window.matchMedia?.("(display-mode: standalone)").matches ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true);
  return readEnvironment(navigator.userAgent, window.location.search, Boolean(standalone));
}

/** The `device` of login and registration requests (spec section 3), when one applies. */
export function deviceKind(env: AppEnvironment, userAgent: string): "IPAD" | "PWA" | "WEBCLIP" | undefined {
  if (env.nativeApp) return undefined;
  if (/iPad/i.test(userAgent)) return "IPAD";
  if (env.standalone) return env.ios ? "WEBCLIP" : "PWA";
  return undefined;
}
