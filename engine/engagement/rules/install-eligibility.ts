/**
 * Whether the install prompt and banner may show at all (spec sections 4, 5 and 6), and where.
 * Pure: the widget hands in the stores' values.
 */
import { isInstallPromptHomePath } from "../../routing/aliases";
import { countSetting, type InstallSettings, textSetting } from "./install-settings";

/** Spec §5: 1 every domain, 2 every domain but the listed ones, 3 only the listed ones. */
export type DomainCheckMode = 1 | 2 | 3;

/** Member types eligible for install prompts (spec §6); type 4 and the others are not. */
export const INSTALL_MEMBER_TYPES: readonly number[] = [0, 1, 2];

/** Customer type of a visitor (no session). */
const VISITOR = -1;

function normalHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
}

/** Whether `host` passes the domain check: listed means the host or one of its parent domains. */
export function domainAllowed(mode: DomainCheckMode, domains: readonly string[], host: string): boolean {
  if (mode === 1) return true;
  const own = normalHost(host);
  const listed = domains
    .map(normalHost)
    .some((domain) => domain !== "" && (own === domain || own.endsWith(`.${domain}`)));
  return mode === 2 ? !listed : listed;
}

/**
 * The domain check to apply: the settings' `domains_switch` (its value the mode) and `domains` (a
 * comma- or space-separated list) when switched on, else the merchant's `installPrompt`
 * domainCheckMode and domains; an unknown mode reads as 1 (every domain).
 */
export function domainCheck(
  settings: InstallSettings,
  config: { domainCheckMode?: number; domains?: readonly string[] },
): { mode: DomainCheckMode; domains: string[] } {
  const settingMode = countSetting(settings, "domains_switch");
  const rawMode = settingMode ?? config.domainCheckMode ?? 1;
  const mode: DomainCheckMode = rawMode === 2 || rawMode === 3 ? rawMode : 1;
  const listed = textSetting(settings, "domains");
  const domains = listed !== null ? listed.split(/[\s,;]+/).filter(Boolean) : [...(config.domains ?? [])];
  return { mode, domains };
}

export interface InstallContext {
  /** installPrompt.enabled of the merchant config. */
  enabled: boolean;
  maintenance: boolean;
  regionRestriction: boolean;
  nativeApp: boolean;
  /** Running as the installed app (display-mode standalone, an iOS web clip). */
  standalone: boolean;
  /** The app was installed from this browser (the local flag set on `appinstalled`). */
  installed: boolean;
  /** -1 for a visitor. */
  customerType: number;
  domainOk: boolean;
}

/**
 * Whether installing may be offered at all: never during maintenance or a region block, when the
 * merchant switched it off, inside the native app or the installed app, after it was installed,
 * for member types other than 0, 1 and 2 (a visitor may be offered it), or on a domain the check
 * excludes.
 */
export function installOffered(context: InstallContext): boolean {
  if (!context.enabled || context.maintenance || context.regionRestriction) return false;
  if (context.nativeApp || context.standalone || context.installed) return false;
  if (context.customerType !== VISITOR && !INSTALL_MEMBER_TYPES.includes(context.customerType)) return false;
  return context.domainOk;
}

/** Spec §4: the automatic prompts show only at /, /m/home and /m/index.html (engine/routing/aliases.ts keeps the list). */
export function onInstallHomePath(pathname: string): boolean {
  return isInstallPromptHomePath(pathname);
}

/** The iOS major version from a user agent ("OS 16_5 like Mac OS X" → 16), or null elsewhere. */
export function iosMajorVersion(userAgent: string): number | null {
  if (!/iPhone|iPad|iPod/i.test(userAgent)) return null;
  const match = /OS (\d+)[_.]\d+/.exec(userAgent);
  return match ? Number(match[1]) : null;
}
