import type { ThemeInputs } from "../config/merchant-config";
import { mix, textOn } from "./color";

const SYSTEM_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", sans-serif';

/**
 * The merchant's few brand inputs turned into the CSS variables every component reads.
 * The build writes the same variables into index.html so the static shell paints in brand
 * colours before any JavaScript runs.
 */
export function themeVariables(theme: ThemeInputs): Record<`--wl-${string}`, string> {
  return {
    "--wl-primary": theme.primary,
    "--wl-on-primary": textOn(theme.primary),
    "--wl-primary-soft": mix(theme.primary, theme.background, 0.16),
    "--wl-accent": theme.accent,
    "--wl-on-accent": textOn(theme.accent),
    "--wl-bg": theme.background,
    "--wl-surface": theme.surface,
    "--wl-text": theme.text,
    "--wl-text-muted": mix(theme.text, theme.surface, 0.7),
    "--wl-border": mix(theme.text, theme.surface, 0.16),
    "--wl-skeleton": mix(theme.text, theme.surface, 0.08),
    "--wl-danger": theme.mode === "dark" ? "#ff6b6b" : "#c62828",
    "--wl-radius": `${theme.radius ?? 12}px`,
    "--wl-font": !theme.font || theme.font === "system" ? SYSTEM_FONT : `${theme.font}, ${SYSTEM_FONT}`,
  };
}

export function variablesToCss(selector: string, variables: Record<string, string>): string {
  const body = Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  return `${selector}{${body}}`;
}
