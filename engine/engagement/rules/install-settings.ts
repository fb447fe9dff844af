/**
 * The platform's install-prompt settings (spec section 3, each {enabled, value}) and what the
 * prompt, the banner and the triggers read from them. Pure: the widget hands in what the backend
 * answered (GET /wps/relay/MCSFE_getPwaInstallSetting) laid over the merchant config's
 * `installPrompt.settings`.
 */

export interface InstallToggle {
  enabled: boolean;
  value?: string | number | boolean | null;
}

export const INSTALL_SETTING_NAMES = [
  "app_background",
  "app_desc",
  "bottom_app_desc",
  "download_condition_switch",
  "in_game_popup_interval",
  "login_required",
  "bind_card",
  "bottom_app_bar_mode",
  "deposit_times",
  "deposit_times_forced",
  "first_deposit",
  "first_withdraw",
  "withdrawal_times",
  "withdrawal_times_forced",
  "deposit_least_times",
  "deposit_least_times_forced",
  "withdrawal_least_times",
  "withdrawal_least_times_forced",
  "reg_days",
  "reg_days_forced",
  "domains_switch",
  "domains",
  "theme",
] as const;

export type InstallSettingName = (typeof INSTALL_SETTING_NAMES)[number];
export type InstallSettings = Partial<Record<InstallSettingName, InstallToggle>>;

/**
 * Keeps only well-formed settings ({enabled: boolean, value?: scalar}) of known names: a setting
 * the backend garbles reads as absent (switched off), never as a crash.
 */
export function readInstallSettings(raw: unknown): InstallSettings {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return {};
  const settings: InstallSettings = {};
  for (const name of INSTALL_SETTING_NAMES) {
    const toggle = (raw as Record<string, unknown>)[name];
    if (typeof toggle !== "object" || toggle === null) continue;
    const { enabled, value } = toggle as { enabled?: unknown; value?: unknown };
    if (typeof enabled !== "boolean") continue;
    const scalar =
      typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : null;
    settings[name] = { enabled, value: scalar };
  }
  return settings;
}

/** The backend's settings over the merchant file's, setting by setting. */
export function mergeInstallSettings(base: InstallSettings, live: InstallSettings): InstallSettings {
  return { ...base, ...live };
}

/** The setting's value as a whole number ≥ 0 when it is switched on, else null. */
export function countSetting(settings: InstallSettings, name: InstallSettingName): number | null {
  const toggle = settings[name];
  if (!toggle?.enabled) return null;
  const number = typeof toggle.value === "string" ? Number(toggle.value.trim()) : toggle.value;
  return typeof number === "number" && Number.isFinite(number) && number >= 0 ? Math.floor(number) : null;
}

/** The setting's value as text when it is switched on and not blank, else null. */
export function textSetting(settings: InstallSettings, name: InstallSettingName): string | null {
  const toggle = settings[name];
  if (!toggle?.enabled || toggle.value === null || toggle.value === undefined) return null;
  const text = String(toggle.value).trim();
  return text === "" ? null : text;
}

export function switchedOn(settings: InstallSettings, name: InstallSettingName): boolean {
  return settings[name]?.enabled === true;
}

export type InstallTheme = "light" | "dark";

/** The prompt's colours: the `theme` setting, else the merchant's `installPrompt.theme`, else light (spec §9). */
export function installTheme(settings: InstallSettings, configTheme: InstallTheme | undefined): InstallTheme {
  const setting = textSetting(settings, "theme")?.toLowerCase();
  if (setting === "light" || setting === "dark") return setting;
  return configTheme ?? "light";
}

/**
 * Bottom sheet or fullscreen: `bottom_app_bar_mode` (which also switches the bottom install bar
 * on) with the value "fullscreen" (or 2, the platform's number for it) opens the prompt over the
 * whole screen; anything else is the bottom sheet.
 */
export function installLayout(settings: InstallSettings): "sheet" | "fullscreen" {
  const value = textSetting(settings, "bottom_app_bar_mode")?.toLowerCase();
  return value === "fullscreen" || value === "2" ? "fullscreen" : "sheet";
}

/** A picture address the prompt may show: http(s) only, anything else is dropped. */
export function safeImageUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
